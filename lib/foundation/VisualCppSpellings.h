//===- VisualCppSpellings.h - what the parse reads for Visual C++ -*- C++ -*-=//
//
// In a user file the parse reads Visual C++'s macros and its 32-bit `long`
// under other spellings of the same length (lib/parse/SourcePreparer.h says
// why); the rewrites that write the output's spellings
// (lib/rewrite/VisualCppConditions, VisualCppLong) find them by these.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_VISUALCPPSPELLINGS_H
#define AMP2HIP_LIB_VISUALCPPSPELLINGS_H

#include "amp2hip/Catalog.h"

#include "llvm/ADT/StringRef.h"

#include <string>

namespace amp2hip {

/// What the parse reads for a VisualCppLong mapping's token: its
/// replacement padded with blanks to the same length, or only blanks for a
/// `long` that an `int` goes with.
std::string visualCppLongParseSpelling(const MappingInfo &M, bool Blank);

/// The name the parse reads \p Macro (a VisualCppMacro mapping's) under in
/// a user file's conditions: as long, reserved to the implementation, used
/// by no system header.
std::string visualCppMacroParseName(llvm::StringRef Macro);

} // namespace amp2hip

#endif
