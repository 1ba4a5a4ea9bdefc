//===- VisualCppSpellings.cpp ---------------------------------------------===//

#include "foundation/VisualCppSpellings.h"

#include "llvm/ADT/Twine.h"

using namespace llvm;

namespace amp2hip {

std::string visualCppLongParseSpelling(const MappingInfo &M, bool Blank) {
  std::string Out = Blank ? "" : M.HipSpelling.str();
  Out.resize(M.AmpSpelling.size(), ' ');
  return Out;
}

std::string visualCppMacroParseName(StringRef Macro) {
  return ("__" + Macro.drop_front(2)).str();
}

} // namespace amp2hip
