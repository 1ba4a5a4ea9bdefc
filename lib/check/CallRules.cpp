//===- CallRules.cpp ------------------------------------------------------===//

#include "check/CallRules.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void CallRules::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(inAmpCode()).bind("call"), this);
  Finder.addMatcher(cxxConstructExpr(inAmpCode()).bind("construct"), this);
  Finder.addMatcher(cxxNewExpr(inAmpCode()).bind("new"), this);
  Finder.addMatcher(cxxDeleteExpr(inAmpCode()).bind("delete"), this);
  // An object of restrict(amp) code is destroyed there.
  Finder.addMatcher(varDecl(hasParent(declStmt(inAmpCode())),
                            unless(hasAttr(attr::CUDAShared)))
                        .bind("object"),
                    this);
}

void CallRules::run(const MatchFinder::MatchResult &Result) {
  if (const auto *C = Result.Nodes.getNodeAs<CallExpr>("call")) {
    if (const FunctionDecl *Callee = C->getDirectCallee())
      check(Callee, C->getBeginLoc());
    return;
  }
  if (const auto *C = Result.Nodes.getNodeAs<CXXConstructExpr>("construct"))
    return check(C->getConstructor(), C->getBeginLoc());
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
        check(Class->getDestructor(), V->getLocation());
  }
}

/// For a restrict(amp,cpu) caller Clang resolves a call as the CPU side
/// does; the GPU side takes the amp overload of the same name, if any.
static bool hasAmpOverload(const FunctionDecl *Callee) {
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
          cast<CXXConversionDecl>(Other)->getConversionType().getCanonicalType() == To)
        return true;
    }
  }
  if (!Callee->getDeclName())
    return false;
  for (const NamedDecl *D :
       Callee->getDeclContext()->lookup(Callee->getDeclName()))
    if (isAmpCallable(D->getAsFunction()))
      return true;
  return false;
}

void CallRules::check(const FunctionDecl *Callee, SourceLocation Loc) {
  if (!Callee || isAmpCallable(Callee) || hasAmpOverload(Callee))
    return;
  // Clang's own builtins (__builtin_expect, ...) are on both sides; a
  // library function it knows (malloc, memcpy) is not.
  if (Callee->getBuiltinID() && Callee->getIdentifier() &&
      Callee->getName().starts_with("__builtin"))
    return;
  std::string Name = Callee->getQualifiedNameAsString();
  if (auto D = Report.report(Loc, DiagId::CpuFunctionCall, Name))
    *D << Name;
}

} // namespace amp2hip
