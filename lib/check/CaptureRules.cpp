//===- CaptureRules.cpp ---------------------------------------------------===//

#include "check/CaptureRules.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void CaptureRules::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(lambdaExpr(unless(inAmpCode())).bind("lambda"), this);
}

void CaptureRules::run(const MatchFinder::MatchResult &Result) {
  const auto *L = Result.Nodes.getNodeAs<LambdaExpr>("lambda");
  if (!isAmpCode(L->getCallOperator()))
    return;
  for (const LambdaCapture &C : L->captures()) {
    if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
      continue;
    const ValueDecl *V = C.getCapturedVar();
    QualType T = V->getType().getNonReferenceType();
    if (!T->isPointerType() && !T->isMemberPointerType())
      continue;
    SourceLocation Loc =
        C.getLocation().isValid() ? C.getLocation() : L->getBeginLoc();
    if (auto D =
            Report.report(Loc, DiagId::PointerCapture, V->getNameAsString()))
      *D << V->getNameAsString() << T.getAsString();
  }
}

} // namespace amp2hip
