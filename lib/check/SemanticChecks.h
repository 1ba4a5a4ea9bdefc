//===- SemanticChecks.h - C++ AMP rules Clang does not enforce --*- C++ -*-===//
//
// Rules of the C++ AMP specification that the HIP parse accepts silently but
// that would change meaning or fail later, reported with their ids.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_SEMANTICCHECKS_H
#define AMP2HIP_LIB_SEMANTICCHECKS_H

#include "TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class SemanticChecks : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit SemanticChecks(TranslationContext &TC) : TC(TC) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  TranslationContext &TC;
};

} // namespace amp2hip

#endif
