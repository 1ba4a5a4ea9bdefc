//===- KernelExtractor.h - parallel_for_each lambdas to kernels -*- C++ -*-===//
//
// Turns `parallel_for_each(domain, [=](index<N> i) restrict(amp) {...})`
// into a named `__global__` kernel, emitted at namespace scope just before
// the declaration that holds the call, and a launch through the runtime at
// the call site (docs/design.md has the contract). The kernel body is the
// lambda body as the user wrote it, with the device rewrites of the other
// rewriters applied; captures become parameters of the same names; local
// constants and typedefs the body names without capturing are re-declared.
//
// Sites are collected while matching and extracted at the end of the
// translation unit, once every edit inside their bodies is known.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_KERNELEXTRACTOR_H
#define AMP2HIP_LIB_KERNELEXTRACTOR_H

#include "TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/StringMap.h"

namespace amp2hip {

/// True for a call of concurrency::parallel_for_each (or, in a template, an
/// unresolved call of that name).
bool isParallelForEach(const clang::CallExpr &Call);

class KernelExtractor : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit KernelExtractor(TranslationContext &TC) : TC(TC) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

  /// Extracts every collected kernel. Runs after all matchers.
  void extractAll(clang::ASTContext &Ctx);

private:
  void extract(const KernelSite &Site, clang::ASTContext &Ctx);
  /// A readable, unique kernel name from the enclosing function's name.
  std::string kernelName(const clang::DeclContext *Enclosing);

  TranslationContext &TC;
  /// Kernels named so far per base name, for the ordinal suffix.
  llvm::StringMap<unsigned> NamesUsed;
};

} // namespace amp2hip

#endif
