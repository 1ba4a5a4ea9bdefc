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
    // Visual C++ reports a capture where the closure class is complete, at
    // the lambda's closing brace; the note shows the capture (an implicit
    // one's first use).
    std::string Name = V->getNameAsString();
    {
      auto D = Report.report(L->getCompoundStmtBody()->getRBracLoc(),
                             DiagId::PointerCapture, Name);
      if (!D)
        continue;
      *D << Name << T.getAsString();
    }
    if (C.getLocation().isValid())
      Report.note(C.getLocation(), "'" + Name + "' is captured here");
  }
}

} // namespace amp2hip
