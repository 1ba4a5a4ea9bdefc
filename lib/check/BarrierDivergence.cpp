//===- BarrierDivergence.cpp ----------------------------------------------===//

#include "check/BarrierDivergence.h"

#include "check/TileStaticRaces.h"
#include "check/Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {
AST_MATCHER(FunctionDecl, takesTiledIndex) {
  for (const ParmVarDecl *P : Node.parameters())
    if (isTiledIndex(P->getType()))
      return true;
  return false;
}
} // namespace

void BarrierDivergence::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      functionDecl(isDefinition(), hasAttr(attr::CUDADevice), takesTiledIndex())
          .bind("helper"),
      this);
}

void BarrierDivergence::run(const MatchFinder::MatchResult &Result) {
  const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("helper");
  if (F->isDependentContext() || !F->getBody() ||
      inSystemCode(TC.SM, F->getLocation()))
    return;
  TiledHelpers.push_back(F);
}

/// Reports what divergent control reaches, once per place.
class BarrierDivergence::Reporter : public Uniformity::Visitor {
public:
  Reporter(TranslationContext &TC,
           const llvm::DenseSet<const FunctionDecl *> &Waits)
      : TC(TC), Waits(Waits) {}

  void statement(const Stmt &S, Divergence Control) override {
    const auto *Call = dyn_cast<CallExpr>(&S);
    if (!Call || !Control.divergent())
      return;
    if (isBarrierWait(*Call)) {
      const auto *Method = cast<CXXMemberCallExpr>(Call)->getMethodDecl();
      report(Call->getExprLoc(), Control,
             "tile barrier " + Method->getNameAsString() + "()");
      return;
    }
    const FunctionDecl *Callee = definitionOf(Call->getDirectCallee());
    if (Callee && Waits.count(Callee))
      report(Call->getBeginLoc(), Control,
             "call to '" + Callee->getNameAsString() +
                 "', which waits at a tile barrier,");
  }

  void declaration(const VarDecl &V, Divergence Control) override {
    if (!isTileStatic(V) || !Control.divergent())
      return;
    bool Certain = Control.V == Variance::Index;
    SourceLocation Loc = TC.SM.getExpansionLoc(V.getLocation());
    DiagId Id =
        Certain ? DiagId::TileStaticDivergent : DiagId::TileStaticMayDiverge;
    if (!once(Loc, Id))
      return;
    TC.report(Loc, Id) << V.getName();
    note(Control);
  }

private:
  void report(SourceLocation Loc, Divergence Control, std::string What) {
    Loc = TC.SM.getExpansionLoc(Loc);
    DiagId Id = Control.V == Variance::Index ? DiagId::BarrierDivergent
                                             : DiagId::BarrierMayDiverge;
    if (!once(Loc, Id))
      return;
    TC.report(Loc, Id) << What;
    note(Control);
  }

  void note(Divergence Control) {
    if (Control.Where.isValid())
      TC.note(Control.Where,
              Control.V == Variance::Index
                  ? "this condition depends on the thread's index"
                  : "this condition depends on data each thread reads");
  }

  bool once(SourceLocation Loc, DiagId Id) {
    return !inSystemCode(TC.SM, Loc) &&
           Seen.insert({Loc.getRawEncoding(), static_cast<unsigned>(Id)})
               .second;
  }

  TranslationContext &TC;
  const llvm::DenseSet<const FunctionDecl *> &Waits;
  std::set<std::pair<unsigned, unsigned>> Seen;
};

namespace {
/// Finds whether a body waits at a barrier itself and what it calls.
struct WaitFinder : Uniformity::Visitor {
  bool Waits = false;
  std::vector<const FunctionDecl *> Callees;
  void statement(const Stmt &S, Divergence) override {
    const auto *Call = dyn_cast<CallExpr>(&S);
    if (!Call)
      return;
    if (isBarrierWait(*Call))
      Waits = true;
    else if (const FunctionDecl *F = definitionOf(Call->getDirectCallee()))
      Callees.push_back(F);
  }
};
} // namespace

void BarrierDivergence::onEndOfTranslationUnit() {
  std::vector<const FunctionDecl *> Functions = Kernels.reachedByTiledKernels();
  llvm::DenseSet<const FunctionDecl *> Listed(Functions.begin(),
                                              Functions.end());
  for (const FunctionDecl *F : TiledHelpers)
    if (const FunctionDecl *Def = definitionOf(F);
        Def && Listed.insert(Def).second)
      Functions.push_back(Def);
  if (Functions.empty())
    return;
  Uniformity U(Functions);

  // The functions that wait at a barrier, themselves or through calls.
  llvm::DenseSet<const FunctionDecl *> Waits;
  llvm::DenseMap<const FunctionDecl *, std::vector<const FunctionDecl *>> Calls;
  for (const FunctionDecl *F : Functions) {
    WaitFinder Finder;
    U.walk(*F, Finder);
    if (Finder.Waits)
      Waits.insert(F);
    Calls[F] = std::move(Finder.Callees);
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const FunctionDecl *F : Functions)
      if (!Waits.count(F) && llvm::any_of(Calls[F], [&](const FunctionDecl *C) {
            return Waits.count(C);
          }))
        Changed |= Waits.insert(F).second;
  }

  Reporter R(TC, Waits);
  for (const FunctionDecl *F : Functions)
    U.walk(*F, R);
  // The races need the same analysis and the same barriers.
  TileStaticRaces(TC).check(U, Waits);
}

} // namespace amp2hip
