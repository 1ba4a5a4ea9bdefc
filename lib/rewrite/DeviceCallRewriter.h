//===- DeviceCallRewriter.h - C++ AMP device calls to HIP -------*- C++ -*-===//
//
// Rewrites the device-side calls listed in Mappings.def: barrier waits
// (`t_idx.barrier.wait()` -> `__syncthreads()`) and memory fences. The
// runtime implements the C++ AMP spellings too, so a call this misses (in a
// macro, say) still compiles and behaves the same; the rewrite is for
// readers who know HIP.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_DEVICECALLREWRITER_H
#define AMP2HIP_LIB_DEVICECALLREWRITER_H

#include "foundation/Step.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class DeviceCallRewriter : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The mapping for a call, or nullptr. Handles calls in templates, where
  /// `t_idx.barrier.wait()` is a dependent member call.
  const MappingInfo *mappingFor(const clang::CallExpr &Call) const;
};

} // namespace amp2hip

#endif
