//===- CopyRules.h - what concurrency::copy cannot do -----------*- C++ -*-===//
//
// copy and copy_async from an array or array_view to an iterator assign the
// elements through the iterator: one that points to const elements cannot
// be a destination (Visual C++'s C3892, inside std::copy). The runtime
// states it as a static assertion tagged copy_into_const in the copy the
// call instantiates; this rule reports it at the user's call, in C++ AMP's
// words, and DiagnosticRecorder drops the assertion's own words.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_COPYRULES_H
#define AMP2HIP_LIB_CHECK_COPYRULES_H

#include "check/AmpCode.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class CopyRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace amp2hip

#endif
