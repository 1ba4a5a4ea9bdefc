//===- AmpCode.h - what the rule families share -----------------*- C++ -*-===//
//
// The checker's rule families (one matcher callback each) look at code whose
// function is restrict(amp) or restrict(amp,cpu): the parse gives both the
// __device__ attribute (docs/design.md), Clang gives it to the implicit
// special members it infers, and template instantiations inherit it. A
// violation is reported once, at the user's line (the expansion of a macro,
// the template's text for each of its instantiations), and never inside the
// runtime or a system header.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_AMPCODE_H
#define AMP2HIP_LIB_CHECK_AMPCODE_H

#include "foundation/Step.h"

#include "clang/AST/Attr.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"

#include <optional>
#include <set>
#include <string>
#include <tuple>

namespace amp2hip {

/// Code that C++ AMP checks as restrict(amp): a function or lambda written
/// restrict(amp) or restrict(amp,cpu), the special members Clang infers to
/// be so, and what C++ AMP infers: the member functions of a local class
/// and the lambdas without a restriction take the restriction of the
/// function that holds them. (Clang's own implicit __host__ __device__ on
/// constexpr functions and lambdas makes them callable, not amp code.)
bool isAmpCode(const clang::FunctionDecl *F);

/// A function restrict(amp) code may call: amp code, or one Clang made
/// callable on both sides (constexpr functions, builtins), but a lambda
/// without a restriction outside amp code (restrict(cpu) in C++ AMP).
bool isAmpCallable(const clang::FunctionDecl *F);

/// Amp code the user wrote. The body of an implicit or defaulted special
/// member is the compiler's: C++ AMP makes it amp-compatible when its
/// subobjects' members are, and checks it where the user's code uses it
/// (the object's type, the call), not inside.
AST_MATCHER(clang::FunctionDecl, isAmpRestricted) {
  return isAmpCode(&Node) && !Node.isImplicit() && !Node.isDefaulted();
}

/// The function whose code \p S is: the nearest enclosing function or
/// lambda (its call operator), except that the initializer of an
/// init-capture (`[n = v.size()]`) runs where the lambda is made, so it is
/// the code around the lambda. (ast_matchers::forCallable stops at the
/// lambda.)
const clang::FunctionDecl *functionOfCode(const clang::Stmt &S,
                                          clang::ASTContext &Ctx);

/// A statement of a restrict(amp) or restrict(amp,cpu) function or lambda
/// (the nearest enclosing one decides: functionOfCode).
AST_MATCHER(clang::Stmt, inAmpCodeMatcher) {
  const clang::FunctionDecl *F = functionOfCode(Node, Finder->getASTContext());
  return F && isAmpCode(F) && !F->isImplicit() && !F->isDefaulted();
}
inline clang::ast_matchers::internal::Matcher<clang::Stmt> inAmpCode() {
  return inAmpCodeMatcher();
}

/// Reports each violation once, at the user's line, in user code only.
class ViolationReporter {
public:
  explicit ViolationReporter(TranslationContext &TC) : TC(TC) {}

  /// The diagnostic to fill in, or nothing when \p Loc is in a system header
  /// (the runtime, the standard library) or this violation was reported
  /// already (another instantiation of the same template, a second match).
  /// \p Key tells apart violations of one rule at one place.
  std::optional<clang::DiagnosticBuilder>
  report(clang::SourceLocation Loc, DiagId Id, llvm::StringRef Key = "");

  /// A note for the diagnostic just reported, at the user's line.
  clang::DiagnosticBuilder note(clang::SourceLocation Loc,
                                llvm::StringRef Text) {
    return TC.note(TC.SM.getExpansionLoc(Loc), Text);
  }

  const clang::SourceManager &sourceManager() const { return TC.SM; }

private:
  TranslationContext &TC;
  std::set<std::tuple<unsigned, DiagId, std::string>> Seen;
};

/// A rule family of the restriction checker: a matcher callback reporting
/// through the reporter that all families share, so that a violation two
/// families see is reported once. The registry (lib/Registry.cpp) lists
/// every family.
class RestrictionRule : public Step {
public:
  RestrictionRule(TranslationContext &TC, ViolationReporter &Report)
      : Step(TC), Report(Report) {}

protected:
  ViolationReporter &Report;
};

} // namespace amp2hip

#endif
