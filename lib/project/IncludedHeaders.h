//===- IncludedHeaders.h - the user headers a source names ------*- C++ -*-===//
//
// The headers a source that is not translated (a C source) includes, found
// as its compiler finds them, so that the migrated tree holds them.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PROJECT_INCLUDEDHEADERS_H
#define AMP2HIP_PROJECT_INCLUDEDHEADERS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace amp2hip {

/// The files under \p Root that \p Source includes, directly or through
/// another: an `#include "name"` is looked for next to the file that names
/// it, then (as an `#include <name>`) in the -I folders of \p Flags. Real
/// paths, each once; a name not found there (a system header) is skipped.
/// Read as text: a conditional include counts whatever its condition.
std::vector<std::string> includedHeaders(llvm::StringRef Source,
                                         llvm::ArrayRef<std::string> Flags,
                                         llvm::StringRef Root);

} // namespace amp2hip

#endif
