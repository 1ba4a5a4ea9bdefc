//===- IncludeCase.h - include names whose case differs on disk -*- C++ -*-===//
//
// Windows file systems ignore case and take `\` for `/`, so Visual C++
// programs include "scan.h" for Scan.h and "inc\defs.h" for inc/defs.h.
// The parse finds such a user file by its name with `/` for `\` and folded
// to lower case when the exact name is missing (CaseFoldingFileSystem), and
// the recorder reports each such include and writes the name as it is on
// disk, so that hipcc and nvcc on Linux find it too. Only the program's files
// are folded (under the input root, or beside the source without one): system
// headers are searched as Linux does.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PARSE_INCLUDECASE_H
#define AMP2HIP_LIB_PARSE_INCLUDECASE_H

#include "foundation/TranslationContext.h"

#include "clang/Lex/PPCallbacks.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <optional>

namespace amp2hip {

/// The path on disk that \p AsWritten names when `\` separates components
/// and they are compared without case, if \p AsWritten itself is missing
/// and exactly one such path exists.
std::optional<std::string> caseFoldedPath(llvm::StringRef AsWritten);

/// \p Base, except that a missing file of the program (under Options.InRoot,
/// or without one beside \p Source) is found by caseFoldedPath.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> createCaseFoldingFileSystem(
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
    llvm::StringRef Source, const TranslateOptions &Options);

/// Reports (AMP2HIP1102) and rewrites each include that the parse found only
/// by folding case.
class IncludeCaseRecorder : public clang::PPCallbacks {
public:
  explicit IncludeCaseRecorder(TranslationContext &TC) : TC(TC) {}

  void
  InclusionDirective(clang::SourceLocation HashLoc,
                     const clang::Token &IncludeTok, llvm::StringRef FileName,
                     bool IsAngled, clang::CharSourceRange FilenameRange,
                     clang::OptionalFileEntryRef File,
                     llvm::StringRef SearchPath, llvm::StringRef RelativePath,
                     const clang::Module *SuggestedModule, bool ModuleImported,
                     clang::SrcMgr::CharacteristicKind FileType) override;

private:
  TranslationContext &TC;
};

} // namespace amp2hip

#endif
