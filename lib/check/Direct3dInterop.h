//===- Direct3dInterop.h - report graphics::direct3d interop ----*- C++ -*-===//
//
// concurrency::graphics::direct3d (make_texture, get_texture, make_sampler,
// get_sampler) trades textures and samplers with Direct3D 11, which HIP and
// CUDA programs do not have. The parse declares these functions (parse mode
// only, graphics/direct3d.h) so that the source parses; every use is
// reported here (AMP2HIP3000) instead of failing later to compile or link.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_DIRECT3DINTEROP_H
#define AMP2HIP_LIB_DIRECT3DINTEROP_H

#include "foundation/Step.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class Direct3dInterop : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace amp2hip

#endif
