//===- RestrictRewriter.cpp -----------------------------------------------===//

#include "rewrite/RestrictRewriter.h"
#include "rewrite/DeviceLambdaLifter.h"
#include "rewrite/KernelSelection.h"
#include "rewrite/Restrictions.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void RestrictRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      functionDecl(unless(isImplicit()), unless(isInstantiated()),
                   unless(cxxMethodDecl(ofClass(cxxRecordDecl(isLambda())))))
          .bind("function"),
      this);
  Finder.addMatcher(
      lambdaExpr(unless(isInTemplateInstantiation())).bind("lambda"), this);
}

void RestrictRewriter::run(const MatchFinder::MatchResult &Result) {
  if (const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>("function"))
    rewriteFunction(*FD, *Result.Context);
  if (const auto *L = Result.Nodes.getNodeAs<LambdaExpr>("lambda"))
    rewriteLambda(*L, *Result.Context);
}

llvm::SmallVector<RestrictUse *, 2>
RestrictRewriter::usesBetween(SourceLocation After, SourceLocation Before) {
  llvm::SmallVector<RestrictUse *, 2> Found;
  if (After.isInvalid() || Before.isInvalid())
    return Found;
  SourceManager &SM = TC.SM;
  // File locations: a lambda in a macro's argument is spelled in the file.
  SourceLocation A = SM.getFileLoc(After), B = SM.getFileLoc(Before);
  for (RestrictUse &Use : TC.RestrictUses) {
    SourceLocation U = Use.Range.getBegin();
    if (!Use.Attached && SM.isBeforeInTranslationUnit(A, U) &&
        SM.isBeforeInTranslationUnit(U, B))
      Found.push_back(&Use);
  }
  return Found;
}

void RestrictRewriter::removeUse(const RestrictUse &Use) {
  SourceManager &SM = TC.SM;
  CharSourceRange Range =
      Lexer::makeFileCharRange(Use.Range, SM, LangOptions());
  unsigned Begin = TC.offset(Range.getBegin());
  unsigned End = TC.offset(Range.getEnd());
  StringRef Buffer = TC.buffer(Range.getBegin());
  // `int f() restrict(amp) {` -> `int f() {`: take one blank before it.
  Begin = blanksBefore(Buffer, Begin);
  if (Begin > 0 && Buffer[Begin - 1] != '\n' && End < Buffer.size() &&
      Buffer[End] != ' ' && Buffer[End] != '\n' && Buffer[End] != ';' &&
      Buffer[End] != ')' && Buffer[End] != '{')
    TC.edits(Range.getBegin()).replace(Begin, End - Begin, " ");
  else
    TC.edits(Range.getBegin()).replace(Begin, End - Begin, "");
}

/// The `;`, `{` or `=` (of `= 0`, `= default`) that ends a declarator
/// whose `)` is at \p RParen: restrict(...) sits before it.
SourceLocation RestrictRewriter::declarationEnd(SourceLocation RParen) {
  SourceLocation Loc = TC.SM.getExpansionLoc(RParen);
  StringRef Buffer = TC.SM.getBufferData(TC.SM.getFileID(Loc));
  unsigned Offset = TC.SM.getFileOffset(Loc) + 1;
  int Depth = 0;
  for (; Offset < Buffer.size(); ++Offset) {
    char C = Buffer[Offset];
    if (C == '(')
      ++Depth;
    else if (C == ')')
      --Depth;
    else if (Depth == 0 && (C == ';' || C == '{' || C == '='))
      break;
  }
  return Loc.getLocWithOffset(Offset - TC.SM.getFileOffset(Loc));
}

//===----------------------------------------------------------------------===//
// Overloads on restriction alone
//===----------------------------------------------------------------------===//

/// The execution-space keywords \p FD's restriction was written as
/// ("__host__ __device__ ", "__device__ "), or "" for none or cpu alone.
static std::string writtenSpecifier(const FunctionDecl &FD) {
  const auto *Device = FD.getAttr<CUDADeviceAttr>();
  const auto *Host = FD.getAttr<CUDAHostAttr>();
  if (!Device || Device->isImplicit())
    return "";
  return Host && !Host->isImplicit() ? "__host__ __device__ " : "__device__ ";
}

/// What a function's restriction is, written or inferred: a member function
/// of a class local to a function gets that function's (C++ AMP's
/// auto-inference), through any depth of nesting.
static std::string inferredSpecifier(const FunctionDecl &FD) {
  std::string Written = writtenSpecifier(FD);
  if (!Written.empty())
    return Written;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(&FD))
    if (const FunctionDecl *Outer = MD->getParent()->isLocalClass())
      return inferredSpecifier(*Outer);
  return "";
}

void RestrictRewriter::guardTwin(const FunctionDecl &FD,
                                 const RestrictionTwin &T,
                                 SourceLocation DeclEnd) {
  // Members cannot be declared twice in a class, overloads on the return
  // type cannot be one function, and overloads with other parameters are
  // other functions: each pass keeps its own side.
  guardDeclaration(FD,
                   T.Side == RestrictionTwin::Amp ? "AMP2HIP_DEVICE_PASS"
                                                  : "!AMP2HIP_DEVICE_PASS",
                   DeclEnd);
}

void RestrictRewriter::guardDeclaration(const FunctionDecl &FD, StringRef Cond,
                                        SourceLocation DeclEnd) {
  SourceManager &SM = TC.SM;
  StringRef Buffer = TC.buffer(FD.getLocation());
  SourceEdits &Edits = TC.edits(FD.getLocation());
  const Stmt *Body = FD.doesThisDeclarationHaveABody() ? FD.getBody() : nullptr;
  SourceLocation Begin = FD.getOuterLocStart();
  if (const FunctionTemplateDecl *FT = FD.getDescribedFunctionTemplate())
    Begin = FT->getBeginLoc();
  unsigned Start = TC.offset(SM.getExpansionLoc(Begin));
  unsigned End = Body ? TC.offset(SM.getExpansionLoc(Body->getEndLoc())) + 1
                      : TC.offset(DeclEnd) + 1;
  std::string If = ("#if " + Cond + "\n").str();
  if (std::optional<unsigned> Line = lineStartBefore(Buffer, Start))
    Edits.insert(*Line, If);
  else
    Edits.insert(Start, "\n" + If);
  Edits.insert(End, "\n#endif");
}

void RestrictRewriter::rewriteFunction(const FunctionDecl &FD,
                                       ASTContext &Ctx) {
  if (!TC.isRewritable(TC.SM.getExpansionLoc(FD.getLocation())))
    return;
  FunctionTypeLoc FTL = FD.getFunctionTypeLoc();
  if (!FTL)
    return;
  SourceLocation End = FD.doesThisDeclarationHaveABody() && FD.getBody()
                           ? FD.getBody()->getBeginLoc()
                           : declarationEnd(FTL.getRParenLoc());
  // A prototype a macro makes whole (`DECLARE(float f(float x))`, the `;`
  // in the macro's body) ends where the next declaration begins: the
  // restriction of the definition that follows is not its.
  if (!FD.doesThisDeclarationHaveABody() && FTL.getRParenLoc().isMacroID())
    if (const Decl *Next = FD.getNextDeclInContext();
        Next && Next->getBeginLoc().isValid() &&
        TC.SM.isBeforeInTranslationUnit(
            TC.SM.getExpansionLoc(Next->getBeginLoc()), End))
      End = TC.SM.getExpansionLoc(Next->getBeginLoc());
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->isWritten() && Init->getSourceRange().isValid()) {
        End = Init->getSourceRange().getBegin();
        break;
      }
  auto Uses = usesBetween(FTL.getRParenLoc(), End);
  // nvcc does not overload on __host__/__device__: a pair that differs only
  // in restriction becomes one __host__ __device__ function whose passes
  // each see one side (docs/design.md).
  RestrictionTwin T = restrictionTwin(FD, Ctx);
  // C++ AMP infers the restriction of a local class's member functions from
  // the function that holds the class; hip-clang makes them host-only, so
  // the inferred restriction is spelled.
  std::string Inferred;
  if (Uses.empty() && T.Side == RestrictionTwin::None)
    if (const auto *MD = dyn_cast<CXXMethodDecl>(&FD))
      if (const FunctionDecl *Outer = MD->getParent()->isLocalClass())
        Inferred = inferredSpecifier(*Outer);
  if (Uses.empty() && T.Side == RestrictionTwin::None && Inferred.empty())
    return;
  std::string Front;
  for (RestrictUse *Use : Uses) {
    Use->Attached = true;
    removeUse(*Use);
    std::string Spelling =
        Use->MacroName.empty() ? Use->hipSpecifier() : Use->MacroName;
    if (!Spelling.empty())
      Front += Spelling + " ";
    if (Use->MacroName.empty())
      TC.stats(FD.getLocation()).add(Use->mappingId());
  }
  if (T.Side != RestrictionTwin::None) {
    Front = "__host__ __device__ ";
    if (!FD.doesThisDeclarationHaveABody() && !isa<CXXMethodDecl>(FD) &&
        End.isValid() && TC.buffer(End)[TC.offset(End)] != ';')
      return; // `= delete` and the like: left as written
    // One signature: one function, its body written by RestrictionTwins
    // once every edit inside the two bodies is made.
    if (isa<CXXMethodDecl>(FD) || !T.SameSignature)
      guardTwin(FD, T, End);
  } else if (losesToHostDeviceTemplate(FD)) {
    // The host pass of a GPU build does not see it: there, as in C++ AMP,
    // restrict(amp, cpu) code calls the template (a CPU build's kernels
    // run on the host and keep it).
    guardDeclaration(FD, "AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS", End);
    TC.stats(FD.getLocation()).add(MappingId::RestrictAmpBesideTemplate);
  }
  if (!Inferred.empty())
    Front = Inferred;
  if (!Front.empty())
    TC.insert(FD.getInnerLocStart(), Front);
}

/// True when \p Lambda is the kernel argument of a parallel_for_each call;
/// those are rewritten whole by the KernelExtractor.
static bool isKernelLambda(const LambdaExpr &Lambda, const ASTContext &Ctx) {
  DynTypedNodeList Parents = const_cast<ASTContext &>(Ctx).getParents(Lambda);
  while (!Parents.empty()) {
    if (const auto *Call = Parents[0].get<CallExpr>())
      return isExtractedKernelCall(*Call, Ctx.getSourceManager());
    // `auto k = [=](index<1> i) restrict(amp) {...};` that only
    // parallel_for_each calls use: extracted, declaration and all.
    if (const auto *V = Parents[0].get<VarDecl>())
      return kernelLambdaOfVariable(*V, const_cast<ASTContext &>(Ctx)) ==
             &Lambda;
    if (!Parents[0].get<Expr>())
      return false; // reached a statement or declaration: not an argument
    Parents = const_cast<ASTContext &>(Ctx).getParents(Parents[0]);
  }
  return false;
}

void RestrictRewriter::rewriteLambda(const LambdaExpr &Lambda,
                                     const ASTContext &Ctx) {
  const CXXMethodDecl *Op = Lambda.getCallOperator();
  if (!Op || !TC.isRewritable(TC.SM.getExpansionLoc(Lambda.getBeginLoc())))
    return;
  SourceLocation After = Lambda.getIntroducerRange().getEnd();
  if (FunctionTypeLoc FTL = Op->getFunctionTypeLoc())
    if (FTL.getRParenLoc().isValid())
      After = FTL.getRParenLoc();
  auto Uses = usesBetween(After, Lambda.getBody()->getBeginLoc());
  bool Kernel = isKernelLambda(Lambda, Ctx);
  // `[]() restrict(amp) restrict(cpu) {}`: the clauses add up to one.
  RestrictUse Combined;
  for (RestrictUse *Use : Uses) {
    Use->Attached = true;
    if (Kernel)
      continue; // the whole call is replaced by a launch
    removeUse(*Use);
    TC.stats(Lambda.getBeginLoc()).add(Use->mappingId());
    Combined.Amp |= Use->Amp;
    Combined.Cpu |= Use->Cpu;
    if (Combined.Range.isInvalid()) {
      Combined.Range = Use->Range;
      // One clause keeps the user's macro; several are spelled as a sum.
      Combined.MacroName = Uses.size() == 1 ? Use->MacroName : "";
    }
  }
  const auto *Outer = dyn_cast<FunctionDecl>(Op->getParent()->getDeclContext());
  bool InDeviceCode = Outer && Outer->hasAttr<CUDADeviceAttr>();
  if (Kernel || !Combined.Amp || InDeviceCode)
    return; // an ordinary lambda, or already in device code
  // Host code makes a lambda for the device: an extended lambda, its
  // space after the introducer (`[=] __device__ (int i)`; nvcc
  // --extended-lambda). Such a lambda captures nothing by reference.
  if (!annotateExtendedLambda(Lambda, Combined))
    TC.report(Combined.Range.getBegin(), DiagId::AmpLambdaOutsideKernel);
}

bool RestrictRewriter::annotateExtendedLambda(const LambdaExpr &Lambda,
                                              const RestrictUse &Use) {
  for (const LambdaCapture &C : Lambda.captures())
    if (C.capturesThis() || C.getCaptureKind() == LCK_ByRef)
      return false;
  SourceManager &SM = TC.SM;
  SourceLocation Close = SM.getFileLoc(Lambda.getIntroducerRange().getEnd());
  if (!TC.isRewritable(Close) ||
      SM.getFileLoc(Lambda.getIntroducerRange().getBegin()) == Close)
    return false; // spelled in a macro body: rewritten at the definition
  std::string Space =
      Use.MacroName.empty() ? Use.hipSpecifier() : Use.MacroName;
  // Where nvcc takes no extended lambda (GoogleTest's private TestBody),
  // the lambda is written as its class (DeviceLambdaLifter).
  if (std::optional<std::string> Why = nvccExtendedLambdaRefusal(Lambda)) {
    std::vector<const TagDecl *> LocalClasses;
    std::optional<std::string> Blocker = liftBlocker(Lambda, TC, LocalClasses);
    if (!Blocker) {
      TC.LiftedLambdas.push_back({&Lambda, Space, *Why, LocalClasses});
      return true;
    }
    TC.report(Use.Range.getBegin(), DiagId::ExtendedLambdaPlace)
        << *Why << *Blocker;
  }
  // `[&]` capturing nothing: the same lambda, in the form nvcc accepts.
  if (Lambda.getCaptureDefault() == LCD_ByRef &&
      Lambda.getCaptureDefaultLoc().isValid())
    TC.replace(CharSourceRange::getTokenRange(
                   SM.getFileLoc(Lambda.getCaptureDefaultLoc())),
               "=");
  TC.insert(Close.getLocWithOffset(1), " " + Space + " ");
  return true;
}

void RestrictRewriter::onEndOfTranslationUnit() {
  // After a parse error Clang drops the declarations it could not make
  // sense of; their restrict(...) would be reported again, as noise.
  if (TC.Diags.hasErrorOccurred())
    return;
  for (RestrictUse &Use : TC.RestrictUses) {
    // restrict(cpu) alone is the default; where no declaration claims it
    // (a function pointer's type: `int (*p)(int) restrict(cpu)`), it goes.
    if (!Use.Attached && !Use.Amp) {
      Use.Attached = true;
      removeUse(Use);
      continue;
    }
    if (!Use.Attached) {
      std::string List = Use.Amp && Use.Cpu ? "cpu,amp"
                         : Use.Amp          ? "amp"
                                            : "cpu";
      TC.report(Use.Range.getBegin(), DiagId::UnattachedRestrict) << List;
    }
  }
}

} // namespace amp2hip
