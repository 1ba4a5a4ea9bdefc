//===- TypeRules.h - types C++ AMP has no GPU form for ----------*- C++ -*-===//
//
// restrict(amp) code has int, unsigned, long, float, double and bool
// scalars, pointers and references to them, and classes of those. Visual C++
// rejects everything else (C3581); the HIP parse accepts it. Checked where
// the user names a type: local variables, parameters, return types, members
// read, casts, the class of a restrict(amp) member function. A class holds
// no pointer or reference (but a reference to an array or texture).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_TYPERULES_H
#define AMP2HIP_LIB_CHECK_TYPERULES_H

#include "check/AmpCode.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

#include <optional>
#include <set>
#include <string>

namespace amp2hip {

/// Why restrict(amp) code cannot have \p T, in C++ AMP's words ("'short'
/// is not supported", "class 'A': it has a virtual function"), or nothing
/// when it can. Other rule families ask it of the types they check.
std::optional<std::string>
unsupportedInAmp(clang::QualType T, const clang::SourceManager &SM,
                 const clang::PrintingPolicy &Policy);

class TypeRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// Reports \p T at \p Loc when restrict(amp) code cannot have it.
  /// Reports \p T at \p Loc when amp code has no such type; true when it
  /// was reported now.
  bool check(clang::QualType T, clang::SourceLocation Loc);

  /// The classes whose restrict(amp) member functions were seen: their
  /// object's type is checked once.
  std::set<const clang::CXXRecordDecl *> CheckedClasses;
  /// How types are spelled in messages (`bool`, not `_Bool`).
  const clang::PrintingPolicy *Policy = nullptr;
};

} // namespace amp2hip

#endif
