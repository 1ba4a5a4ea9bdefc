//===- OutputFiles.h - all-or-nothing writes of a run's files ---*- C++ -*-===//
//
// What the tool writes (translations, backups, depfile, report) goes
// through one OutputFiles: nothing is written unless everything can be.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_OUTPUTFILES_H
#define AMP2HIP_OUTPUTFILES_H

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace amp2hip {

/// How each destination is written:
/// - a regular file (or a new one) atomically: a temporary in the same
///   folder, renamed into place once every file is ready; an existing
///   file's permissions are kept;
/// - a symbolic link is followed, its target written as above, the link
///   kept;
/// - a character device, FIFO or socket is written directly, never
///   replaced;
/// - "-" is standard output.
/// Paths may be bare names, relative or absolute.
class OutputFiles {
public:
  /// \p IfChanged: leave a regular file alone when it already holds \p Text,
  /// so that a build does not recompile what includes an unchanged header.
  void add(std::string Path, std::string Text, bool IfChanged = false);

  /// Writes every file added. On failure prints why to \p Errors, removes
  /// its temporaries and returns false; no regular file has been replaced
  /// unless a rename itself failed.
  bool commit(llvm::raw_ostream &Errors);

private:
  struct File {
    std::string Path;
    std::string Text;
    bool IfChanged;
  };
  std::vector<File> Files;
};

/// The path \p Path names once every symbolic link on its last component is
/// followed (a link's target may not exist yet); \p Path itself otherwise.
std::string followLinks(llvm::StringRef Path);

} // namespace amp2hip

#endif
