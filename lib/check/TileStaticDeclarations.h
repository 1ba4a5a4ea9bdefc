//===- TileStaticDeclarations.h - what a tile_static declares ---*- C++ -*-===//
//
// C++ AMP never constructs or initializes a tile_static variable: an
// initializer is an error (AMP2HIP1009), and so is a type whose default
// constructor does work (AMP2HIP1021), except in a template's own body,
// where the declaration becomes unconstructed storage instead
// (foundation/TileStaticStorage.h).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_TILESTATICDECLARATIONS_H
#define AMP2HIP_LIB_CHECK_TILESTATICDECLARATIONS_H

#include "foundation/Step.h"

#include <set>
#include <string>
#include <utility>

namespace amp2hip {

class TileStaticDeclarations : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The tile_static declarations reported for a constructed type (as its
  /// location and the type): a template's instantiations repeat them.
  std::set<std::pair<unsigned, std::string>> ConstructedTileStatics;
  /// The tile_static variables of templates declared as storage: not
  /// reported.
  std::set<const clang::VarDecl *> AsStorage;
};

} // namespace amp2hip

#endif
