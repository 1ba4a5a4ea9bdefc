//===- UserLocations.h - diagnostics in the user's text ---------*- C++ -*-===//
//
// A diagnostic in a file the parse read edited (foundation/EditedFiles.h) has
// the edited text's location: a line late by the declaration a retry
// copied in, a column off by an inserted `typename`, a snippet showing text
// the user never wrote. This places it in the user's text instead: a
// SourceManager of its own holds each such file as the user wrote it (and
// the files that include it, for the include stack), and locations, ranges
// and fix-its move there through the edits' offsets.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_USERLOCATIONS_H
#define AMP2HIP_LIB_USERLOCATIONS_H

#include "foundation/EditedFiles.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>

namespace amp2hip {

class UserLocations {
public:
  explicit UserLocations(std::shared_ptr<const EditedFiles> Files);
  ~UserLocations();

  /// Whether a diagnostic at \p Loc would show text the user did not
  /// write: it is in an edited file, its macro was spelled in one, or one
  /// includes its file.
  bool differs(clang::FullSourceLoc Loc);

  /// \p D in the user's text: at the expansion location, with the ranges
  /// and fix-its that lie in the same file (TextDiagnostic shows only
  /// those). Valid while this object lives.
  clang::StoredDiagnostic map(const clang::StoredDiagnostic &D);

private:
  const EditedFile *editedFile(const clang::SourceManager &SM,
                               clang::FileID FID) const;
  /// \p Loc, a file location of the parse, in this object's SourceManager.
  clang::SourceLocation userLoc(const clang::SourceManager &SM,
                                clang::SourceLocation Loc);
  /// The copy of \p FID in this object's SourceManager, in the user's text.
  clang::FileID mirror(const clang::SourceManager &SM, clang::FileID FID);
  /// \p Range in this object's SourceManager, when both ends lie in \p In
  /// (a file of the parse).
  std::optional<clang::CharSourceRange>
  userRange(const clang::SourceManager &SM, clang::CharSourceRange Range,
            clang::FileID In);

  std::shared_ptr<const EditedFiles> Files;
  // The SourceManager of the user's texts, and what it needs.
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> Options;
  std::unique_ptr<clang::DiagnosticsEngine> Diags;
  std::unique_ptr<clang::FileManager> FileMgr;
  std::unique_ptr<clang::SourceManager> SM;
  /// The copies made so far of the parse's files (the parse whose
  /// SourceManager is MirroredFrom).
  llvm::DenseMap<clang::FileID, clang::FileID> Mirrors;
  const clang::SourceManager *MirroredFrom = nullptr;
};

} // namespace amp2hip

#endif
