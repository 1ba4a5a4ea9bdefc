//===- IndexQualifier.h - spell index, texture, norm unambiguously -*- C++
//-*-===//
//
// glibc's <strings.h> declares ::index(const char*, int), and both hipcc and
// nvcc pull it in, so `using namespace concurrency; index<2> i;` is ambiguous
// on Linux although Visual C++ accepted it. HIP's headers declare a class
// template ::texture (texture references), so `using namespace
// concurrency::graphics; texture<float, 2> t(...);` is ambiguous under hipcc.
// CUDA's and HIP's math headers declare a function ::norm, so `norm(0.25f)`
// after `using namespace concurrency::graphics;` is ambiguous under both.
// Every unqualified reference to the class templates concurrency::index and
// concurrency::graphics::texture and to the class concurrency::graphics::norm
// is therefore written qualified. Visual C++'s direct3d typedefs without
// the underscore (`float2`, which HIP and CUDA declare globally too) are
// written with it (`float_2`).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_INDEXQUALIFIER_H
#define AMP2HIP_LIB_INDEXQUALIFIER_H

#include "foundation/Step.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class IndexQualifier : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void renameShortVector(clang::SourceLocation NameLoc, llvm::StringRef Name);

  /// A type is visited once per use, but template patterns and their
  /// instantiations can show the same spelling twice (a macro's body,
  /// each use). By location: a header and the main file share offsets.
  llvm::DenseSet<unsigned> Done;
};

} // namespace amp2hip

#endif
