//===- PropertyRewriter.h - Visual C++ properties to getter calls -*- C++ -*-=//
//
// Visual C++'s amp.h declares much of the API as __declspec(property(get =
// get_x)) x, and C++ AMP code reads `acc.default_view`, `av.accelerator`.
// The parse declares the same properties (runtime's AMP2HIP_PROPERTY, read
// with -fdeclspec); each read becomes the getter call,
// `acc.get_default_view()`, which hipcc and nvcc compile. Mappings.def has a
// Property row per property.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PROPERTYREWRITER_H
#define AMP2HIP_LIB_PROPERTYREWRITER_H

#include "TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/DenseSet.h"

namespace amp2hip {

class PropertyRewriter
    : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit PropertyRewriter(TranslationContext &TC) : TC(TC) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void rewriteRead(const clang::MSPropertyRefExpr &E);

  TranslationContext &TC;
  /// A read in a template is seen once per instantiation (the template
  /// itself only knows a dependent member): rewritten once, by its offset.
  llvm::DenseSet<const void *> Done;
};

} // namespace amp2hip

#endif
