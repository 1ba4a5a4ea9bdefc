//===- CaptureRules.cpp ---------------------------------------------------===//

#include "check/CaptureRules.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

/// True when \p DC is a template or an instantiation of one, or inside one.
static bool inTemplate(const DeclContext *DC) {
  for (; DC; DC = DC->getParent()) {
    if (DC->isDependentContext())
      return true;
    if (const auto *F = dyn_cast<FunctionDecl>(DC))
      if (F->isTemplateInstantiation())
        return true;
    if (const auto *R = dyn_cast<CXXRecordDecl>(DC))
      if (R->getTemplateSpecializationKind() != TSK_Undeclared &&
          R->getTemplateSpecializationKind() != TSK_ExplicitSpecialization)
        return true;
  }
  return false;
}

SourceLocation captureReportLoc(const LambdaExpr &L) {
  const CompoundStmt *Body = L.getCompoundStmtBody();
  return inTemplate(L.getLambdaClass()->getDeclContext()) ? Body->getLBracLoc()
                                                          : Body->getRBracLoc();
}

void CaptureRules::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(lambdaExpr(unless(inAmpCode())).bind("kernel"), this);
  Finder.addMatcher(lambdaExpr(inAmpCode()).bind("inner"), this);
}

void CaptureRules::run(const MatchFinder::MatchResult &Result) {
  const auto *L = Result.Nodes.getNodeAs<LambdaExpr>("kernel");
  bool Inner = !L;
  if (Inner)
    L = Result.Nodes.getNodeAs<LambdaExpr>("inner");
  if (!isAmpCode(L->getCallOperator()))
    return;
  for (const LambdaCapture &C : L->captures()) {
    if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
      continue;
    const ValueDecl *V = C.getCapturedVar();
    QualType T = V->getType().getNonReferenceType();
    // A pointer to a data member is an offset, which amp code has; a
    // kernel's is still a CPU value.
    if (!T->isPointerType() && (Inner || !T->isMemberPointerType()))
      continue;
    // Where Visual C++ reported it (captureReportLoc); the note shows the
    // capture (an implicit one's first use).
    std::string Name = V->getNameAsString();
    {
      auto D = Report.report(
          captureReportLoc(*L),
          Inner ? DiagId::PointerCaptureInAmp : DiagId::PointerCapture, Name);
      if (!D)
        continue;
      *D << Name << T.getAsString();
    }
    if (C.getLocation().isValid())
      Report.note(C.getLocation(), "'" + Name + "' is captured here");
  }
}

} // namespace amp2hip
