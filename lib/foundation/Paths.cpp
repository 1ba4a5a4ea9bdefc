//===- Paths.cpp - the paths every stage and the tool compare -------------===//

#include "Paths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amp2hip {

std::string realPath(StringRef Path) {
  SmallString<256> Real;
  if (sys::fs::real_path(Path, Real)) {
    Real = Path;
    sys::fs::make_absolute(Real);
    sys::path::remove_dots(Real, true);
  }
  return std::string(Real);
}

bool isUnder(StringRef Path, StringRef Root) {
  if (Root.empty())
    return false;
  return Path == Root ||
         (Path.starts_with(Root) && sys::path::is_separator(Path[Root.size()]));
}

std::string rebased(StringRef Path, StringRef From, StringRef To) {
  SmallString<256> Out(To);
  if (Path.size() > From.size())
    sys::path::append(Out, Path.drop_front(From.size() + 1));
  return std::string(Out);
}

} // namespace amp2hip
