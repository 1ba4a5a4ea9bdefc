//===- Identifiers.h - finding a name in source text ------------*- C++ -*-===//
//
// The parse's permissive fixes and the tile_static storage rewrite both ask
// whether a name is already used in a piece of source text: a whole
// identifier, not a part of a longer one.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_IDENTIFIERS_H
#define AMP2HIP_LIB_IDENTIFIERS_H

#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/StringRef.h"

namespace amp2hip {

/// Whether \p Word occurs in \p Text as a whole identifier.
inline bool containsIdentifier(llvm::StringRef Text, llvm::StringRef Word) {
  for (size_t At = Text.find(Word); At != llvm::StringRef::npos;
       At = Text.find(Word, At + 1)) {
    size_t After = At + Word.size();
    if ((At == 0 || !clang::isAsciiIdentifierContinue(Text[At - 1])) &&
        (After == Text.size() ||
         !clang::isAsciiIdentifierContinue(Text[After])))
      return true;
  }
  return false;
}

} // namespace amp2hip

#endif
