//===- PreprocessorRecorder.h - what the preprocessor hides -----*- C++ -*-===//
//
// `restrict(...)` and `tile_static` are macros while amp2hip parses (see
// docs/design.md), so the AST never sees them. This callback records where
// they are spelled:
//  - a direct use in the main file becomes a RestrictUse (attached to its
//    declarator later) or an in-place `__shared__` edit;
//  - a use inside a macro definition in the main file is rewritten once, at
//    the definition; the macro's uses are then moved like a direct use;
//  - `#include <amp.h>` and its siblings are pointed at the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PREPROCESSORRECORDER_H
#define AMP2HIP_LIB_PREPROCESSORRECORDER_H

#include "foundation/TranslationContext.h"
#include "parse/RestrictPlacement.h"

#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

namespace amp2hip {

class PreprocessorRecorder : public clang::PPCallbacks {
public:
  PreprocessorRecorder(TranslationContext &TC, clang::Preprocessor &PP)
      : TC(TC), PP(PP) {}

  void MacroExpands(const clang::Token &MacroNameTok,
                    const clang::MacroDefinition &MD, clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;
  void MacroDefined(const clang::Token &MacroNameTok,
                    const clang::MacroDirective *MD) override;
  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind FileType,
                   clang::FileID PrevFID) override;
  void
  InclusionDirective(clang::SourceLocation HashLoc,
                     const clang::Token &IncludeTok, llvm::StringRef FileName,
                     bool IsAngled, clang::CharSourceRange FilenameRange,
                     clang::OptionalFileEntryRef File,
                     llvm::StringRef SearchPath, llvm::StringRef RelativePath,
                     const clang::Module *SuggestedModule, bool ModuleImported,
                     clang::SrcMgr::CharacteristicKind FileType) override;

private:
  /// Removes a `restrict(...)` spelled in a macro's body at \p Range, with
  /// the blank before it.
  void removeFromMacroBody(clang::CharSourceRange Range);
  /// Reads the restriction list of `restrict(...)` spelled at \p Range.
  void parseRestrictions(clang::CharSourceRange Range, RestrictUse &Use);
  /// Adds the restriction \p Name names to \p Use: `amp`, `cpu`, or an
  /// object-like macro that expands to a list of them.
  void addRestriction(llvm::StringRef Name, RestrictUse &Use,
                      unsigned Depth = 0);
  /// Remembers that a user header holds C++ AMP code (warned about once).
  void noteAmpInHeader(clang::SourceLocation Loc);

  TranslationContext &TC;
  clang::Preprocessor &PP;
  llvm::DenseSet<clang::FileID> WarnedHeaders;
};

/// Once the parse is done: drops the recorded uses that the parse showed to
/// be names (`Foo restrict(x);`), reports unknown restrictions on the others.
void settleRestrictUses(TranslationContext &TC, const RestrictSyntax &Syntax);

} // namespace amp2hip

#endif
