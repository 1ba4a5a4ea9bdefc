//===- NvccDependentAuto.h - member templates of dependent autos -*- C++
//-*-===//
//
// In a template, `auto e = make_extent(tile_size, n);` (ampblas' syrk.h)
// has a value-dependent initializer of a known type: Clang deduces `e`'s
// type where the template is defined, and `e.tile<tile_size, tile_size>()`
// parses. nvcc's front end takes `e`'s type as dependent until
// instantiation and rejects the call without `template` ("expected an
// expression"). The keyword is inserted before such a member template's
// name (`e.template tile<...>()`, valid in every case since C++11), the
// edit the permissive retry makes where Clang asks for it (AMP2HIP1110).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_NVCCDEPENDENTAUTO_H
#define AMP2HIP_LIB_REWRITE_NVCCDEPENDENTAUTO_H

#include "foundation/Step.h"

namespace amp2hip {

class NvccDependentAuto : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace amp2hip

#endif
