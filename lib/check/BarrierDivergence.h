//===- BarrierDivergence.h - barriers some threads never reach --*- C++ -*-===//
//
// A tile barrier waits for every thread of the tile: one reached under
// control flow that differs between the threads (a condition on the local
// index, a loop some threads leave early) hangs the tile or corrupts its
// tile_static data, and Visual C++ rejected a tile_static declaration so
// placed (C3561). This rule reports each barrier wait, each call of a
// function that waits, and each tile_static declaration under divergent
// control: an error where the condition depends on the thread's index, a
// warning where it depends on data the threads read (Uniformity.h).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_BARRIERDIVERGENCE_H
#define AMP2HIP_LIB_CHECK_BARRIERDIVERGENCE_H

#include "check/Kernels.h"
#include "foundation/TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

#include <set>

namespace amp2hip {

class Uniformity;

class BarrierDivergence
    : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  BarrierDivergence(TranslationContext &TC, KernelGraph &Kernels)
      : TC(TC), Kernels(Kernels) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  /// The kernels are known only once the whole unit is matched.
  void onEndOfTranslationUnit() override;

private:
  class Reporter;
  TranslationContext &TC;
  KernelGraph &Kernels;
  /// amp functions that take a tiled_index, whether or not a kernel of
  /// this unit calls them (a library's helpers).
  std::vector<const clang::FunctionDecl *> TiledHelpers;
};

} // namespace amp2hip

#endif
