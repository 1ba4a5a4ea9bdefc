//===- SemanticChecks.h - the tiling checks ---------------------*- C++ -*-===//
//
// Rules of the C++ AMP specification about tiles that the HIP parse accepts
// silently but that would change meaning or fail later, reported with their
// ids: the kernels and what they reach, where tile_static may be, what
// tiles a launch may have, and barriers under divergent control. The
// restriction checker's rule families (lib/check/*Rules) are steps of their
// own (lib/Registry.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_SEMANTICCHECKS_H
#define AMP2HIP_LIB_SEMANTICCHECKS_H

#include "check/BarrierDivergence.h"
#include "check/Kernels.h"
#include "check/TileShapeRules.h"
#include "check/TileStaticRules.h"
#include "foundation/Step.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class SemanticChecks : public Step {
public:
  explicit SemanticChecks(TranslationContext &TC);

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;

private:
  KernelGraph Kernels;
  KernelCollector Launches;
  TileStaticRules TileStatics;
  TileShapeRules TileShapes;
  BarrierDivergence Barriers;
};

} // namespace amp2hip

#endif
