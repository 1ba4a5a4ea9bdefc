//===- CaptureRules.h - what a kernel may take from the CPU -----*- C++ -*-===//
//
// A restrict(amp) lambda written in CPU code (a parallel_for_each kernel)
// copies its captures to the GPU, where a CPU pointer means nothing:
// Visual C++ rejects a captured pointer (C3596). Inside restrict(amp) code a
// lambda's closure is a class of amp code, which holds no pointer (C3581):
// Visual C++ rejected its pointer captures too.
//
// Visual C++ reported a kernel's captures where its closure class was
// complete: the lambda's closing brace; in a template's instantiation, where
// the captures are known before the body, its opening brace.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_CAPTURERULES_H
#define AMP2HIP_LIB_CHECK_CAPTURERULES_H

#include "check/AmpCode.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

/// Where a capture of the kernel \p L is reported (Visual C++'s line).
clang::SourceLocation captureReportLoc(const clang::LambdaExpr &L);

class CaptureRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace amp2hip

#endif
