//===- RestrictionTwins.h - one function from two sides -------*- C++ -*-===//
//
// `int f(int) restrict(cpu) {...}` and `int f(int) restrict(amp) {...}`:
// nvcc cannot overload on __host__/__device__, so the RestrictRewriter makes
// both `__host__ __device__`, one function declared twice. This step gives
// that function one body holding both sides, at the later definition (the
// earlier one becomes a prototype; a body moved down still sees everything
// it saw):
//
//   __host__ __device__ int f(int)
//   {
//   #if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
//   AMP2HIP_IF_AMP_CODE { <the restrict(amp) body> }
//   #endif
//   #if !AMP2HIP_DEVICE_PASS
//   AMP2HIP_ELSE_CPU_CODE { <the restrict(cpu) body> }
//   #endif
//   }
//
// A GPU build's passes each compile their own side alone (the two macros
// are empty there); a CPU build compiles both, and the macros choose at run
// time: the amp side while the host thread runs a kernel (the runtime's
// detail/config.h). The earlier body moves with the edits made inside it,
// so the merge runs at the finish, after the kernels are extracted.
//
// A cpu body the device pass does not see may launch kernels that nothing
// else names: the device pass's branch (`#else`) then names each one,
// `amp2hip::instantiate_kernel<...>()`, so that its device code exists.
// Twins the RestrictRewriter keeps whole to their passes (members, other
// signatures) name them at the start of the amp side's body instead.
//
// Where the two cannot share a body (parameters or template parameters
// named differently, a body spelled in a macro, the sides in two files, a
// file that has not included <amp.h> before them),
// each definition keeps its body for its own pass (`#if
// AMP2HIP_DEVICE_PASS`, a prototype in the other pass), and a CPU build
// runs the cpu side in kernels too.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_RESTRICTIONTWINS_H
#define AMP2HIP_LIB_RESTRICTIONTWINS_H

#include "foundation/Step.h"
#include "rewrite/Restrictions.h"

#include <vector>

namespace amp2hip {

class RestrictionTwins : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void finish(clang::ASTContext &Ctx) override;

private:
  struct Definition {
    const clang::FunctionDecl *FD;
    RestrictionTwin Twin;
  };
  /// The definitions of one-signature pairs, in the order matched.
  std::vector<Definition> Definitions;
  /// The definitions of twins each pass sees one of whole (members, other
  /// signatures; RestrictRewriter::guardTwin).
  std::vector<Definition> WholeTwins;

  /// True when \p First's body can join \p Second's.
  bool canMerge(const clang::FunctionDecl &First,
                const clang::FunctionDecl &Second) const;
  /// Moves \p First's body into \p Second's; \p SecondIsAmp tells the sides.
  void merge(const clang::FunctionDecl &First,
             const clang::FunctionDecl &Second, bool SecondIsAmp);
  /// Keeps \p D's body to its own compilation pass.
  void guard(const Definition &D);
  std::string deviceInstantiations(const clang::FunctionDecl &FD);
  void nameKernelsOfHiddenSides();
};

} // namespace amp2hip

#endif
