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
// The output is generated from the prepared text. That is safe because the
// translator removes or moves every restrict(...) anyway, so the text it
// writes is the same as it would be from the original order.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_SOURCEPREPARER_H
#define AMP2HIP_LIB_SOURCEPREPARER_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace amp2hip {

/// The text Clang should parse in place of \p Source (same length).
std::string prepareSource(llvm::StringRef Source);

} // namespace amp2hip

#endif
