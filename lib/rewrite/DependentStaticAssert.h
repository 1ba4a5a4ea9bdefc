//===- DependentStaticAssert.h - static_assert(false) in templates -*- C++
//-*-===//
//
// Visual C++ evaluated a static_assert inside a template only when the
// template was instantiated: `static_assert(false, "must be specialized")`
// in a primary template that its explicit specializations replace compiled
// (the C++ AMP Algorithms Library's convert_to_uint and iterator_traits).
// Clang 19, the translator's parse, agrees (P2593, in every mode); hipcc's
// Clang 15, nvcc and g++ 12 reject the template itself, so the output of a
// translation that succeeded would not compile. Such a condition is made to
// depend on the template's first parameter (`amp2hip::dependent_false<T>`,
// <amp2hip/msvc/dependent_false.h>, included at the top of the file): it
// fails where the template is instantiated, with the program's message,
// and nowhere else (AMP2HIP1190).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_DEPENDENTSTATICASSERT_H
#define AMP2HIP_LIB_REWRITE_DEPENDENTSTATICASSERT_H

#include "foundation/Step.h"

#include <set>

namespace amp2hip {

class DependentStaticAssert : public Step {
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
