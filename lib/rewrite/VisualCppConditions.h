//===- VisualCppConditions.h - #ifdef _MSC_VER as Visual C++ read it -*- C++
//-*-===//
//
// `#ifdef _MSC_VER` around the C++ AMP code and `#else` around a CPU
// version: Visual C++ compiled the first branch, hipcc and nvcc would take
// the second and lose the C++ AMP code without a word. The parse reads such
// a condition as Visual C++ did (SourcePreparer renames the macro for it);
// the output names the runtime's macro of the same value
// (`#ifdef AMP2HIP_MSC_VER`), which `#include <amp2hip/msvc/predefined.h>`,
// added before the file's first such condition, defines (before the
// namespace-scope declaration holding it, when it is inside one: a
// condition in a kernel's body moves with the body). Each condition is
// reported once (AMP2HIP1123).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_VISUALCPPCONDITIONS_H
#define AMP2HIP_LIB_VISUALCPPCONDITIONS_H

#include "foundation/TranslationContext.h"

#include "clang/AST/ASTContext.h"

namespace amp2hip {

/// Writes the Visual C++ macros in the conditions of every rewritable file.
/// Before the kernels are extracted: the edits inside a kernel's body go
/// with it, and the header goes before the kernel.
void writeVisualCppConditions(TranslationContext &TC, clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
