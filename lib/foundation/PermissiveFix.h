//===- PermissiveFix.h - an edit from Visual C++'s spelling -----*- C++ -*-===//
//
// The edits of a retry parse (lib/parse/PermissiveFixes: `typename`
// inserted, a declaration copied in) and the arithmetic of offsets across
// them. The parse makes them, the diagnostics map their locations back
// (EditedFiles.h), and the output is written from the edited text.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PERMISSIVEFIX_H
#define AMP2HIP_LIB_PERMISSIVEFIX_H

#include "amp2hip/Translator.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"

#include <string>
#include <vector>

namespace amp2hip {

/// One edit that turns Visual C++'s spelling into standard C++.
struct PermissiveFix {
  unsigned Offset = 0; ///< in the file's text as the first parse read it
  unsigned Length = 0; ///< bytes replaced (0: an insertion)
  std::string Text;    ///< what goes there
  DiagId Id;           ///< the warning that reports it
  MappingId Mapping;   ///< the rewrite it counts as
  std::string Subject; ///< the name the warning quotes
  /// The second edit of a rewrite that takes two (assert's), reported with
  /// the first.
  bool Silent = false;
};

/// The edits of a retry, by the real path of each file they touch; within a
/// file in offset order.
using PermissiveFixMap = llvm::StringMap<std::vector<PermissiveFix>>;

/// \p Text with \p Fixes (in offset order) applied.
std::string applyPermissiveFixes(llvm::StringRef Text,
                                 llvm::ArrayRef<PermissiveFix> Fixes);

/// Where each of \p Fixes begins in the edited text.
std::vector<unsigned> fixedOffsets(llvm::ArrayRef<PermissiveFix> Fixes);

/// The offset in the text before \p Fixes of what is at \p Edited in the
/// text after them: text a fix wrote, and the start of a fix that removes,
/// map to where the fix was made.
unsigned offsetBeforeFixes(llvm::ArrayRef<PermissiveFix> Fixes,
                           unsigned Edited);

/// Adds \p Next, the edits a parse of the text edited by \p Applied asked
/// for (offsets in that text), to \p Applied (offsets in the text before
/// any edit), less those \p Applied has already; false, and \p Applied
/// unchanged, when one of them touches text an earlier edit wrote or none
/// is new.
bool mergePermissiveFixes(PermissiveFixMap &Applied,
                          const PermissiveFixMap &Next);

/// Adds \p Other, another parse's edits of the same file (offsets in the
/// text before any edit), to \p Into: the edits of both, each once, in
/// offset order. False, and \p Into unchanged, when an edit of one touches
/// text an edit of the other changes, or both insert at one place: which
/// goes first is not guessed.
bool unitePermissiveFixes(std::vector<PermissiveFix> &Into,
                          llvm::ArrayRef<PermissiveFix> Other);

} // namespace amp2hip

#endif
