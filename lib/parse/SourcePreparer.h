//===- SourcePreparer.h - make C++ AMP declarators parseable ----*- C++ -*-===//
//
// C++ AMP puts restrict(...) where Clang accepts no attribute:
// after `mutable` in a lambda (`[=] (int i) mutable restrict(amp) {`).
// Before parsing, the order is swapped, keeping the file's length and every
// other token's offset:
//   `mutable restrict(amp)` -> `restrict(amp) mutable`
// (A function's trailing return type after restrict(...) is reordered by
// the parse-time pragma handler, lib/parse/RestrictPlacement.h: `restrict` must
// follow the parameter list for the parse to know it is a specifier.)
// Visual C++ takes `void main()`, Clang only `int main()`:
//   `void main(` -> `int  main(`
// (lib/rewrite/EntryPointRewriter.h writes the output's `int main(`).
// Visual C++ code tells itself from other compilers by the macros Visual
// C++ defines, which the parse must not define (the standard library and
// the CUDA wrappers test them too). In the conditions of a user file they
// are read under reserved names of the same length, which the parse's
// command line defines as the runtime's macros of the same values
// (amp2hip/msvc/predefined.h; the mappings of kind VisualCppMacro):
//   `#ifdef _MSC_VER` -> `#ifdef __SC_VER`
// Visual C++'s `long` is 32 bits (Windows is LLP64, Linux LP64): in a user
// file the parse reads each `long` that is not part of `long long` or
// `long double` as `int ` (as blanks where an `int` goes with it: `long
// int`), and `LONG_MAX`, `LONG_MIN`, `ULONG_MAX` as `INT_MAX ` ... (the
// mappings of kind VisualCppLong; lib/rewrite/VisualCppLong.h writes the
// output's).
// Windows takes `\` for `/` in paths: a user file's `#include
// "..\Scan\Scan.h"` is read as `#include "../Scan/Scan.h"`, so that the
// header's own includes are looked up in its folder, ../Scan, as Visual C++
// looked them up (Clang would take `..\Scan\Scan.h` for a file name in the
// includer's folder); IncludeCase.h reports it.
// The output is generated from the prepared text. That is safe because the
// translator removes or moves every restrict(...) anyway, so the text it
// writes is the same as it would be from the original order; the macros'
// names are written as the runtime's (lib/rewrite/VisualCppConditions.h).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_SOURCEPREPARER_H
#define AMP2HIP_LIB_SOURCEPREPARER_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace amp2hip {

/// Whether \p Source has anything to prepare (a quick test before lexing).
bool needsPreparing(llvm::StringRef Source);

/// The text Clang should parse in place of \p Source (same length).
std::string prepareSource(llvm::StringRef Source);

} // namespace amp2hip

#endif
