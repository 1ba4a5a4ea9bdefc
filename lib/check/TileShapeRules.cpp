//===- TileShapeRules.cpp -------------------------------------------------===//

#include "check/TileShapeRules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void TileShapeRules::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(parallelForEachLaunch(), this);
}

/// "<16, 16>", "(1000)": a tile's or an extent's dimensions as written.
static std::string dimensions(llvm::ArrayRef<long long> Dims, char Open,
                              char Close) {
  std::string Out(1, Open);
  for (size_t I = 0; I < Dims.size(); ++I)
    Out += (I ? ", " : "") + std::to_string(Dims[I]);
  return Out + Close;
}

void TileShapeRules::run(const MatchFinder::MatchResult &Result) {
  std::optional<KernelLaunch> Launch =
      readLaunch(*Result.Nodes.getNodeAs<CallExpr>("launch"));
  if (!Launch || !Launch->Tiled ||
      inSystemCode(TC.SM, Launch->Call->getBeginLoc()))
    return;
  llvm::ArrayRef<long long> Dims = Launch->Tile.Numbers;
  std::string Shape = dimensions(Dims, '<', '>');
  const Expr *Domain = Launch->Domain;
  SourceLocation At = TC.SM.getExpansionLoc(Domain->getBeginLoc());

  // The limits of a GPU thread block, as the runtime's static assertion
  // (tile_fits_a_block) states them.
  long long Threads = 1;
  bool Huge = false;
  for (long long D : Dims) {
    Huge |= D > 1024;
    Threads *= Huge ? 1 : D;
  }
  std::string Why;
  if (Huge || Threads > 1024)
    Why = "a tile has at most 1024 threads";
  else if (Dims.size() == 3 && Dims[0] > 64)
    Why = "dimension 0 of a rank-3 tile is at most 64";
  if (!Why.empty()) {
    if (Reported.insert({At.getRawEncoding(), Shape}).second)
      TC.report(At, DiagId::TileTooLarge)
          << (Shape +
              (Huge ? "" : " (" + std::to_string(Threads) + " threads)"))
          << Why;
    return;
  }
  checkDivides(*Domain, Dims, *Result.Context, At);
}

/// \p E without the conversions and copies Clang wraps around a value.
static const Expr *bare(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *C = dyn_cast<ExprWithCleanups>(E))
      E = C->getSubExpr();
    else if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
      E = Cast->getSubExpr(); // extent<1>(1000)
    else if (const auto *Copy = dyn_cast<CXXConstructExpr>(E);
             Copy && Copy->getNumArgs() == 1 &&
             Copy->getConstructor()->isCopyOrMoveConstructor())
      E = Copy->getArg(0);
    else
      return E;
  }
}

/// The value a local variable was initialized with, when nothing in its
/// function can have changed it since.
static const Expr *unchangedInitializer(const DeclRefExpr &Ref,
                                        ASTContext &Ctx) {
  const auto *V = dyn_cast<VarDecl>(Ref.getDecl());
  if (!V || !V->hasInit())
    return nullptr;
  if (V->getType().isConstQualified())
    return V->getInit();
  const auto *F =
      dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  if (!V->isLocalVarDecl() || !F || !F->getBody())
    return nullptr;
  ExprMutationAnalyzer Mutations(*F->getBody(), Ctx);
  return Mutations.isMutated(V) ? nullptr : V->getInit();
}

/// The dimensions of \p E when it is a constant extent: `extent<2>(64, 48)`,
/// or a variable initialized so and never changed.
static std::optional<std::vector<long long>> constantExtent(const Expr *E,
                                                            ASTContext &Ctx) {
  E = bare(E);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const Expr *Init = unchangedInitializer(*Ref, Ctx);
    return Init ? constantExtent(Init, Ctx) : std::nullopt;
  }
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  const CXXRecordDecl *Class =
      Construct ? Construct->getType()->getAsCXXRecordDecl() : nullptr;
  if (!Class || Class->getName() != "extent" || Construct->getNumArgs() == 0)
    return std::nullopt;
  std::vector<long long> Dims;
  for (const Expr *Arg : Construct->arguments()) {
    Expr::EvalResult Value;
    if (!Arg->getType()->isIntegralOrEnumerationType() ||
        Arg->isValueDependent() || !Arg->EvaluateAsInt(Value, Ctx))
      return std::nullopt;
    Dims.push_back(Value.Val.getInt().getExtValue());
  }
  return Dims;
}

/// The extent a domain is made of: `e.tile<16>()`, or a variable holding
/// one, never changed.
static std::optional<std::vector<long long>> tiledExtent(const Expr *Domain,
                                                         ASTContext &Ctx) {
  Domain = bare(Domain);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Domain)) {
    const Expr *Init = unchangedInitializer(*Ref, Ctx);
    return Init ? tiledExtent(Init, Ctx) : std::nullopt;
  }
  const auto *Tile = dyn_cast<CXXMemberCallExpr>(Domain);
  if (!Tile || !Tile->getMethodDecl() ||
      Tile->getMethodDecl()->getName() != "tile")
    return std::nullopt;
  return constantExtent(Tile->getImplicitObjectArgument(), Ctx);
}

/// True when \p S is inside the try block of a try statement: the program
/// expects the launch to throw.
static bool inTryBlock(const Stmt &S, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(S);
  while (!Parents.empty()) {
    const DynTypedNode &P = Parents[0];
    if (P.get<CXXTryStmt>())
      return true;
    if (P.get<FunctionDecl>() || P.get<LambdaExpr>())
      return false;
    Parents = Ctx.getParents(P);
  }
  return false;
}

void TileShapeRules::checkDivides(const Expr &Domain,
                                  llvm::ArrayRef<long long> Tile,
                                  ASTContext &Ctx, SourceLocation At) {
  std::optional<std::vector<long long>> Extent = tiledExtent(&Domain, Ctx);
  if (!Extent || Extent->size() != Tile.size())
    return;
  bool Divides = true;
  for (size_t I = 0; I < Tile.size(); ++I)
    Divides &= Tile[I] > 0 && (*Extent)[I] % Tile[I] == 0;
  if (Divides || inTryBlock(Domain, Ctx))
    return;
  std::string Shape = dimensions(Tile, '<', '>');
  if (Reported.insert({At.getRawEncoding(), Shape}).second)
    TC.report(At, DiagId::TileNotDividing)
        << dimensions(*Extent, '(', ')') << Shape;
}

} // namespace amp2hip
