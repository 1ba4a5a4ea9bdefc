//===- SourceEdits.cpp ----------------------------------------------------===//

#include "rewrite/SourceEdits.h"

#include "clang/Tooling/Core/Replacement.h"

#include <algorithm>

namespace amp2hip {

void SourceEdits::replace(unsigned Offset, unsigned Length,
                          llvm::StringRef Text, Priority P) {
  Edits.push_back({Offset, Length, Text.str(), P, NextSeq++});
}

std::vector<SourceEdits::Edit> SourceEdits::sorted() const {
  std::vector<Edit> Sorted = Edits;
  std::stable_sort(Sorted.begin(), Sorted.end(),
                   [](const Edit &A, const Edit &B) {
                     if (A.Offset != B.Offset)
                       return A.Offset < B.Offset;
                     // Insertions before replacements at the same offset.
                     if ((A.Length == 0) != (B.Length == 0))
                       return A.Length == 0;
                     if (A.Prio != B.Prio)
                       return A.Prio < B.Prio;
                     return A.Seq < B.Seq;
                   });
  return Sorted;
}

static bool inside(unsigned Offset, unsigned Length, unsigned Begin,
                   unsigned End) {
  return Offset >= Begin && Offset + Length <= End;
}

std::string SourceEdits::takeRange(llvm::StringRef Source, unsigned Begin,
                                   unsigned End) {
  std::string Out;
  unsigned Pos = Begin;
  for (const Edit &E : sorted()) {
    if (!inside(E.Offset, E.Length, Begin, End) || E.Offset < Pos)
      continue;
    Out += Source.slice(Pos, E.Offset);
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out += Source.slice(Pos, End);
  dropRange(Begin, End);
  return Out;
}

void SourceEdits::dropRange(unsigned Begin, unsigned End) {
  Edits.erase(std::remove_if(Edits.begin(), Edits.end(),
                             [&](const Edit &E) {
                               return inside(E.Offset, E.Length, Begin, End);
                             }),
              Edits.end());
}

llvm::Expected<std::string> SourceEdits::apply(llvm::StringRef Source) const {
  // tooling::Replacements merges insertions at one offset in the order they
  // are added and rejects overlapping edits: exactly the checks we want.
  // Insertions at one offset are merged here first, in their sorted order:
  // Replacements refuses a second insertion at the same place.
  std::vector<Edit> Merged;
  for (Edit &E : sorted()) {
    if (!Merged.empty() && E.Length == 0 && Merged.back().Length == 0 &&
        Merged.back().Offset == E.Offset)
      Merged.back().Text += E.Text;
    else
      Merged.push_back(std::move(E));
  }
  clang::tooling::Replacements All;
  for (const Edit &E : Merged) {
    clang::tooling::Replacement R("<main>", E.Offset, E.Length, E.Text);
    if (llvm::Error Err = All.add(R))
      return std::move(Err);
  }
  return clang::tooling::applyAllReplacements(Source, All);
}

unsigned SourceEdits::linesChanged(llvm::StringRef Source) const {
  unsigned Lines = 0;
  for (const Edit &E : Edits) {
    unsigned Removed =
        E.Length ? Source.substr(E.Offset, E.Length).count('\n') + 1 : 0;
    unsigned Added =
        E.Text.empty() ? 0 : llvm::StringRef(E.Text).count('\n') + 1;
    if (E.Length == 0 && !E.Text.empty() && E.Text.back() == '\n')
      --Added; // a whole-line insertion adds exactly its newlines
    Lines += std::max(Removed, Added);
  }
  return Lines;
}

unsigned blanksBefore(llvm::StringRef Text, unsigned Offset) {
  while (Offset > 0 && (Text[Offset - 1] == ' ' || Text[Offset - 1] == '\t'))
    --Offset;
  return Offset;
}

std::optional<unsigned> lineStartBefore(llvm::StringRef Text, unsigned Offset) {
  Offset = blanksBefore(Text, Offset);
  if (Offset == 0 || Text[Offset - 1] == '\n')
    return Offset;
  return std::nullopt;
}

} // namespace amp2hip
