//===- SemanticChecks.h - C++ AMP rules Clang does not enforce --*- C++ -*-===//
//
// Rules of the C++ AMP specification that the HIP parse accepts silently but
// that would change meaning or fail later, reported with their ids: the
// tile_static rules here, and the restriction checker's rule families
// (lib/check/*Rules), one matcher callback each, sharing one reporter so
// that each violation is reported once.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_SEMANTICCHECKS_H
#define AMP2HIP_LIB_SEMANTICCHECKS_H

#include "check/AmpCode.h"
#include "check/BarrierDivergence.h"
#include "check/Kernels.h"
#include "check/TileShapeRules.h"
#include "check/TileStaticRules.h"
#include "foundation/TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace amp2hip {

class SemanticChecks : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit SemanticChecks(TranslationContext &TC);

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  TranslationContext &TC;
  /// The tiling checks: the kernels and what they reach, where tile_static
  /// may be, and what tiles a launch may have.
  KernelGraph Kernels;
  KernelCollector Launches;
  TileStaticRules TileStatics;
  /// The tile_static declarations reported for a constructed type (as its
  /// location and the type): a template's instantiations repeat them.
  std::set<std::pair<unsigned, std::string>> ConstructedTileStatics;
  /// The tile_static variables of templates declared as storage
  /// (foundation/TileStaticStorage.h): not reported.
  std::set<const clang::VarDecl *> AsStorage;
  TileShapeRules TileShapes;
  BarrierDivergence Barriers;
  /// The restriction checker: its rule families (lib/check/*Rules) share one
  /// reporter so that each violation is reported once.
  ViolationReporter Report;
  std::vector<std::unique_ptr<RestrictionRule>> Rules;
};

} // namespace amp2hip

#endif
