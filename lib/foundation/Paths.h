//===- Paths.h - the paths every stage and the tool compare -----*- C++ -*-===//
//
// One spelling of a file for comparing: its real path. The translator (is a
// header the user's?), the project reader (is a source in the solution's
// tree?) and the tool (is the out-root inside the in-root?) all ask the same
// questions of such paths, so they share these answers.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PATHS_H
#define AMP2HIP_LIB_PATHS_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace amp2hip {

/// \p Path's real path; absolute and without dots when it does not exist.
std::string realPath(llvm::StringRef Path);

/// True when \p Path is \p Root or lies below it (both as realPath spells
/// them). Nothing is under an empty root.
bool isUnder(llvm::StringRef Path, llvm::StringRef Root);

/// \p Path, which is under \p From, at the same place under \p To.
std::string rebased(llvm::StringRef Path, llvm::StringRef From,
                    llvm::StringRef To);

} // namespace amp2hip

#endif
