//===- TileShapeRules.h - tiles a launch cannot have ------------*- C++ -*-===//
//
// A tile runs as one GPU thread block, so its size is limited (1024 threads,
// 64 in dimension 0 of a rank-3 tile; Visual C++'s C3574); the runtime's
// static assertion would say so inside its own header. And a tile that does
// not divide the extent makes parallel_for_each throw
// invalid_compute_domain: when both are constants, that is known now.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_TILESHAPERULES_H
#define AMP2HIP_LIB_CHECK_TILESHAPERULES_H

#include "check/Kernels.h"
#include "foundation/TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

#include <set>

namespace amp2hip {

class TileShapeRules : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit TileShapeRules(TranslationContext &TC) : TC(TC) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void checkDivides(const clang::Expr &Domain, llvm::ArrayRef<long long> Tile,
                    clang::ASTContext &Ctx, clang::SourceLocation At);

  TranslationContext &TC;
  /// A launch in a template is checked once per tile it is instantiated
  /// with, and reported once per place and tile.
  std::set<std::pair<unsigned, std::string>> Reported;
};

} // namespace amp2hip

#endif
