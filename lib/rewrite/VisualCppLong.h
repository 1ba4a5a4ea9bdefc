//===- VisualCppLong.h - Visual C++'s 32-bit long ---------------*- C++ -*-===//
//
// Windows is LLP64: Visual C++'s `long` is 32 bits, Linux's 64. An
// `unsigned long` random number generator wraps at 2^32 under Visual C++,
// `LONG_MAX` is 2147483647, `sizeof(long)` is 4: migrated as written, the
// program would compute something else. The parse reads every `long` of a
// user file as `int` (SourcePreparer, same length; `long long` and `long
// double` stay), and this writes the output's: `int`, `LONG_MAX` as
// `INT_MAX` ..., and printf's and scanf's `%ld`, `%lu`, `%lx` ... of what
// is now an int as `%d`, `%u`, `%x` .... Reported once per file
// (AMP2HIP1124).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_VISUALCPPLONG_H
#define AMP2HIP_LIB_VISUALCPPLONG_H

#include "foundation/TranslationContext.h"

#include "clang/AST/ASTContext.h"

namespace amp2hip {

/// Writes the VisualCppLong mappings in every rewritable file. Before the
/// kernels are extracted: the edits inside a kernel's body go with it.
void writeVisualCppLong(TranslationContext &TC, clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
