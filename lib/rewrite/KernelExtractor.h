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
// A lambda kept in a local variable that only parallel_for_each calls use is
// extracted the same way. Other kernels (function objects) are left as
// written: the runtime's parallel_for_each launches them.
//
// Sites are collected while matching and extracted at the end of the
// translation unit, once every edit inside their bodies is known.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_KERNELEXTRACTOR_H
#define AMP2HIP_LIB_KERNELEXTRACTOR_H

#include "foundation/TranslationContext.h"
#include "rewrite/LocalClassHoister.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

namespace amp2hip {

class KernelExtractor : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit KernelExtractor(TranslationContext &TC) : TC(TC), Hoister(TC) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

  /// Extracts every collected kernel. Runs after all matchers.
  void extractAll(clang::ASTContext &Ctx);

private:
  /// Plans the kernel of \p Launch, prints it and places it: the kernel
  /// before the declaration holding the call, the launch in the call's place.
  void extract(KernelLaunch &Launch, clang::ASTContext &Ctx);
  /// Reports a kernel argument that is neither a lambda nor a function
  /// object with a restrict(amp) operator(); function objects themselves
  /// are launched by the runtime's parallel_for_each as written.
  void checkFunctionObject(const clang::Expr &KernelArg);
  /// Removes the declaration of a lambda kept in a variable, once its
  /// kernel is extracted.
  void removeKernelVariable(const clang::VarDecl &V, llvm::StringRef KernelName,
                            clang::ASTContext &Ctx);
  /// A readable, unique kernel name from the enclosing function's name.
  std::string kernelName(const clang::DeclContext *Enclosing);

  TranslationContext &TC;
  /// Moves the local classes that kernel parameters name out of functions.
  LocalClassHoister Hoister;
  /// Function objects of classes local to a function, and where each is
  /// launched: their classes move out of the function.
  std::vector<std::pair<const clang::CXXRecordDecl *, clang::SourceLocation>>
      LocalFunctionObjects;
  /// Kernels named so far per base name, for the ordinal suffix.
  llvm::StringMap<unsigned> NamesUsed;
  /// The kernel (with its template arguments) already extracted from a
  /// lambda that several calls launch.
  llvm::DenseMap<const clang::LambdaExpr *, std::string> KernelOfLambda;
};

} // namespace amp2hip

#endif
