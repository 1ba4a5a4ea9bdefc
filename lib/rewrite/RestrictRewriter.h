//===- RestrictRewriter.h - restrict(...) on declarations -------*- C++ -*-===//
//
// Attaches every recorded `restrict(...)` to the function or lambda whose
// declarator holds it, and rewrites it:
//  - functions: the specifier moves in front of the declaration
//    (`int f() restrict(amp) {` -> `__device__ int f() {`), because nvcc
//    rejects attributes after a function declarator;
//  - overloads that differ only in restriction (`int f() restrict(cpu)` and
//    `int f() restrict(amp)`): nvcc cannot overload on __host__/__device__,
//    so both become `__host__ __device__`: one function when they have one
//    signature (RestrictionTwins writes its body), else `#if
//    AMP2HIP_DEVICE_PASS` keeps each side to its own compilation pass;
//  - lambdas: the specifier is dropped where it is (nvcc takes an execution
//    space only after the introducer); a lambda in device code is a device
//    lambda, a restrict(amp) lambda in host code becomes an extended lambda
//    (`[=] __device__ (int i) {`, nvcc --extended-lambda), or, where nvcc
//    takes no extended lambda, a class (DeviceLambdaLifter); kernels of
//    extracted parallel_for_each calls are left to the KernelExtractor.
// What remains unattached at the end is an error.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_RESTRICTREWRITER_H
#define AMP2HIP_LIB_RESTRICTREWRITER_H

#include "foundation/Step.h"
#include "rewrite/Restrictions.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class RestrictRewriter : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  /// Reports the restrict(...) uses no declaration claimed.
  void onEndOfTranslationUnit() override;

private:
  /// The uses spelled in (\p After, \p Before): between a declarator's `)`
  /// and its body or end.
  llvm::SmallVector<RestrictUse *, 2> usesBetween(clang::SourceLocation After,
                                                  clang::SourceLocation Before);
  clang::SourceLocation declarationEnd(clang::SourceLocation RParen);
  /// Keeps \p FD's side of a pair that differs only in restriction, and
  /// that cannot be one function, to its own compilation pass.
  void guardTwin(const clang::FunctionDecl &FD, const RestrictionTwin &T,
                 clang::SourceLocation DeclEnd);
  /// Puts \p FD's declaration (its body included) under `#if \p Cond`.
  void guardDeclaration(const clang::FunctionDecl &FD, llvm::StringRef Cond,
                        clang::SourceLocation DeclEnd);
  void rewriteFunction(const clang::FunctionDecl &FD, clang::ASTContext &Ctx);
  void rewriteLambda(const clang::LambdaExpr &Lambda,
                     const clang::ASTContext &Ctx);
  /// Gives a lambda in host code \p Use's execution space after its
  /// introducer, as an nvcc extended lambda; false when it cannot be one.
  bool annotateExtendedLambda(const clang::LambdaExpr &Lambda,
                              const RestrictUse &Use);
  /// Removes \p Use's tokens together with the blank before them.
  void removeUse(const RestrictUse &Use);
};

} // namespace amp2hip

#endif
