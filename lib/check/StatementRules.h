//===- StatementRules.h - statements and expressions amp lacks --*- C++ -*-===//
//
// What restrict(amp) code cannot do, whatever the types: goto, exceptions,
// run-time type information, string literals, integer constants wider than
// 32 bits, floating constants beyond their type's range, casts between integers
// and pointers, pointer arithmetic on bool, and global or static variables
// (Visual C++'s C3586-C3599). The HIP parse accepts all of them in __device__
// code until code generation.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_STATEMENTRULES_H
#define AMP2HIP_LIB_CHECK_STATEMENTRULES_H

#include "check/AmpCode.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class StatementRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// Reports \p F when its written value is beyond its type's largest.
  void checkRange(const clang::FloatingLiteral &F,
                  const clang::ASTContext &Ctx);
};

} // namespace amp2hip

#endif
