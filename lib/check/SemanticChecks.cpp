//===- SemanticChecks.cpp -------------------------------------------------===//

#include "check/SemanticChecks.h"
#include "check/CallRules.h"
#include "check/CaptureRules.h"
#include "check/CopyRules.h"
#include "check/DeclarationRules.h"
#include "check/ElementTypeRules.h"
#include "check/PropertyRules.h"
#include "check/StatementRules.h"
#include "check/TypeRules.h"

#include "clang/AST/Attr.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

SemanticChecks::SemanticChecks(TranslationContext &TC)
    : TC(TC), Launches(Kernels), TileStatics(TC, Kernels), TileShapes(TC),
      Barriers(TC, Kernels), Report(TC) {
  // In this order: where two families see one violation, the first reports.
  Rules.push_back(std::make_unique<TypeRules>(Report));
  Rules.push_back(std::make_unique<CallRules>(Report));
  Rules.push_back(std::make_unique<StatementRules>(Report));
  Rules.push_back(std::make_unique<CaptureRules>(Report));
  Rules.push_back(std::make_unique<ElementTypeRules>(Report));
  Rules.push_back(std::make_unique<DeclarationRules>(Report));
  Rules.push_back(std::make_unique<CopyRules>(Report));
  Rules.push_back(std::make_unique<PropertyRules>(Report));
}

void SemanticChecks::registerMatchers(MatchFinder &Finder) {
  Launches.registerMatchers(Finder);
  TileStatics.registerMatchers(Finder);
  TileShapes.registerMatchers(Finder);
  Barriers.registerMatchers(Finder);
  for (const std::unique_ptr<RestrictionRule> &Rule : Rules)
    Rule->registerMatchers(Finder);
  // tile_static is __attribute__((shared)) in the parse.
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared), hasInitializer(expr()),
                            unless(isInstantiated()))
                        .bind("tile_static"),
                    this);
}

void SemanticChecks::run(const MatchFinder::MatchResult &Result) {
  if (const auto *V = Result.Nodes.getNodeAs<VarDecl>("tile_static")) {
    // A class type's implicit default construction is not an initializer.
    const Expr *Init = V->getInit();
    // Clang could not default-construct it (a class without a default
    // constructor, such as array_view): TileStaticRules says why.
    if (Init->containsErrors())
      return;
    if (V->getInitStyle() == VarDecl::CInit && isa<CXXConstructExpr>(Init) &&
        cast<CXXConstructExpr>(Init)->getNumArgs() == 0)
      return;
    if (V->getInitStyle() == VarDecl::CallInit && isa<CXXConstructExpr>(Init) &&
        cast<CXXConstructExpr>(Init)->getParenOrBraceRange().isInvalid())
      return;
    TC.report(V->getLocation(), DiagId::TileStaticInitializer)
        << V->getNameAsString();
  }
}

} // namespace amp2hip
