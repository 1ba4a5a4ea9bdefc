//===- EntryPointRewriter.h - Visual C++'s void main() ----------*- C++ -*-===//
//
// Visual C++ accepts `void main()`; Clang, hipcc and nvcc take only
// `int main()`. The SourcePreparer lets the parse see `int  main(` in its
// place (same length); this writes the output's `int main(` and reports it
// (AMP2HIP1150). Falling off the end of main returns 0, as it did.
// Visual C++'s `wmain` (wide-string arguments) gets a `main` after it that
// calls it with the arguments converted (runtime amp2hip/msvc/wmain.h,
// AMP2HIP1122): without one the program would not link.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_ENTRYPOINTREWRITER_H
#define AMP2HIP_LIB_ENTRYPOINTREWRITER_H

#include "foundation/Step.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class EntryPointRewriter : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void addMainFor(const clang::FunctionDecl &WMain, clang::ASTContext &Ctx);
};

} // namespace amp2hip

#endif
