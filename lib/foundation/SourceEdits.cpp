//===- SourceEdits.cpp ----------------------------------------------------===//

#include "foundation/SourceEdits.h"

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

/// Whether \p Source ends its lines in CRLF (a file saved by Visual Studio),
/// judged by its first line.
static bool usesCrlf(llvm::StringRef Source) {
  size_t Newline = Source.find('\n');
  return Newline != llvm::StringRef::npos && Newline > 0 &&
         Source[Newline - 1] == '\r';
}

/// \p Text with each LF that no CR precedes written CRLF.
static std::string withCrlf(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size() + Text.count('\n'));
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\n' && (I == 0 || Text[I - 1] != '\r'))
      Out += '\r';
    Out += Text[I];
  }
  return Out;
}

/// Whether \p Offset falls between the CR and the LF of a line break.
static bool insideCrlf(llvm::StringRef Source, unsigned Offset) {
  return Offset > 0 && Offset < Source.size() && Source[Offset] == '\n' &&
         Source[Offset - 1] == '\r';
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
  // The rewriters that rework the text (a kernel's body, a hoisted class)
  // see its lines as in an LF file; apply() writes them back in CRLF.
  if (usesCrlf(Source)) {
    size_t To = 0;
    for (size_t From = 0; From < Out.size(); ++From)
      if (!(Out[From] == '\r' && From + 1 < Out.size() &&
            Out[From + 1] == '\n'))
        Out[To++] = Out[From];
    Out.resize(To);
  }
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
  std::vector<Edit> Sorted = sorted();
  // The rewriters write their lines with "\n". In a file whose lines end in
  // CRLF, the text they insert ends its lines the same way (this is the one
  // place that knows, rather than every rewriter): each LF of an edit's text
  // without its CR gets one, and an edit that begins or ends between a CR
  // and its LF (a rewriter that looked for '\n') is taken to begin or end
  // before the CR, as the line break is one unit. Text an edit carries from
  // the source (a kernel's body, through takeRange) comes back to CRLF the
  // same way; so does a bare LF in it (in a raw string literal of a file
  // that mixes line endings, the one place where that changes a program).
  // The byte order mark, if any, is kept as it is.
  if (usesCrlf(Source)) {
    for (Edit &E : Sorted) {
      unsigned End = E.Offset + E.Length;
      if (E.Length > 0 && insideCrlf(Source, End))
        --E.Length; // keep the CR with its LF
      // An insertion goes before the CR, a replacement takes the CR along
      // with the LF it replaces.
      if (insideCrlf(Source, E.Offset)) {
        --E.Offset;
        if (E.Length > 0)
          ++E.Length;
      }
      E.Text = withCrlf(E.Text);
    }
    // Moved edits keep their order among the others at their new offset.
    std::stable_sort(Sorted.begin(), Sorted.end(),
                     [](const Edit &A, const Edit &B) {
                       if (A.Offset != B.Offset)
                         return A.Offset < B.Offset;
                       return A.Length == 0 && B.Length != 0;
                     });
  }
  // tooling::Replacements merges insertions at one offset in the order they
  // are added and rejects overlapping edits: exactly the checks we want.
  // Insertions at one offset are merged here first, in their sorted order:
  // Replacements refuses a second insertion at the same place.
  std::vector<Edit> Merged;
  for (Edit &E : Sorted) {
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
      return Err;
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

unsigned beforeFirstInclude(llvm::StringRef Text) {
  size_t Include = Text.find("#include");
  while (Include != llvm::StringRef::npos && Include > 0 &&
         Text[Include - 1] != '\n')
    Include = Text.find("#include", Include + 1);
  return Include == llvm::StringRef::npos ? 0 : unsigned(Include);
}

} // namespace amp2hip
