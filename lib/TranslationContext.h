//===- TranslationContext.h - state shared by one file's rewriters -*- C++ -*-//
//
// One TranslationContext lives for the translation of one main file. The
// preprocessor recorder, the AST rewriters and the kernel extractor each
// fill a part of it; the action turns it into the output text at the end.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_TRANSLATIONCONTEXT_H
#define AMP2HIP_LIB_TRANSLATIONCONTEXT_H

#include "SourceEdits.h"
#include "amp2hip/Translator.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"

#include <string>
#include <vector>

namespace clang {
class CallExpr;
class LambdaExpr;
} // namespace clang

namespace amp2hip {

/// One spelled `restrict(...)` in the main file, waiting to be attached to
/// the declarator it belongs to.
struct RestrictUse {
  /// The spelled tokens to remove: `restrict(amp)` itself, or the name of an
  /// object-like macro (`#define GPU restrict(amp)`) whose expansion is it.
  clang::CharSourceRange Range;
  bool Amp = false;
  bool Cpu = false;
  /// The spelling when this use came through a macro: moving the macro name
  /// in front of the declaration keeps the user's macro.
  std::string MacroName;
  bool Attached = false;

  /// `__device__`, `__host__ __device__`, or empty for restrict(cpu).
  std::string hipSpecifier() const;
  MappingId mappingId() const;
};

/// A parallel_for_each call whose kernel is a lambda.
struct KernelSite {
  const clang::CallExpr *Call;
  const clang::LambdaExpr *Lambda;
};

class TranslationContext {
public:
  TranslationContext(clang::SourceManager &SM, clang::DiagnosticsEngine &Diags)
      : SM(SM), Diags(Diags) {}

  clang::SourceManager &SM;
  clang::DiagnosticsEngine &Diags;
  SourceEdits Edits;
  FileStats Stats;
  std::vector<RestrictUse> RestrictUses;
  std::vector<KernelSite> Kernels;
  /// Set when the main file already includes the runtime's own header.
  bool AlreadyTranslated = false;

  /// Reports diagnostic \p Id of Diagnostics.def at \p Loc.
  clang::DiagnosticBuilder report(clang::SourceLocation Loc, DiagId Id);

  /// True when \p Loc is spelled in the main file outside any macro.
  bool isInMainFile(clang::SourceLocation Loc) const {
    return Loc.isValid() && Loc.isFileID() && SM.isWrittenInMainFile(Loc);
  }
  unsigned offset(clang::SourceLocation Loc) const {
    return SM.getFileOffset(Loc);
  }
  /// The spelled text of a range in the main file.
  llvm::StringRef text(clang::CharSourceRange Range) const;
  /// Records a replacement of \p Range (expansion locations) by \p Text.
  void replace(clang::CharSourceRange Range, llvm::StringRef Text);
  void insert(clang::SourceLocation Loc, llvm::StringRef Text,
              SourceEdits::Priority P = SourceEdits::Normal);
};

} // namespace amp2hip

#endif
