//===- Kernels.cpp --------------------------------------------------------===//

#include "check/Kernels.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

bool isResolvedParallelForEach(const CallExpr &Call) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  return Callee &&
         Callee->getQualifiedNameAsString() == "Concurrency::parallel_for_each";
}

const FunctionDecl *definitionOf(const FunctionDecl *F) {
  if (!F)
    return nullptr;
  const FunctionDecl *Def = nullptr;
  if (F->hasBody(Def))
    return Def;
  return nullptr;
}

bool inSystemCode(const SourceManager &SM, SourceLocation Loc) {
  return Loc.isInvalid() || SM.isInSystemHeader(SM.getExpansionLoc(Loc));
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

std::optional<std::array<long long, 3>> launchTile(const CallExpr &Launch) {
  if (!isResolvedParallelForEach(Launch) || Launch.getNumArgs() < 2)
    return std::nullopt;
  // The domain is the argument before the kernel.
  QualType Domain =
      Launch.getArg(Launch.getNumArgs() - 2)->getType().getNonReferenceType();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      Domain->getAsCXXRecordDecl());
  if (!Spec || Spec->getName() != "tiled_extent")
    return std::nullopt;
  std::array<long long, 3> Tile = {0, 0, 0};
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  for (unsigned I = 0; I < Args.size() && I < 3; ++I)
    if (Args[I].getKind() == TemplateArgument::Integral)
      Tile[I] = Args[I].getAsIntegral().getExtValue();
  return Tile;
}

void KernelGraph::addLaunch(const CallExpr &Call) {
  if (!isResolvedParallelForEach(Call) || Call.getNumArgs() < 2)
    return;
  const Expr *KernelArg = Call.getArg(Call.getNumArgs() - 1);
  const FunctionDecl *Body = callOperator(KernelArg->getType());
  if (!Body)
    return;
  Kernel K{&Call, Body};
  if (auto Tile = launchTile(Call)) {
    K.Tiled = true;
    K.Tile = *Tile;
  }
  Launches.push_back(K);
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

void KernelCollector::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(callee(functionDecl(
                                 hasName("::Concurrency::parallel_for_each"))))
                        .bind("launch"),
                    this);
}

void KernelCollector::run(const MatchFinder::MatchResult &Result) {
  if (const auto *Call = Result.Nodes.getNodeAs<CallExpr>("launch"))
    Graph.addLaunch(*Call);
}

} // namespace amp2hip
