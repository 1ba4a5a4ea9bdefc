//===- PropertyRules.h - C++ AMP's properties are read-only -----*- C++ -*-===//
//
// C++ AMP's properties (array::accelerator_view, accelerator::default_view,
// ...: those the runtime declares with AMP2HIP_PROPERTY) are Visual C++
// __declspec(property) members with a get method and no put method:
// `a.accelerator_view = v` is Visual C++'s C2774. The getter returns a
// copy, so the same assignment written through it,
// `a.get_accelerator_view() = v`, compiles in standard C++ and changes a
// temporary, never the object: reported as the property assignment it
// stands for.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_PROPERTYRULES_H
#define AMP2HIP_LIB_CHECK_PROPERTYRULES_H

#include "check/AmpCode.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class PropertyRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace amp2hip

#endif
