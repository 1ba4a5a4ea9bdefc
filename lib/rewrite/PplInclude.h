//===- PplInclude.h - PPL that Visual C++'s <amp.h> brought in --*- C++ -*-===//
//
// Visual C++'s <amp.h> includes <future>, which there includes <ppltasks.h>
// and <ppl.h>: a program may call parallel_for or lock a critical_section
// with only <amp.h> included (the C++ AMP book's Chapter 9 does). The
// runtime's <amp.h> includes its <ppl.h> in the translator's parse only, so
// that such names resolve as they did; the output includes
// <amp2hip/msvc/ppl.h> only in a file that uses them, since the PPL layer
// is oneTBB's and a program that uses it links -ltbb (nvcc would otherwise
// need oneTBB for every program).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PPLINCLUDE_H
#define AMP2HIP_LIB_PPLINCLUDE_H

#include "foundation/Step.h"

#include <set>

namespace amp2hip {

class PplInclude : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The files given the include already.
  std::set<clang::FileID> Included;
};

} // namespace amp2hip

#endif
