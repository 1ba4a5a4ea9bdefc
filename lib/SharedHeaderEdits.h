//===- SharedHeaderEdits.h - one permissive text per header -----*- C++ -*-===//
//
// Each source is parsed on its own, and the permissive retry
// (parse/PermissiveFixes.h) edits the headers it includes as that source's
// parse needs: `typename` where one source instantiates a template, a
// declaration copied in where another meets a late name. Visual C++
// compiled each source as it was; the migrated tree has one copy of each
// header, so every source that includes a header must parse it with the
// same edits. The edits of all of them, when they do not overlap, are given
// to each (and each source parsed again with them); edits that overlap
// leave the header's translations different (AMP2HIP1015).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_SHAREDHEADEREDITS_H
#define AMP2HIP_LIB_SHAREDHEADEREDITS_H

#include "amp2hip/Translator.h"
#include "foundation/PermissiveFix.h"
#include "report/DiagnosticRecorder.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <vector>

namespace amp2hip {

/// What the parse of one source produced, waiting to be merged in order.
struct SourceOutcome {
  std::vector<FileResult> Results;
  std::vector<RecordedDiagnostic> Diagnostics;
  bool Failed = false;    ///< the parse itself failed
  PermissiveFixMap Fixes; ///< the retry's edits the parse stood on
};

/// Parses source \p I again with \p Fixes (the retry's edits, by file).
using ParseWithFixes =
    llvm::function_ref<SourceOutcome(size_t I, const PermissiveFixMap &Fixes)>;

/// Makes each header's permissive edits those of every source that
/// includes it: where the parses of \p Outcomes edited a header
/// differently and the edits unite, each source that includes it is parsed
/// again with the united edits (\p Reparse, \p Jobs at a time), and that
/// parse replaces its outcome when it succeeds.
void shareHeaderEdits(std::vector<SourceOutcome> &Outcomes, unsigned Jobs,
                      ParseWithFixes Reparse);

} // namespace amp2hip

#endif
