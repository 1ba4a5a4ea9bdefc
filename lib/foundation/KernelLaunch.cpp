//===- KernelLaunch.cpp ---------------------------------------------------===//

#include "foundation/KernelLaunch.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace amp2hip {

std::optional<Shape> readShape(QualType T, const ASTContext &Ctx) {
  T = T.getNonReferenceType().getUnqualifiedType();
  Shape S;
  if (const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          T->getAsCXXRecordDecl())) {
    S.Template = Spec->getName().str();
    for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
      if (Arg.getKind() == TemplateArgument::Integral) {
        S.Spellings.push_back(llvm::toString(Arg.getAsIntegral(), 10));
        S.Numbers.push_back(Arg.getAsIntegral().getExtValue());
      }
  } else if (const auto *TST = T->getAs<TemplateSpecializationType>()) {
    TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl();
    if (!TD)
      return std::nullopt;
    S.Template = TD->getName().str();
    S.Dependent = true;
    PrintingPolicy Policy(Ctx.getLangOpts());
    for (const TemplateArgument &Arg : TST->template_arguments()) {
      std::string Spelled;
      llvm::raw_string_ostream OS(Spelled);
      Arg.print(Policy, OS, /*IncludeType=*/false);
      S.Spellings.push_back(Spelled);
    }
  } else if (T->isDependentType()) {
    S.Opaque = S.Dependent = true;
    return S;
  } else {
    return std::nullopt;
  }
  // tiled_index<D0, D1 = 0, D2 = 0>: drop the defaulted zeros.
  if (S.tiled())
    while (S.Spellings.size() > 1 && S.Spellings.back() == "0") {
      S.Spellings.pop_back();
      if (!S.Numbers.empty())
        S.Numbers.pop_back();
    }
  return S;
}

std::optional<Shape> kernelIndexShape(QualType T, const ASTContext &Ctx) {
  std::optional<Shape> S = readShape(T, Ctx);
  if (!S || S->Opaque)
    return S;
  if (S->Template != "tiled_index" &&
      (S->Template != "index" || S->Spellings.size() != 1))
    return std::nullopt;
  if (S->Spellings.empty())
    return std::nullopt;
  return S;
}

/// An unresolved parallel_for_each in a template where the name also finds
/// PPL's, over iterators (the runtime's <ppl.h> declares it in
/// Concurrency::amp2hip_ppl): C++ AMP's takes two arguments, or three whose
/// last is the kernel, a restrict(amp) lambda where it is one; PPL's takes
/// three, or four (a partitioner last).
static bool isAmpLaunchBesidePpl(const CallExpr &Call) {
  if (Call.getNumArgs() == 2)
    return true;
  if (Call.getNumArgs() != 3)
    return false;
  const LambdaExpr *Lambda = asLambda(Call.getArg(2));
  if (!Lambda)
    return true;
  const auto *Device = Lambda->getCallOperator()->getAttr<CUDADeviceAttr>();
  return Device && !Device->isImplicit();
}

bool isParallelForEach(const CallExpr &Call) {
  if (const FunctionDecl *Callee = Call.getDirectCallee())
    return Callee->getQualifiedNameAsString() ==
           "Concurrency::parallel_for_each";
  // In a template the call may stay unresolved until instantiation.
  const auto *ULE =
      dyn_cast<UnresolvedLookupExpr>(Call.getCallee()->IgnoreImplicit());
  if (!ULE || ULE->getName().getAsString() != "parallel_for_each")
    return false;
  bool MayBePpl = llvm::any_of(ULE->decls(), [](const NamedDecl *D) {
    return D->getUnderlyingDecl()->getQualifiedNameAsString() ==
           "Concurrency::amp2hip_ppl::parallel_for_each";
  });
  return !MayBePpl || isAmpLaunchBesidePpl(Call);
}

const LambdaExpr *asLambda(const Expr *E) {
  while (E) {
    E = E->IgnoreImplicit();
    if (const auto *L = dyn_cast<LambdaExpr>(E))
      return L;
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
      if (Construct->getNumArgs() != 1)
        return nullptr;
      E = Construct->getArg(0);
      continue;
    }
    if (const auto *Paren = dyn_cast<ParenExpr>(E)) {
      E = Paren->getSubExpr();
      continue;
    }
    return nullptr;
  }
  return nullptr;
}

const FunctionDecl *definitionOf(const FunctionDecl *F) {
  if (!F)
    return nullptr;
  const FunctionDecl *Def = nullptr;
  if (F->hasBody(Def))
    return Def;
  return nullptr;
}

/// The restrict(amp) call operator of the kernel object of type \p T.
static const FunctionDecl *callOperator(QualType T) {
  const CXXRecordDecl *Class = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!Class || !Class->hasDefinition())
    return nullptr;
  if (Class->isLambda())
    return definitionOf(Class->getLambdaCallOperator());
  for (const CXXMethodDecl *M : Class->methods())
    if (M->getOverloadedOperator() == OO_Call && M->hasAttr<CUDADeviceAttr>())
      return definitionOf(M);
  return nullptr;
}

std::optional<KernelLaunch> readLaunch(const CallExpr &Call) {
  if (Call.getNumArgs() < 2 || !isParallelForEach(Call))
    return std::nullopt;
  KernelLaunch L;
  L.Call = &Call;
  L.Domain = Call.getArg(Call.getNumArgs() - 2);
  L.KernelArg = Call.getArg(Call.getNumArgs() - 1);
  L.Lambda = asLambda(L.KernelArg);
  if (!Call.getDirectCallee())
    return L; // in a template: known at instantiation
  L.Body = callOperator(L.KernelArg->getType());
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (std::optional<Shape> Domain =
          readShape(L.Domain->getType(), Callee->getASTContext());
      Domain && !Domain->Dependent && Domain->Template == "tiled_extent") {
    L.Tiled = true;
    L.Tile = std::move(*Domain);
  }
  return L;
}

} // namespace amp2hip
