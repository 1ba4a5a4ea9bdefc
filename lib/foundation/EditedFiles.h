//===- EditedFiles.h - the files the parse read in other text ---*- C++ -*-===//
//
// Clang parses a user file's prepared text (SourcePreparer: `void main` is
// read as `int  main`) and, on a retry, its Visual C++ spellings rewritten
// (PermissiveFixes: `typename` inserted, a declaration copied in, lines and
// columns shifted). The user wrote neither: every diagnostic must name the
// line and column of the user's file and show the user's text. The file
// system that hands the parse these texts (PreparingFileSystem) records
// here what it changed; the diagnostics (report/UserLocations) map back.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_EDITEDFILES_H
#define AMP2HIP_LIB_EDITEDFILES_H

#include "foundation/PermissiveFix.h"

#include "llvm/Support/FileSystem/UniqueID.h"

#include <map>
#include <string>
#include <vector>

namespace amp2hip {

/// A file whose parsed text is not the user's.
struct EditedFile {
  std::string UserText;
  /// A retry's edits after preparing (which keeps every offset).
  std::vector<PermissiveFix> Fixes;

  /// Where what the parse read at \p Parsed is in UserText.
  unsigned userOffset(unsigned Parsed) const {
    return offsetBeforeFixes(Fixes, Parsed);
  }

  /// The offsets in \p ParsedText (this file as parsed) where the parse
  /// read \p Parsed and the user wrote \p User (SourcePreparer's
  /// same-length spellings), in order.
  std::vector<unsigned> find(llvm::StringRef ParsedText, llvm::StringRef Parsed,
                             llvm::StringRef User) const {
    std::vector<unsigned> Found;
    for (size_t At = ParsedText.find(Parsed); At != llvm::StringRef::npos;
         At = ParsedText.find(Parsed, At + 1))
      if (llvm::StringRef(UserText).substr(userOffset(At)).starts_with(User))
        Found.push_back(At);
    return Found;
  }
};

/// By the file's unique id, which the parse's file entries carry.
using EditedFiles = std::map<llvm::sys::fs::UniqueID, EditedFile>;

} // namespace amp2hip

#endif
