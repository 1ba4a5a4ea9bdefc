//===- RestrictPlacement.h - restrict() behind macros, parsed --*- C++ -*-===//
//
// SourcePreparer swaps restrict(...) with `-> T` and `mutable` where they are
// spelled in the file. Behind macros (`func() __GPU EXCEPTION_SPEC -> T`, the
// conformance suite's syntax tests) only the preprocessor sees the order, so
// the parse-mode `restrict(...)` expands to `_Pragma("amp2hip_restrict")`
// before its parenthesised arguments (runtime/include/amp2hip/parse/
// restrict.h), and this handler turns them into tokens:
//  - `restrict` is a contextual keyword: where no restriction specifier can
//    stand (`int restrict(int a)`, `new restrict(20)`, `f.restrict()`) it is
//    a name, and the handler gives back `restrict ( args )` unexpanded;
//  - a specifier becomes HIP attributes; in a function declarator whose tail
//    holds an exception specification, they move to the end of the tail,
//    the one place Clang accepts them there; with a trailing return type
//    (where Clang takes none) they reach the declaration through Sema's
//    `#pragma clang attribute` stack. Lambdas accept them right after the
//    parameter list and are left alone.
// Only the parse changes: the output is written from the source text.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_RESTRICTPLACEMENT_H
#define AMP2HIP_LIB_RESTRICTPLACEMENT_H

#include "foundation/EditedFiles.h"

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Sema;
}

namespace amp2hip {

/// Where C++ AMP's grammar has no place for a restriction specifier that is
/// written there (Visual C++ rejected each; Diagnostics.def says how).
enum class Misplacement {
  /// `void f() throw() restrict(cpu)`: the specifier comes first.
  AfterExceptionSpec,
  /// `[]() mutable -> void restrict(amp) {}`: it precedes `-> T`.
  AfterTrailingReturn,
  /// `[]() restrict(amp) mutable {}`: it follows `mutable`.
  BeforeMutable,
  /// `int (*p)(int) restrict(amp)`: amp code calls through no pointer.
  FunctionPointer,
  /// `S s((int) restrict(cpu) x);`, `F *f restrict(cpu);`: no function is
  /// declared there.
  NotADeclarator,
};

/// A misplaced `restrict(...)`: where `restrict` is, what it lists.
struct MisplacedRestrict {
  clang::SourceLocation Loc;
  Misplacement Kind;
  std::string Restrictions; // "amp, cpu"
};

/// The tokens the parser received last, so that the handler and the
/// PreprocessorRecorder agree on what a `restrict(...)` is.
class RestrictSyntax {
public:
  /// Why `restrict(Args)` arriving now is a restriction specifier where C++
  /// AMP allows none, or nothing when it is not (a specifier in its place,
  /// or `restrict` as a name).
  std::optional<Misplacement>
  misplacement(llvm::ArrayRef<clang::Token> Args) const;
  void noteMisplaced(MisplacedRestrict M) { Misplaced.push_back(std::move(M)); }
  llvm::ArrayRef<MisplacedRestrict> misplaced() const { return Misplaced; }

  /// True when `restrict(Args)` arriving now is a restriction specifier:
  /// it follows a declarator's parameter list (`)`, cv/ref qualifiers,
  /// `mutable`, a lambda's `]`) and its arguments are plain names.
  bool isSpecifierHere(llvm::ArrayRef<clang::Token> Args) const;
  /// True when \p Args could be a restriction list: names between commas.
  static bool isNameList(llvm::ArrayRef<clang::Token> Args);
  /// True when the `restrict` at \p Loc turned out to be a name.
  bool isName(clang::SourceLocation Loc) const { return Names.contains(Loc); }

  void push(const clang::Token &T);
  void noteName(clang::SourceLocation Loc) { Names.insert(Loc); }
  llvm::ArrayRef<clang::Token> tokens() const { return Tokens; }

private:
  std::vector<clang::Token> Tokens;
  llvm::DenseSet<clang::SourceLocation> Names;
  std::vector<MisplacedRestrict> Misplaced;
};

/// For `restrict` at \p At in \p Tokens (the parser's latest tokens, or a
/// macro's body): the index of the `]` that closes the introducer of the
/// lambda whose parameter list precedes it, or Tokens.size() when there is
/// none.
size_t lambdaIntroducerBefore(llvm::ArrayRef<clang::Token> Tokens, size_t At);

/// Registers the `amp2hip_restrict` pragma handler and the token history it
/// reads the left context from; returns that history for the recorder.
/// \p Edited tells a `restrict(...) mutable` the user wrote (C++ AMP has
/// `mutable` first) from one SourcePreparer made.
/// \p CurrentSema gives the Sema of the parse: a function with a trailing
/// return type gets its restriction through it (Clang takes no attribute in
/// its declarator).
std::shared_ptr<const RestrictSyntax>
installRestrictPlacement(clang::Preprocessor &PP,
                         std::shared_ptr<const EditedFiles> Edited,
                         std::function<clang::Sema *()> CurrentSema = nullptr);

} // namespace amp2hip

#endif
