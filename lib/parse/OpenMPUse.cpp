//===- OpenMPUse.cpp - sources Visual C++ compiled with /openmp -----------===//

#include "parse/OpenMPUse.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"

namespace amp2hip {

bool usesOpenMP(llvm::StringRef Source) {
  auto Buffer = llvm::MemoryBuffer::getFile(Source);
  if (!Buffer)
    return false;
  static const llvm::Regex OpenMP(
      "^[ \t]*#[ \t]*(pragma[ \t]+omp[ \t]|include[ \t]*<omp\\.h>)",
      llvm::Regex::Newline);
  return OpenMP.match((*Buffer)->getBuffer());
}

} // namespace amp2hip
