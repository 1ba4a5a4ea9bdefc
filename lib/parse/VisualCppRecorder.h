//===- VisualCppRecorder.h - host code only Visual C++ accepts --*- C++ -*-===//
//
// C++ AMP programs come from Visual Studio: `#include "stdafx.h"`,
// `<tchar.h>` with `int _tmain(int argc, _TCHAR *argv[])`, `<windows.h>`
// for its timer. The runtime has a small compatibility layer for what such
// programs use (runtime/include/amp2hip/msvc/): the parse finds it after
// every other include directory (-idirafter), so a real header of the same
// name (the project's own stdafx.h) always wins, and an include that it
// answers is rewritten to name it (`<amp2hip/msvc/windows.h>`, mappings of
// kind VisualCppInclude). `_tmain` is written as `main`. The same include in
// a user header that is not translated would not compile: AMP2HIP1103.
//
// What the layer does not declare does not parse: the names the file uses
// that no declaration answers (Clang asks an external Sema source to
// correct each one) are reported together at the include, AMP2HIP1016, so
// that the user sees exactly what is not covered.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_VISUALCPPRECORDER_H
#define AMP2HIP_LIB_VISUALCPPRECORDER_H

#include "foundation/TranslationContext.h"

#include "clang/Lex/PPCallbacks.h"
#include "clang/Sema/ExternalSemaSource.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace amp2hip {

/// The runtime's compatibility headers for Visual C++'s (-idirafter).
std::string visualCppCompatDir(const TranslateOptions &Options);

/// What one translation unit used of Visual C++'s headers, shared by the
/// preprocessor callbacks and the Sema source that see it.
struct VisualCppUse {
  struct Include {
    clang::SourceLocation Loc;
    std::string Written; // as the source spells it: "windows.h"
    std::string Compat;  // what stands in for it: "amp2hip/msvc/windows.h"
  };
  std::vector<Include> Includes;
  /// Names nothing declares, each with where it was first used.
  std::map<std::string, clang::SourceLocation> Undeclared;

  /// AMP2HIP1016 at the first include the layer answered, naming every
  /// undeclared name of a rewritable file, when there are some.
  void reportUncovered(TranslationContext &TC) const;
};

class VisualCppRecorder : public clang::PPCallbacks {
public:
  VisualCppRecorder(TranslationContext &TC, std::shared_ptr<VisualCppUse> Use)
      : TC(TC), Use(std::move(Use)), CompatDir(visualCppCompatDir(TC.Options)) {
  }

  void
  InclusionDirective(clang::SourceLocation HashLoc,
                     const clang::Token &IncludeTok, llvm::StringRef FileName,
                     bool IsAngled, clang::CharSourceRange FilenameRange,
                     clang::OptionalFileEntryRef File,
                     llvm::StringRef SearchPath, llvm::StringRef RelativePath,
                     const clang::Module *SuggestedModule, bool ModuleImported,
                     clang::SrcMgr::CharacteristicKind FileType) override;
  void MacroExpands(const clang::Token &MacroNameTok,
                    const clang::MacroDefinition &MD, clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;

private:
  /// Whether a system header \p Name stands only to forward to the layer's.
  bool forwardsToLayer(clang::SrcMgr::CharacteristicKind FileType,
                       llvm::StringRef Name) const;

  TranslationContext &TC;
  std::shared_ptr<VisualCppUse> Use;
  /// Real path of the compatibility headers' directory.
  std::string CompatDir;
};

/// Records the names Clang cannot find (it asks this source to correct
/// each typo before it reports it).
class UndeclaredNames : public clang::ExternalSemaSource {
public:
  explicit UndeclaredNames(std::shared_ptr<VisualCppUse> Use)
      : Use(std::move(Use)) {}
  clang::TypoCorrection
  CorrectTypo(const clang::DeclarationNameInfo &Typo, int LookupKind,
              clang::Scope *S, clang::CXXScopeSpec *SS,
              clang::CorrectionCandidateCallback &CCC,
              clang::DeclContext *MemberContext, bool EnteringContext,
              const clang::ObjCObjectPointerType *OPT) override;

private:
  std::shared_ptr<VisualCppUse> Use;
};

} // namespace amp2hip

#endif
