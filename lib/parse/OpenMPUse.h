//===- OpenMPUse.h - sources Visual C++ compiled with /openmp ---*- C++ -*-===//
//
// Visual C++ compiles '#pragma omp' only with /openmp, and a program that
// includes <omp.h> calls its runtime: such a source is parsed with OpenMP
// (-fopenmp) whatever its compile command says, so that its pragmas are
// checked as the compiler of the translation will read them.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PARSE_OPENMPUSE_H
#define AMP2HIP_LIB_PARSE_OPENMPUSE_H

#include "llvm/ADT/StringRef.h"

namespace amp2hip {

/// True when the text of \p Source has a '#pragma omp' or an
/// '#include <omp.h>' line.
bool usesOpenMP(llvm::StringRef Source);

} // namespace amp2hip

#endif
