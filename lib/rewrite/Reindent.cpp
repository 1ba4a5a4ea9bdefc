//===- Reindent.cpp -------------------------------------------------------===//

#include "rewrite/Reindent.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>

using llvm::StringRef;

namespace amp2hip {

namespace {

/// The offsets in \p Text that lie inside a string or character literal
/// spanning lines, as [begin, end) pairs.
llvm::SmallVector<std::pair<size_t, size_t>, 2>
multiLineLiterals(const std::string &Text) {
  clang::LangOptions Lang;
  Lang.CPlusPlus = Lang.CPlusPlus11 = Lang.CPlusPlus14 = Lang.CPlusPlus17 = 1;
  const char *Begin = Text.c_str(), *End = Begin + Text.size();
  clang::Lexer Raw(clang::SourceLocation(), Lang, Begin, Begin, End);
  llvm::SmallVector<std::pair<size_t, size_t>, 2> Spans;
  clang::Token Tok;
  while (!Raw.LexFromRawLexer(Tok)) {
    if (!clang::tok::isStringLiteral(Tok.getKind()) &&
        !Tok.is(clang::tok::char_constant))
      continue;
    size_t To = Raw.getBufferLocation() - Begin, From = To - Tok.getLength();
    if (StringRef(Text).slice(From, To).contains('\n'))
      Spans.push_back({From, To});
  }
  return Spans;
}

size_t leadingBlanks(StringRef Line) {
  return std::min(Line.find_first_not_of(" \t"), Line.size());
}

} // namespace

std::string firstIndent(StringRef Text) {
  size_t FirstNewline = Text.find('\n');
  if (FirstNewline == StringRef::npos)
    return "";
  llvm::SmallVector<StringRef, 16> Lines;
  Text.drop_front(FirstNewline + 1).split(Lines, '\n');
  for (StringRef Line : Lines)
    if (!Line.trim().empty())
      return Line.take_front(leadingBlanks(Line)).str();
  return "";
}

std::string reindented(StringRef Text, StringRef From, StringRef To,
                       bool AtLineStart) {
  std::string Owned = Text.str();
  auto Literals = multiLineLiterals(Owned);
  auto insideLiteral = [&](size_t At) {
    return llvm::any_of(Literals, [&](const std::pair<size_t, size_t> &S) {
      return S.first < At && At < S.second;
    });
  };
  bool Spaces = From.find_first_not_of(' ') == StringRef::npos &&
                To.find_first_not_of(' ') == StringRef::npos;
  long Shift = long(To.size()) - long(From.size());
  std::string Out;
  size_t LineBegin = 0;
  for (bool First = true; LineBegin <= Owned.size(); First = false) {
    size_t LineEnd = std::min(Owned.find('\n', LineBegin), Owned.size());
    StringRef Line = StringRef(Owned).slice(LineBegin, LineEnd);
    size_t Blanks = leadingBlanks(Line);
    bool Keep = (First && !AtLineStart) || insideLiteral(LineBegin) ||
                Line.trim().empty() || Blanks == 0;
    if (Keep)
      Out += Line;
    else if (Line.starts_with(From))
      Out += (To + Line.drop_front(From.size())).str();
    else if (Spaces && Line.take_front(Blanks).find('\t') == StringRef::npos)
      Out += std::string(std::max(0L, long(Blanks) + Shift), ' ') +
             Line.drop_front(Blanks).str();
    else
      Out += Line;
    if (LineEnd < Owned.size())
      Out += '\n';
    LineBegin = LineEnd + 1;
  }
  return Out;
}

} // namespace amp2hip
