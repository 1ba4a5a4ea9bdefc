//===- RecursionRules.cpp -------------------------------------------------===//

#include "check/RecursionRules.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void RecursionRules::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(inAmpCode()).bind("call"), this);
}

void RecursionRules::run(const MatchFinder::MatchResult &Result) {
  const auto *C = Result.Nodes.getNodeAs<CallExpr>("call");
  const FunctionDecl *Callee = C->getDirectCallee();
  const FunctionDecl *Caller = functionOfCode(*C, *Result.Context);
  if (!Callee || !Caller || !isAmpCode(Callee))
    return;
  Calls[Caller->getCanonicalDecl()].push_back(
      {Callee->getCanonicalDecl(), C->getBeginLoc()});
}

bool RecursionRules::reaches(const FunctionDecl *From,
                             const FunctionDecl *To) const {
  llvm::SmallVector<const FunctionDecl *, 16> Work{From};
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen{From};
  while (!Work.empty()) {
    auto It = Calls.find(Work.pop_back_val());
    if (It == Calls.end())
      continue;
    for (const Call &Next : It->second) {
      if (Next.Callee == To)
        return true;
      if (Seen.insert(Next.Callee).second)
        Work.push_back(Next.Callee);
    }
  }
  return false;
}

void RecursionRules::finish(ASTContext &) {
  for (const auto &[Caller, Made] : Calls)
    for (const Call &C : Made)
      if (C.Callee == Caller || reaches(C.Callee, Caller))
        if (auto D = Report.report(C.Loc, DiagId::AmpRecursion))
          *D << C.Callee->getQualifiedNameAsString();
  Calls.clear();
}

} // namespace amp2hip
