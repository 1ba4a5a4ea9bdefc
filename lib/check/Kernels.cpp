//===- Kernels.cpp --------------------------------------------------------===//

#include "check/Kernels.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

bool inSystemCode(const SourceManager &SM, SourceLocation Loc) {
  return Loc.isInvalid() || SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

void KernelGraph::addLaunch(const CallExpr &Call) {
  std::optional<KernelLaunch> Launch = readLaunch(Call);
  if (!Launch || !Call.getDirectCallee() || !Launch->Body)
    return;
  Launches.push_back(std::move(*Launch));
  Computed = false;
}

namespace {
/// The functions a body calls (constructors and operators included).
class CalleeFinder : public RecursiveASTVisitor<CalleeFinder> {
public:
  std::vector<const FunctionDecl *> Callees;
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitCallExpr(CallExpr *E) {
    add(E->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    add(E->getConstructor());
    return true;
  }

private:
  void add(const FunctionDecl *F) {
    if (const FunctionDecl *Def = definitionOf(F))
      Callees.push_back(Def);
  }
};
} // namespace

void KernelGraph::computeReach() {
  Reach.clear();
  Order.clear();
  for (const Kernel &K : Launches) {
    std::vector<const FunctionDecl *> Work{K.Body};
    llvm::DenseSet<const FunctionDecl *> Seen{K.Body};
    while (!Work.empty()) {
      const FunctionDecl *F = Work.back();
      Work.pop_back();
      std::vector<const Kernel *> &Reaching = Reach[F];
      if (Reaching.empty())
        Order.push_back(F);
      if (Reaching.empty() || Reaching.back() != &K)
        Reaching.push_back(&K);
      // The runtime and the standard library hold no user tile_static or
      // barriers of their own to check.
      if (inSystemCode(F->getASTContext().getSourceManager(), F->getLocation()))
        continue;
      CalleeFinder Finder;
      Finder.TraverseStmt(F->getBody());
      for (const FunctionDecl *Callee : Finder.Callees)
        if (Seen.insert(Callee).second)
          Work.push_back(Callee);
    }
  }
  Computed = true;
}

const std::vector<const Kernel *> &
KernelGraph::kernelsReaching(const FunctionDecl *F) {
  if (!Computed)
    computeReach();
  const FunctionDecl *Def = definitionOf(F);
  auto It = Reach.find(Def ? Def : F);
  return It == Reach.end() ? None : It->second;
}

std::vector<const FunctionDecl *> KernelGraph::reachedByTiledKernels() {
  if (!Computed)
    computeReach();
  std::vector<const FunctionDecl *> Out;
  for (const FunctionDecl *F : Order)
    if (!inSystemCode(F->getASTContext().getSourceManager(),
                      F->getLocation()) &&
        llvm::any_of(Reach[F], [](const Kernel *K) { return K->Tiled; }))
      Out.push_back(F);
  return Out;
}

StatementMatcher parallelForEachLaunch() {
  return callExpr(
             callee(functionDecl(hasName("::Concurrency::parallel_for_each"))))
      .bind("launch");
}

void KernelCollector::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(parallelForEachLaunch(), this);
}

void KernelCollector::run(const MatchFinder::MatchResult &Result) {
  if (const auto *Call = Result.Nodes.getNodeAs<CallExpr>("launch"))
    Graph.addLaunch(*Call);
}

} // namespace amp2hip
