//===- CallRules.h - restrict(amp) code calls only amp code -----*- C++ -*-===//
//
// restrict(amp) and restrict(amp,cpu) code may call only functions that are
// restrict(amp) too, implicit ones included: constructors and destructors
// of its objects, operator new and delete (Visual C++'s C3930). Clang's HIP
// parse is silent about a restrict(amp,cpu) caller (the call is checked
// only when code for the GPU is generated) and about objects' destructors.
// A restrict(amp)-only caller's call of a cpu-only function fails overload
// resolution in Clang; DiagnosticRecorder puts that in these words. A
// default argument is bound where the function is declared and runs where
// it is called: the functions it calls are checked at the call.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_CALLRULES_H
#define AMP2HIP_LIB_CHECK_CALLRULES_H

#include "check/AmpCode.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class CallRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// Reports a call of \p Callee with \p NumArgs arguments at \p Loc when
  /// it is cpu-only and no amp overload could take the call.
  void check(const clang::FunctionDecl *Callee, clang::SourceLocation Loc,
             unsigned NumArgs);
  /// Reports, at the call \p Loc, the cpu-only functions that the default
  /// arguments among \p Arguments call.
  void checkDefaultArguments(llvm::ArrayRef<const clang::Expr *> Arguments,
                             clang::SourceLocation Loc, clang::ASTContext &Ctx);
};

} // namespace amp2hip

#endif
