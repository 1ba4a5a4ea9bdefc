//===- SourceEdits.h - the edits of one file, applied atomically -*- C++
//-*-===//
//
// Every rewrite of the main file is recorded here as (offset, length, text)
// on the spelled source. Kernel extraction needs more than
// tooling::Replacements offers: it lifts the edits that fall inside a lambda
// body into the kernel's text, and drops the ones the call-site replacement
// swallows. The final application still goes through tooling::Replacements,
// which checks that no two edits overlap.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_SOURCEEDITS_H
#define AMP2HIP_LIB_SOURCEEDITS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// Where an `#include` an edit adds goes: before the first line of \p Text
/// that starts with `#include`, or at its start when none does.
unsigned beforeFirstInclude(llvm::StringRef Text);

class SourceEdits {
public:
  /// Lower Priority values go first among edits at the same offset.
  enum Priority { KernelInsertion = 0, Normal = 1 };

  void replace(unsigned Offset, unsigned Length, llvm::StringRef Text,
               Priority P = Normal);
  void insert(unsigned Offset, llvm::StringRef Text, Priority P = Normal) {
    replace(Offset, 0, Text, P);
  }

  /// Returns the text of [Begin, End) of \p Source with the edits that lie
  /// wholly inside it applied, and removes those edits from this set (they
  /// now live in the returned text). In a CRLF file the text's lines end
  /// in LF, as the rewriters write theirs; apply() writes them in CRLF.
  std::string takeRange(llvm::StringRef Source, unsigned Begin, unsigned End);

  /// Removes every edit that lies wholly inside [Begin, End).
  void dropRange(unsigned Begin, unsigned End);

  /// Applies all edits to \p Source. Fails when two edits overlap. When
  /// \p Source ends its lines in CRLF, so do the lines the edits insert.
  llvm::Expected<std::string> apply(llvm::StringRef Source) const;

  /// Lines of the output that differ from the input (for --print-stats).
  unsigned linesChanged(llvm::StringRef Source) const;

  bool empty() const { return Edits.empty(); }

private:
  struct Edit {
    unsigned Offset;
    unsigned Length;
    std::string Text;
    Priority Prio;
    unsigned Seq; // insertion order, so that output is deterministic
  };
  std::vector<Edit> sorted() const;

  std::vector<Edit> Edits;
  unsigned NextSeq = 0;
};

/// Where the blanks (spaces, tabs) that end \p Text[0, Offset) begin;
/// \p Offset itself when none do. Rewrites take them along.
unsigned blanksBefore(llvm::StringRef Text, unsigned Offset);

/// The start of \p Offset's line when only blanks precede it there.
std::optional<unsigned> lineStartBefore(llvm::StringRef Text, unsigned Offset);

} // namespace amp2hip

#endif
