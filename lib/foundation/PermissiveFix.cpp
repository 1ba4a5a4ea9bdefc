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

static bool sameFix(const PermissiveFix &A, const PermissiveFix &B) {
  return A.Offset == B.Offset && A.Length == B.Length && A.Text == B.Text;
}

/// In the order of the user's text; edits at one offset keep their order.
static void sortByOffset(std::vector<PermissiveFix> &Fixes) {
  llvm::stable_sort(Fixes, [](const PermissiveFix &A, const PermissiveFix &B) {
    return A.Offset < B.Offset;
  });
}

bool mergePermissiveFixes(PermissiveFixMap &Applied,
                          const PermissiveFixMap &Next) {
  PermissiveFixMap Merged = Applied;
  bool Added = false;
  for (const auto &[File, Fixes] : Next) {
    std::vector<PermissiveFix> &Into = Merged[File];
    const std::vector<PermissiveFix> Before = Into;
    const std::vector<unsigned> Written = fixedOffsets(Before);
    // Edits of text an earlier edit wrote (a declaration copied before a
    // template, whose `enum class` is an error as at the original): made
    // in that edit's text, the last first so that offsets hold.
    for (const PermissiveFix &Fix : llvm::reverse(Fixes))
      for (size_t I = 0; I < Before.size(); ++I) {
        unsigned Begin = Written[I], End = Begin + Before[I].Text.size();
        if (Begin < Fix.Offset && Fix.Offset < End &&
            Fix.Offset + Fix.Length <= End) {
          Into[I].Text.replace(Fix.Offset - Begin, Fix.Length, Fix.Text);
          Added = true;
        }
      }
    for (PermissiveFix Fix : Fixes) {
      bool Inside = false;
      // Other text an earlier edit wrote is not the user's text to edit.
      for (size_t I = 0; I < Before.size(); ++I) {
        unsigned Begin = Written[I], End = Begin + Before[I].Text.size();
        if (Begin < Fix.Offset && Fix.Offset < End &&
            Fix.Offset + Fix.Length <= End)
          Inside = true;
        else if (Fix.Offset < End &&
                 Begin < Fix.Offset + std::max(Fix.Length, 1u) &&
                 !(Fix.Length == 0 && Fix.Offset == Begin))
          return false;
      }
      if (Inside)
        continue;
      Fix.Offset = offsetBeforeFixes(Before, Fix.Offset);
      // An edit made already (its error stayed): it answers nothing more.
      if (llvm::any_of(Into, [&](const PermissiveFix &Known) {
            return sameFix(Known, Fix);
          }))
        continue;
      Into.push_back(std::move(Fix));
      Added = true;
    }
    sortByOffset(Into);
  }
  if (!Added)
    return false;
  Applied = std::move(Merged);
  return true;
}

bool unitePermissiveFixes(std::vector<PermissiveFix> &Into,
                          ArrayRef<PermissiveFix> Other) {
  std::vector<PermissiveFix> United = Into;
  for (size_t I = 0; I < Other.size(); ++I) {
    const PermissiveFix &Fix = Other[I];
    if (llvm::any_of(Into,
                     [&](const PermissiveFix &F) { return sameFix(F, Fix); }))
      continue;
    for (const PermissiveFix &Known : Into) {
      // An edit both have that Other makes before this one, at its place
      // (`typename ` inserted where Other also writes `T::value_type`
      // through std::iterator_traits): Other's order, which the united
      // edits keep (Into's first, then what Other adds, by offset).
      if (llvm::any_of(Other.take_front(I), [&](const PermissiveFix &F) {
            return sameFix(F, Known);
          }))
        continue;
      bool Overlap = Known.Offset < Fix.Offset + Fix.Length &&
                     Fix.Offset < Known.Offset + Known.Length;
      bool SamePlace =
          Known.Offset == Fix.Offset && (Known.Length == 0 || Fix.Length == 0);
      if (Overlap || SamePlace)
        return false;
    }
    United.push_back(Fix);
  }
  sortByOffset(United);
  Into = std::move(United);
  return true;
}

} // namespace amp2hip
