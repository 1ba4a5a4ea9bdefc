//===- SemanticChecks.cpp -------------------------------------------------===//

#include "check/SemanticChecks.h"

#include "clang/AST/Attr.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void SemanticChecks::registerMatchers(MatchFinder &Finder) {
  Launches.registerMatchers(Finder);
  TileStatics.registerMatchers(Finder);
  TileShapes.registerMatchers(Finder);
  Barriers.registerMatchers(Finder);
  Types.registerMatchers(Finder);
  Calls.registerMatchers(Finder);
  Statements.registerMatchers(Finder);
  Captures.registerMatchers(Finder);
  Elements.registerMatchers(Finder);
  Declarations.registerMatchers(Finder);
  Copies.registerMatchers(Finder);
  Properties.registerMatchers(Finder);
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
