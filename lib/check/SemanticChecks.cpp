//===- SemanticChecks.cpp -------------------------------------------------===//

#include "check/SemanticChecks.h"

using namespace clang::ast_matchers;

namespace amp2hip {

SemanticChecks::SemanticChecks(TranslationContext &TC)
    : Step(TC), Launches(Kernels), TileStatics(TC, Kernels), TileShapes(TC),
      Barriers(TC, Kernels) {}

void SemanticChecks::registerMatchers(MatchFinder &Finder) {
  Launches.registerMatchers(Finder);
  TileStatics.registerMatchers(Finder);
  TileShapes.registerMatchers(Finder);
  Barriers.registerMatchers(Finder);
}

} // namespace amp2hip
