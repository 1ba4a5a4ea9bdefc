//===- RestrictPlacement.h - restrict() behind macros, parsed --*- C++ -*-===//
//
// SourcePreparer swaps restrict(...) with `-> T` and `mutable` where they are
// spelled in the file. Behind macros (`func() __GPU EXCEPTION_SPEC -> T`, the
// conformance suite's syntax tests) only the preprocessor sees the order, so
// the parse-mode `restrict(...)` expands to `_Pragma("amp2hip_restrict")`
// before its attributes (runtime/include/amp2hip/parse/restrict.h), and this
// handler reorders the expanded tokens: in a function declarator whose tail
// holds an exception specification or a trailing return type, the attributes
// move to the end of the tail, the one place Clang accepts them there.
// Lambdas accept them right after the parameter list and are left alone.
// Only the parse changes: the output is written from the source text.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_RESTRICTPLACEMENT_H
#define AMP2HIP_LIB_RESTRICTPLACEMENT_H

#include "clang/Lex/Preprocessor.h"

namespace amp2hip {

/// Registers the `amp2hip_restrict` pragma handler and the token history it
/// reads the left context from.
void installRestrictPlacement(clang::Preprocessor &PP);

} // namespace amp2hip

#endif
