//===- PermissiveFix.cpp --------------------------------------------------===//

#include "foundation/PermissiveFix.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace llvm;

namespace amp2hip {

std::string applyPermissiveFixes(StringRef Text,
                                 ArrayRef<PermissiveFix> Fixes) {
  std::string Out;
  unsigned At = 0;
  for (const PermissiveFix &Fix : Fixes) {
    Out += Text.slice(At, Fix.Offset);
    Out += Fix.Text;
    At = Fix.Offset + Fix.Length;
  }
  Out += Text.drop_front(At);
  return Out;
}

std::vector<unsigned> fixedOffsets(ArrayRef<PermissiveFix> Fixes) {
  std::vector<unsigned> Out;
  int Shift = 0;
  for (const PermissiveFix &Fix : Fixes) {
    Out.push_back(Fix.Offset + Shift);
    Shift += static_cast<int>(Fix.Text.size()) - static_cast<int>(Fix.Length);
  }
  return Out;
}

unsigned offsetBeforeFixes(ArrayRef<PermissiveFix> Fixes, unsigned Edited) {
  int Shift = 0;
  for (const PermissiveFix &Fix : Fixes) {
    unsigned Begin = Fix.Offset + Shift;
    if (Edited < Begin)
      break;
    // What a fix wrote, or (a removal) the text after it.
    if (Edited == Begin || Edited < Begin + Fix.Text.size())
      return Fix.Offset;
    Shift += static_cast<int>(Fix.Text.size()) - static_cast<int>(Fix.Length);
  }
  return Edited - Shift;
}

bool mergePermissiveFixes(PermissiveFixMap &Applied,
                          const PermissiveFixMap &Next) {
  PermissiveFixMap Merged = Applied;
  for (const auto &[File, Fixes] : Next) {
    std::vector<PermissiveFix> &Into = Merged[File];
    const std::vector<PermissiveFix> Before = Into;
    const std::vector<unsigned> Written = fixedOffsets(Before);
    for (PermissiveFix Fix : Fixes) {
      // What an earlier edit wrote is not the user's text to edit.
      for (size_t I = 0; I < Before.size(); ++I) {
        unsigned Begin = Written[I], End = Begin + Before[I].Text.size();
        if (Fix.Offset < End && Begin < Fix.Offset + std::max(Fix.Length, 1u) &&
            !(Fix.Length == 0 && Fix.Offset == Begin))
          return false;
      }
      Fix.Offset = offsetBeforeFixes(Before, Fix.Offset);
      Into.push_back(std::move(Fix));
    }
    llvm::stable_sort(Into, [](const PermissiveFix &A, const PermissiveFix &B) {
      return A.Offset < B.Offset;
    });
  }
  Applied = std::move(Merged);
  return true;
}

} // namespace amp2hip
