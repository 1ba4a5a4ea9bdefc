//===- GlibcNameRename.h - globals named like glibc-only functions -*- C++
//-*-===//
//
// glibc's <strings.h> declares ::index and ::rindex, and hipcc and nvcc
// include it wherever a standard header does (nvcc before a source's first
// line). Windows has no such function: a Visual C++ program may declare its
// own `index` at global scope (amp-algorithms' radix sort tests,
// `enum parameter { index = 0, ... };`), which the GPU compilers reject as
// a redeclaration. The parse hides glibc's two names (the prelude,
// runtime/include/amp2hip/parse/prelude.h); this step renames the
// program's global declarations of them and every reference
// (AMP2HIP1172).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_GLIBCNAMERENAME_H
#define AMP2HIP_LIB_REWRITE_GLIBCNAMERENAME_H

#include "foundation/Step.h"

#include "llvm/ADT/DenseSet.h"

namespace amp2hip {

class GlibcNameRename : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void rename(const clang::NamedDecl &D, clang::SourceLocation NameLoc,
              clang::ASTContext &Ctx);

  /// Template instantiations and a macro's body show one spelling more
  /// than once; each is written once (by raw location).
  llvm::DenseSet<unsigned> Done;
};

} // namespace amp2hip

#endif
