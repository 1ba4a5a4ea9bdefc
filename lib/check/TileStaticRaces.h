//===- TileStaticRaces.h - tile_static memory used without order -*- C++ -*-=//
//
// tile_static memory is shared by the threads of a tile, which run in no
// order between barriers. Three mistakes no C++ AMP compiler reported, each
// a warning at the user's line:
//  - every thread updating the same tile_static variable or element
//    (`total += x;`) without an atomic: the updates race, most are lost;
//  - reading an element that another thread wrote with no barrier between
//    the write and the read;
//  - reading a tile_static variable before any thread wrote it (it has no
//    initializer, so its value is whatever the memory held).
// It walks the same functions as the divergence check, in program order,
// with the variance of every index from the same analysis (Uniformity.h);
// BarrierDivergence runs it once that analysis exists.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_TILESTATICRACES_H
#define AMP2HIP_LIB_CHECK_TILESTATICRACES_H

#include "check/Uniformity.h"
#include "foundation/TranslationContext.h"

#include <set>

namespace amp2hip {

class TileStaticRaces {
public:
  explicit TileStaticRaces(TranslationContext &TC) : TC(TC) {}

  /// Checks every function \p U analyzed; \p Waits are the functions that
  /// wait at a tile barrier (a call of one orders memory as a wait does).
  void check(const Uniformity &U,
             const llvm::DenseSet<const clang::FunctionDecl *> &Waits);

private:
  class Walker;
  /// True the first time \p Id is reported at \p Loc (made the user's
  /// line), outside system headers.
  bool once(clang::SourceLocation &Loc, DiagId Id);
  TranslationContext &TC;
  /// Reported once per place and rule (templates are instantiated often).
  std::set<std::pair<unsigned, unsigned>> Reported;
};

} // namespace amp2hip

#endif
