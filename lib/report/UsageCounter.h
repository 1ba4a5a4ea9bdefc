//===- UsageCounter.h - count the C++ AMP calls the runtime maps -*- C++
//-*-===//
//
// Atomics (`atomic_fetch_add`, ...) and math (`fast_math::`, `precise_math::`)
// keep their C++ AMP spelling: the runtime implements them as device
// functions on HIP and CUDA. Nothing is rewritten, but --print-stats and the
// reports say how many calls a file has, so this callback counts them per
// file against the Atomic and Math entries of Mappings.def.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_USAGECOUNTER_H
#define AMP2HIP_LIB_USAGECOUNTER_H

#include "foundation/Step.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class UsageCounter : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

/// The Atomic or Math entry of Mappings.def naming the function \p Qualified
/// ("Concurrency::fast_math::sqrt"), or nullptr.
const MappingInfo *runtimeCallMapping(llvm::StringRef Qualified);

} // namespace amp2hip

#endif
