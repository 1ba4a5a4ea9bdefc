//===- Step.h - one rule family or rewrite of the translation ---*- C++ -*-===//
//
// Once the parse is done, the translation runs its steps, the registry's
// list (lib/Registry.cpp) in its order, in three passes over them:
//   1. start: what the parse left to report or settle (the retry's edits,
//      the restrict(...) uses the parse showed to be names);
//   2. the matchers of every step, in one walk of the user's declarations:
//      at each node they run in the registry's order, so where two rule
//      families see one violation the first reports it;
//   3. finish: what needs every match first (a kernel's body moves to its
//      own function with every edit made inside it).
// A step does its work in any of them; most only match.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_STEP_H
#define AMP2HIP_LIB_STEP_H

#include "foundation/TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class Step : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit Step(TranslationContext &TC) : TC(TC) {}

  virtual void start(clang::ASTContext &) {}
  /// Adds the step's matchers, each with a callback (most often the step).
  virtual void registerMatchers(clang::ast_matchers::MatchFinder &) {}
  void run(const clang::ast_matchers::MatchFinder::MatchResult &) override {}
  virtual void finish(clang::ASTContext &) {}

protected:
  TranslationContext &TC;
};

} // namespace amp2hip

#endif
