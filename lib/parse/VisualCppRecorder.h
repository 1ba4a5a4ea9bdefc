//===- VisualCppRecorder.h - host code only Visual C++ accepts --*- C++ -*-===//
//
// C++ AMP programs come from Visual Studio: `#include "stdafx.h"`,
// `<tchar.h>` with `int _tmain(int argc, _TCHAR *argv[])`, `<windows.h>`.
// None of it is C++ AMP, so amp2hip leaves it alone, but it will not build
// with hipcc on Linux: each use is reported with its location.
//
// So that the parse goes on, the headers that do not exist here resolve to
// small stubs (virtual files in a directory searched after every other,
// -idirafter): a real header of the same name always wins.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_VISUALCPPRECORDER_H
#define AMP2HIP_LIB_VISUALCPPRECORDER_H

#include "TranslationContext.h"

#include "clang/Lex/PPCallbacks.h"

#include <utility>
#include <vector>

namespace amp2hip {

/// The directory (virtual) that holds the stubs, and the stubs themselves.
llvm::StringRef visualCppStubDir();
std::vector<std::pair<std::string, std::string>> visualCppStubs();

class VisualCppRecorder : public clang::PPCallbacks {
public:
  explicit VisualCppRecorder(TranslationContext &TC) : TC(TC) {}

  void InclusionDirective(clang::SourceLocation HashLoc,
                          const clang::Token &IncludeTok,
                          llvm::StringRef FileName, bool IsAngled,
                          clang::CharSourceRange FilenameRange,
                          clang::OptionalFileEntryRef File,
                          llvm::StringRef SearchPath,
                          llvm::StringRef RelativePath,
                          const clang::Module *SuggestedModule,
                          bool ModuleImported,
                          clang::SrcMgr::CharacteristicKind FileType) override;
  void MacroExpands(const clang::Token &MacroNameTok,
                    const clang::MacroDefinition &MD, clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;

private:
  TranslationContext &TC;
};

} // namespace amp2hip

#endif
