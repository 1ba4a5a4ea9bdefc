//===- RecursionRules.h - restrict(amp) code does not recurse ---*- C++ -*-===//
//
// A GPU function of C++ AMP is inlined into its kernel, so restrict(amp) code
// may not call itself, directly or through other amp functions (Visual C++'s
// C3580). Clang's HIP parse and hipcc accept recursion (AMD's and NVIDIA's
// compilers give it a stack), so a program Visual C++ rejected would migrate
// with exit 0. The calls between amp functions are collected as they are
// matched; once the translation unit is done, every call that lies on a cycle
// is reported (the call that recurses, not the function: a function may be
// reached on a cycle by more than one call).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_RECURSIONRULES_H
#define AMP2HIP_LIB_CHECK_RECURSIONRULES_H

#include "check/AmpCode.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"

namespace amp2hip {

class RecursionRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void finish(clang::ASTContext &) override;

private:
  struct Call {
    const clang::FunctionDecl *Callee;
    clang::SourceLocation Loc;
  };
  /// True when \p To calls, directly or not, \p From.
  bool reaches(const clang::FunctionDecl *From,
               const clang::FunctionDecl *To) const;

  /// The calls each amp function makes to amp functions, by canonical
  /// declaration (an instantiation is a function of its own), in the order
  /// they were matched, so that the reports come in the source's order.
  llvm::MapVector<const clang::FunctionDecl *, llvm::SmallVector<Call, 4>>
      Calls;
};

} // namespace amp2hip

#endif
