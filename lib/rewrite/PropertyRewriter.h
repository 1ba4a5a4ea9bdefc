//===- PropertyRewriter.h - Visual C++ properties to accessor calls -*- C++
//-*-//
//
// Visual C++'s amp.h declares much of the API as __declspec(property(get =
// get_x)) x, and C++ AMP code reads `acc.default_view`, `av.accelerator`;
// its short vectors have swizzle properties, read and assigned:
// `float_2 p = v.xy; c.rgb = v.zyx;`. The parse declares the same
// properties (runtime's AMP2HIP_PROPERTY and the short vectors' parse-mode
// swizzles, read with -fdeclspec); each read becomes the getter call,
// `acc.get_default_view()`, `v.get_xy()`, and each assignment the setter
// call, `c.set_xyz(v.get_zyx())`, which hipcc and nvcc compile.
// Mappings.def has a Property row per API property and one for the
// swizzles.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PROPERTYREWRITER_H
#define AMP2HIP_LIB_PROPERTYREWRITER_H

#include "foundation/Step.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace amp2hip {

class PropertyRewriter : public Step {
public:
  using Step::Step;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  /// Finds the program's own properties first.
  void start(clang::ASTContext &Ctx) override;

private:
  void rewriteRead(const clang::MSPropertyRefExpr &E, const MappingInfo &M);
  /// `obj.p = e` becomes `obj.set_p(e)`, `obj.p += e` becomes
  /// `obj.set_p(obj.get_p() + (e))`.
  void rewriteAssignment(const clang::MSPropertyRefExpr &E,
                         const clang::BinaryOperator &Assign,
                         const MappingInfo &M, clang::ASTContext &Ctx);
  /// Whether the member name at \p Member was rewritten already (a
  /// template's use is seen once per instantiation); marks it if not.
  bool seen(clang::SourceLocation Member);
  /// `view.extent` on a dependent `view`, where the program declares a
  /// property `extent`: its getter call.
  void rewriteDependentRead(const clang::CXXDependentScopeMemberExpr &E);

  /// Rewritten uses, by the offset of the member name.
  llvm::DenseSet<const void *> Done;
  /// The program's properties (commented out): the getter of each name.
  llvm::StringMap<std::string> UserGetters;
};

} // namespace amp2hip

#endif
