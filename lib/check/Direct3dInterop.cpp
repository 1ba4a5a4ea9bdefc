//===- Direct3dInterop.cpp ------------------------------------------------===//

#include "check/Direct3dInterop.h"

#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void Direct3dInterop::registerMatchers(MatchFinder &Finder) {
  // Names, calls or not (taking the address counts too); a template's use
  // once, in its pattern.
  // concurrency::direct3d's Direct3D functions are declared (for the parse
  // only) in its inline namespace needs_direct3d; the rest of it runs here.
  Finder.addMatcher(
      declRefExpr(
          to(functionDecl(anyOf(
              matchesName("^::Concurrency::graphics::direct3d::"),
              hasDeclContext(namespaceDecl(hasName("needs_direct3d")))))),
          unless(isInTemplateInstantiation()))
          .bind("use"),
      this);
}

void Direct3dInterop::run(const MatchFinder::MatchResult &Result) {
  const auto *Use = Result.Nodes.getNodeAs<DeclRefExpr>("use");
  if (!Use)
    return;
  TC.report(TC.SM.getFileLoc(Use->getLocation()),
            DiagId::Direct3dTextureInterop)
      << (StringRef(Use->getDecl()->getQualifiedNameAsString())
                  .starts_with("Concurrency::graphics::")
              ? "graphics::direct3d::"
              : "direct3d::") +
             Use->getDecl()->getNameAsString();
}

} // namespace amp2hip
