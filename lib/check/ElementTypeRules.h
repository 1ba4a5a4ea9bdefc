//===- ElementTypeRules.h - what an array or array_view may hold -*- C++
//-*-===//
//
// The element type of a concurrency::array or array_view lives in GPU
// memory and is read and written by restrict(amp) code, so C++ AMP allows
// only amp-compatible types there, in CPU code too: no C++ AMP container
// inside (Visual C++'s C2973), no type restrict(amp) code lacks (C3581),
// a size that is a multiple of 4 bytes, the GPU's word (amp.h's
// static_assert, C2338), and no reference, which is no object (amp.h's
// pointer to it, C2528); and a read-write array_view is made over data
// that may be written (C2228, where amp.h's container constructor took a
// pointer to const). The HIP runtime would take any of them and copy
// bytes the kernel cannot read. Checked at the user's declaration of the
// array or array_view (a variable, parameter or member).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_ELEMENTTYPERULES_H
#define AMP2HIP_LIB_CHECK_ELEMENTTYPERULES_H

#include "check/AmpCode.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class ElementTypeRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// Reports the element type of the array or array_view \p T when C++
  /// AMP does not allow it, at \p Loc.
  void check(clang::QualType T, clang::SourceLocation Loc,
             clang::ASTContext &Ctx);

  /// Reports \p V, an array_view whose element type is not const, when
  /// its constructor found none for a pointer to const elements.
  void checkConstSource(const clang::VarDecl &V, clang::ASTContext &Ctx);
};

} // namespace amp2hip

#endif
