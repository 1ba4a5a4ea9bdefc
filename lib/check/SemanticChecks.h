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

#include "TranslationContext.h"
#include "check/AmpCode.h"
#include "check/BarrierDivergence.h"
#include "check/CallRules.h"
#include "check/CaptureRules.h"
#include "check/CopyRules.h"
#include "check/DeclarationRules.h"
#include "check/ElementTypeRules.h"
#include "check/Kernels.h"
#include "check/PropertyRules.h"
#include "check/StatementRules.h"
#include "check/TileShapeRules.h"
#include "check/TileStaticRules.h"
#include "check/TypeRules.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class SemanticChecks : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit SemanticChecks(TranslationContext &TC)
      : TC(TC), Launches(Kernels), TileStatics(TC, Kernels), TileShapes(TC),
        Barriers(TC, Kernels), Report(TC), Types(Report), Calls(Report),
        Statements(Report), Captures(Report), Elements(Report),
        Declarations(Report), Copies(Report),
        Properties(Report) {}

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
  TileShapeRules TileShapes;
  BarrierDivergence Barriers;
  /// The restriction checker: its rule families share one reporter so
  /// that each violation is reported once.
  ViolationReporter Report;
  TypeRules Types;
  CallRules Calls;
  StatementRules Statements;
  CaptureRules Captures;
  ElementTypeRules Elements;
  DeclarationRules Declarations;
  CopyRules Copies;
  PropertyRules Properties;
};

} // namespace amp2hip

#endif
