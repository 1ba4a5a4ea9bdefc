//===- CallRules.cpp ------------------------------------------------------===//

#include "check/CallRules.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void CallRules::registerMatchers(MatchFinder &Finder) {
  // A default argument runs where the function is called, and is checked
  // there (checkDefaultArguments), not where it is written.
  auto InDefaultArgument = hasAncestor(parmVarDecl());
  Finder.addMatcher(
      callExpr(inAmpCode(), unless(InDefaultArgument)).bind("call"), this);
  Finder.addMatcher(cxxConstructExpr(inAmpCode(), unless(InDefaultArgument))
                        .bind("construct"),
                    this);
  Finder.addMatcher(cxxNewExpr(inAmpCode()).bind("new"), this);
  Finder.addMatcher(cxxDeleteExpr(inAmpCode()).bind("delete"), this);
  // An object of restrict(amp) code is destroyed there.
  Finder.addMatcher(varDecl(hasParent(declStmt(inAmpCode())),
                            unless(hasAttr(attr::CUDAShared)))
                        .bind("object"),
                    this);
}

/// The number of arguments \p C passes to its callee's parameters (an
/// operator's object is not one of a member's).
static unsigned argumentCount(const CallExpr &C, const FunctionDecl &Callee) {
  unsigned N = C.getNumArgs();
  if (isa<CXXOperatorCallExpr>(C) && isa<CXXMethodDecl>(Callee) &&
      cast<CXXMethodDecl>(Callee).isInstance() && N > 0)
    --N;
  return N;
}

void CallRules::run(const MatchFinder::MatchResult &Result) {
  if (const auto *C = Result.Nodes.getNodeAs<CallExpr>("call")) {
    if (const FunctionDecl *Callee = C->getDirectCallee())
      check(Callee, C->getBeginLoc(), argumentCount(*C, *Callee));
    checkDefaultArguments({C->getArgs(), C->getNumArgs()}, C->getBeginLoc(),
                          *Result.Context);
    return;
  }
  if (const auto *C = Result.Nodes.getNodeAs<CXXConstructExpr>("construct")) {
    check(C->getConstructor(), C->getBeginLoc(), C->getNumArgs());
    checkDefaultArguments({C->getArgs(), C->getNumArgs()}, C->getBeginLoc(),
                          *Result.Context);
    return;
  }
  if (const auto *N = Result.Nodes.getNodeAs<CXXNewExpr>("new")) {
    if (auto D = Report.report(N->getBeginLoc(), DiagId::AmpNewDelete))
      *D << "new";
    return;
  }
  if (const auto *N = Result.Nodes.getNodeAs<CXXDeleteExpr>("delete")) {
    if (auto D = Report.report(N->getBeginLoc(), DiagId::AmpNewDelete))
      *D << "delete";
    return;
  }
  if (const auto *V = Result.Nodes.getNodeAs<VarDecl>("object")) {
    if (V->getType()->isReferenceType() || V->isStaticLocal())
      return;
    if (const CXXRecordDecl *Class =
            V->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl())
      if (Class->hasDefinition() && !Class->hasTrivialDestructor())
        check(Class->getDestructor(), V->getLocation(), 0);
  }
}

/// \p F's qualified name; a lambda's call operator by where the lambda is
/// (Clang names its class "(anonymous class)").
static std::string nameOf(const FunctionDecl *F, const SourceManager &SM) {
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  if (!M || !M->getParent()->isLambda())
    return F->getQualifiedNameAsString();
  PresumedLoc At =
      SM.getPresumedLoc(SM.getExpansionLoc(M->getParent()->getLocation()));
  if (At.isInvalid())
    return "lambda::operator()";
  return "(lambda at " + llvm::sys::path::filename(At.getFilename()).str() +
         ":" + std::to_string(At.getLine()) + ":" +
         std::to_string(At.getColumn()) + ")::operator()";
}

void CallRules::checkDefaultArguments(llvm::ArrayRef<const Expr *> Arguments,
                                      SourceLocation Loc, ASTContext &Ctx) {
  for (const Expr *Argument : Arguments) {
    const auto *Default = dyn_cast<CXXDefaultArgExpr>(Argument);
    if (!Default || !Default->getExpr())
      continue;
    // Bound where the function was declared, not where it is called: an
    // amp overload of the same name is no help.
    auto Calls =
        match(findAll(expr(anyOf(
                  callExpr(callee(functionDecl().bind("f"))),
                  cxxConstructExpr(hasDeclaration(functionDecl().bind("f")))))),
              *Default->getExpr(), Ctx);
    for (const BoundNodes &Call : Calls) {
      const auto *Callee = Call.getNodeAs<FunctionDecl>("f");
      if (isAmpCallable(Callee))
        continue;
      std::string Name = nameOf(Callee, Report.sourceManager());
      {
        auto D = Report.report(Loc, DiagId::CpuFunctionCall, Name);
        if (!D)
          continue;
        *D << Name;
      }
      Report.note(Default->getParam()->getLocation(),
                  "called by the default argument of '" +
                      Default->getParam()->getNameAsString() + "'");
    }
  }
}

/// For a restrict(amp,cpu) caller Clang resolves a call as the CPU side
/// does; the GPU side takes the amp overload of the same name, if any.
/// True when \p F can take \p N arguments: overloads that cannot are no
/// alternative (a copy constructor for `A a;`).
static bool acceptsArguments(const FunctionDecl *F, unsigned N) {
  if (N < F->getMinRequiredArguments())
    return false;
  return N <= F->getNumParams() || F->isVariadic() ||
         llvm::any_of(F->parameters(), [](const ParmVarDecl *P) {
           return P->isParameterPack();
         });
}

static bool hasAmpOverload(const FunctionDecl *Callee, unsigned NumArgs) {
  // A conversion to the same type may also come from a conversion template
  // (`template <class U> operator U() restrict(amp)`), whose name differs.
  if (const auto *Conversion = dyn_cast<CXXConversionDecl>(Callee)) {
    QualType To = Conversion->getConversionType().getCanonicalType();
    for (const NamedDecl *D :
         Conversion->getParent()->getVisibleConversionFunctions()) {
      const FunctionDecl *Other = D->getAsFunction();
      if (!isAmpCallable(Other))
        continue;
      if (isa<FunctionTemplateDecl>(D->getUnderlyingDecl()) ||
          cast<CXXConversionDecl>(Other)
                  ->getConversionType()
                  .getCanonicalType() == To)
        return true;
    }
  }
  if (!Callee->getDeclName())
    return false;
  for (const NamedDecl *D :
       Callee->getDeclContext()->lookup(Callee->getDeclName()))
    if (isAmpCallable(D->getAsFunction()) &&
        acceptsArguments(D->getAsFunction(), NumArgs))
      return true;
  return false;
}

void CallRules::check(const FunctionDecl *Callee, SourceLocation Loc,
                      unsigned NumArgs) {
  if (!Callee || isAmpCallable(Callee) || hasAmpOverload(Callee, NumArgs))
    return;
  // Clang's own builtins (__builtin_expect, ...) are on both sides; a
  // library function it knows (malloc, memcpy) is not.
  if (Callee->getBuiltinID() && Callee->getIdentifier() &&
      Callee->getName().starts_with("__builtin"))
    return;
  std::string Name = nameOf(Callee, Report.sourceManager());
  if (auto D = Report.report(Loc, DiagId::CpuFunctionCall, Name))
    *D << Name;
}

} // namespace amp2hip
