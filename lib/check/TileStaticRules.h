//===- TileStaticRules.h - where tile_static may be used --------*- C++ -*-===//
//
// tile_static is a storage class of C++ AMP that the parse turns into
// __attribute__((shared)), which Clang accepts on a global, drops silently
// on a function or member, and rejects in host code in CUDA's words. Visual
// C++ allowed it only on local variables of restrict(amp) code, of types
// without pointers or references, in code a tiled kernel runs (C3584).
// These rules say so at the user's line, in C++ AMP's words.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_TILESTATICRULES_H
#define AMP2HIP_LIB_CHECK_TILESTATICRULES_H

#include "check/Kernels.h"
#include "foundation/TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

#include <set>
#include <string>
#include <tuple>

namespace amp2hip {

class TileStaticRules : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  TileStaticRules(TranslationContext &TC, KernelGraph &Kernels)
      : TC(TC), Kernels(Kernels) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  /// The launches are known only once the whole unit is matched.
  void onEndOfTranslationUnit() override;

private:
  TranslationContext &TC;
  KernelGraph &Kernels;
  /// Every variable the parse gave tile_static's attribute (a template's
  /// and each of its instantiations').
  std::vector<const clang::VarDecl *> Variables;
  /// Reported once per place and rule (templates are instantiated often).
  std::set<std::tuple<unsigned, unsigned, std::string>> Reported;
  bool reportOnce(clang::SourceLocation Loc, DiagId Id, llvm::StringRef Name);
};

} // namespace amp2hip

#endif
