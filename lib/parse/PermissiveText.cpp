//===- PermissiveText.cpp -------------------------------------------------===//

#include "parse/PermissiveText.h"
#include "foundation/Identifiers.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace amp2hip {

/// The identifier that starts at \p Offset of \p Text.
StringRef identifierAt(StringRef Text, unsigned Offset) {
  StringRef Rest = Text.drop_front(Offset);
  return Rest.take_while([](char C) { return isAsciiIdentifierContinue(C); });
}

/// The qualified name at \p Offset: `C::value_type`.
StringRef qualifiedNameAt(StringRef Text, unsigned Offset) {
  StringRef Rest = Text.drop_front(Offset);
  return Rest.take_while(
      [](char C) { return isAsciiIdentifierContinue(C) || C == ':'; });
}

/// The offset of the `(` that opens the parenthesis around \p Offset, and
/// the identifier before it: `assert` in `assert(c, "msg")`.
std::optional<std::pair<unsigned, StringRef>> enclosingCall(StringRef Text,
                                                            unsigned Offset) {
  int Depth = 0;
  for (unsigned I = Offset; I-- > 0;) {
    char C = Text[I];
    if (C == ')' || C == ']')
      ++Depth;
    else if ((C == '(' || C == '[') && Depth-- == 0) {
      if (C != '(')
        return std::nullopt;
      unsigned End = I;
      while (End > 0 && isHorizontalWhitespace(Text[End - 1]))
        --End;
      unsigned Begin = End;
      while (Begin > 0 && isAsciiIdentifierContinue(Text[Begin - 1]))
        --Begin;
      return std::make_pair(I, Text.slice(Begin, End));
    }
  }
  return std::nullopt;
}

/// Calls \p Brace with +1 or -1 for each `{` or `}` token of \p Text from
/// \p Begin to \p End: a raw lexer, so that braces in comments, string
/// and character literals do not count.
template <typename Fn>
static void forEachBrace(StringRef Text, size_t Begin, size_t End, Fn Brace) {
  LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus14 = Opts.CPlusPlus17 = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), Opts, Text.begin(),
          Text.begin() + Begin, Text.end());
  Token T;
  for (;;) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof) || T.getLocation().getRawEncoding() - 1 >= End)
      return;
    if (T.isOneOf(tok::l_brace, tok::r_brace) &&
        !Brace(T.is(tok::l_brace) ? +1 : -1))
      return;
  }
}

/// Whether \p Text from \p Begin to \p End stays inside the braces of the
/// declaration that starts at Begin: its body, once opened, is not closed.
static bool staysInside(StringRef Text, size_t Begin, size_t End) {
  int Depth = 0;
  bool Opened = false, Closed = false;
  forEachBrace(Text, Begin, End, [&](int Step) {
    Depth += Step;
    Opened |= Step > 0;
    Closed = Step < 0 && Depth == 0 && Opened;
    return !Closed;
  });
  return !Closed && Depth > 0;
}

/// Whether the scope \p Begin is in closes before \p End: the brace depth
/// of \p Text, counted from \p Begin, goes below 0.
static bool leavesScope(StringRef Text, size_t Begin, size_t End) {
  int Depth = 0;
  forEachBrace(Text, Begin, End, [&](int Step) {
    Depth += Step;
    return Depth >= 0;
  });
  return Depth < 0;
}

/// The brace depth of \p Text at \p End, counted from \p Begin.
static int depthAt(StringRef Text, size_t Begin, size_t End) {
  int Depth = 0;
  forEachBrace(Text, Begin, End, [&](int Step) {
    Depth += Step;
    return true;
  });
  return Depth;
}

std::optional<std::string>
declarationHead(StringRef Text, size_t Start,
                std::vector<std::pair<unsigned, unsigned>> &Defaults) {
  LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus14 = Opts.CPlusPlus17 = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), Opts, Text.begin(),
          Text.begin() + Start, Text.end());
  std::string Out;
  size_t Prev = Start; // the end of the last token
  int Depth = 0;       // of parentheses: 1 in the parameter list
  // In a default argument: where it begins (npos outside one; GCC 12 warns
  // of a std::optional here by mistake), its own nesting.
  size_t Default = StringRef::npos;
  int DefaultDepth = 0, Angles = 0;
  tok::TokenKind Last = tok::unknown;
  Token T;
  for (;;) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      return std::nullopt;
    size_t Begin = T.getLocation().getRawEncoding() - 1;
    tok::TokenKind Kind = T.getKind();
    if (Depth == 0 && (Kind == tok::l_brace || Kind == tok::semi))
      break;
    if (Default != StringRef::npos && DefaultDepth == 0 && Angles == 0 &&
        (Kind == tok::comma || Kind == tok::r_paren)) {
      Defaults.push_back({static_cast<unsigned>(Default),
                          static_cast<unsigned>(Prev - Default)});
      Default = StringRef::npos;
    }
    if (Default != StringRef::npos) {
      if (Kind == tok::l_paren || Kind == tok::l_square || Kind == tok::l_brace)
        ++DefaultDepth;
      else if (Kind == tok::r_paren || Kind == tok::r_square ||
               Kind == tok::r_brace)
        --DefaultDepth;
      else if (Kind == tok::less && Last == tok::raw_identifier)
        ++Angles;
      else if (Kind == tok::greater && Angles > 0)
        --Angles;
      else if (Kind == tok::greatergreater && Angles > 0)
        Angles = std::max(0, Angles - 2);
    } else if (Depth == 1 && Kind == tok::equal) {
      Default = Prev; // with the blank before the `=`
      DefaultDepth = Angles = 0;
    } else if (Kind == tok::l_paren) {
      ++Depth;
    } else if (Kind == tok::r_paren) {
      --Depth;
    }
    StringRef Gap = Text.slice(Prev, Begin);
    if (Gap.contains("//") || Gap.contains("/*"))
      Gap = Gap.contains('\n') ? "\n" : " ";
    Out += Gap;
    Out += Text.slice(Begin, Begin + T.getLength());
    Prev = Begin + T.getLength();
    Last = Kind;
  }
  return StringRef(Out).rtrim().str();
}

/// The one-line typedefs of \p Text from \p Begin to \p End, at the
/// depth of \p Begin, that declare a name \p Declaration uses
/// (`test_list& get_test_list()` after `typedef std::vector<...>
/// test_list;`), each with its newline: a copy of the declaration before
/// them needs them too, and a typedef may be repeated for the same type.
static std::string typedefsUsedBy(StringRef Text, size_t Begin, size_t End,
                                  StringRef Declaration) {
  std::string Out;
  for (size_t Line = Text.find('\n', Begin); Line < End;
       Line = Text.find('\n', Line + 1)) {
    StringRef Head = Text.slice(Line + 1, Text.find('\n', Line + 1)).rtrim();
    if (!Head.starts_with("typedef ") || !Head.ends_with(";") ||
        Head.contains("//") || Head.contains("/*") ||
        depthAt(Text, Begin, Line + 1) != 0)
      continue;
    StringRef Declarator = Head.drop_back().rtrim();
    size_t NameStart = Declarator.size();
    while (NameStart > 0 &&
           isAsciiIdentifierContinue(Declarator[NameStart - 1]))
      --NameStart;
    StringRef Name = Declarator.drop_front(NameStart);
    if (!Name.empty() && containsIdentifier(Declaration, Name))
      Out += Head.str() + "\n";
  }
  return Out;
}

/// For a call at \p Offset, in a template, of a function that the file
/// defines after the template at the same scope: the function's
/// declaration, inserted before the template. Only a declaration that
/// starts its line (as a namespace-scope definition does) is copied; its
/// default arguments move to the copy (silent removals follow the copy).
std::vector<PermissiveFix> lateFunctionDeclaration(StringRef Text,
                                                   unsigned Offset) {
  StringRef Name = identifierAt(Text, Offset);
  if (Name.empty() ||
      !Text.drop_front(Offset + Name.size()).ltrim().starts_with("("))
    return {};
  // The template around the call: the nearest line before it that starts
  // with `template` and whose braces have not closed before the call.
  size_t Template = StringRef::npos;
  for (size_t Line = Text.rfind('\n', Offset); Line != StringRef::npos;
       Line = Line ? Text.rfind('\n', Line - 1) : StringRef::npos) {
    if (Text.drop_front(Line + 1).starts_with("template")) {
      Template = Line + 1;
      break;
    }
    if (Line == 0)
      break;
  }
  if (Template == StringRef::npos || !staysInside(Text, Template, Offset))
    return {};
  // The function: a line after the call that starts with its declaration,
  // at the template's depth.
  for (size_t Line = Text.find('\n', Offset); Line != StringRef::npos;
       Line = Text.find('\n', Line + 1)) {
    size_t Start = Line + 1;
    if (Start >= Text.size() || !isAsciiIdentifierStart(Text[Start]))
      continue;
    size_t LineEnd = Text.find('\n', Start);
    StringRef Head = Text.slice(Start, LineEnd);
    size_t At = Head.find(Name);
    while (At != StringRef::npos &&
           ((At > 0 && isAsciiIdentifierContinue(Head[At - 1])) ||
            !Head.drop_front(At + Name.size()).ltrim().starts_with("(")))
      At = Head.find(Name, At + 1);
    // The name the line declares comes before its first parenthesis.
    if (At == StringRef::npos || Head.find('(') < At ||
        depthAt(Text, Template, Start) != 0)
      continue;
    // A function of another namespace, after the template's has closed
    // (`namespace kit_stl { template ... } namespace kit { f ... }`), is
    // another function: declared so, it would be one nothing defines.
    if (leavesScope(Text, Template, Start))
      return {};
    std::vector<std::pair<unsigned, unsigned>> Defaults;
    std::optional<std::string> Declaration =
        declarationHead(Text, Start, Defaults);
    if (!Declaration || Head.starts_with("template") ||
        Head.starts_with("return"))
      return {};
    std::string Copy = std::move(*Declaration);
    // A function template's own `template <...>` line comes along.
    StringRef Before = Text.take_front(Line).rtrim();
    StringRef PrevLine = Before.substr(Before.rfind('\n') + 1);
    if (PrevLine.starts_with("template") && PrevLine.ends_with(">"))
      Copy = PrevLine.str() + "\n" + Copy;
    // The typedefs between the template and the function that the
    // declaration names come along.
    Copy = typedefsUsedBy(Text, Template, Line, Copy) + Copy;
    std::vector<PermissiveFix> Fixes = {
        {static_cast<unsigned>(Template), 0, Copy + ";\n",
         DiagId::LateDeclaredFunction, MappingId::LateDeclaredFunction,
         Name.str()}};
    for (auto [At, Length] : Defaults)
      Fixes.push_back({At, Length, "", DiagId::LateDeclaredFunction,
                       MappingId::LateDeclaredFunction, Name.str(),
                       /*Silent=*/true});
    return Fixes;
  }
  return {};
}

/// The swizzle name that ends \p Operand (`v.xy`, `p->rgb`): two to four
/// distinct components, all of xyzw or all of rgba, and its offset in
/// \p Operand. None for anything else.
std::optional<std::pair<unsigned, StringRef>>
trailingSwizzle(StringRef Operand) {
  size_t Dot = Operand.find_last_of(".>");
  if (Dot == StringRef::npos)
    return std::nullopt;
  StringRef Name = Operand.drop_front(Dot + 1);
  if (Name.size() < 2 || Name.size() > 4)
    return std::nullopt;
  for (StringRef Set : {"xyzw", "rgba"})
    if (Name.find_first_not_of(Set) == StringRef::npos) {
      for (size_t I = 0; I < Name.size(); ++I)
        if (Name.find(Name[I], I + 1) != StringRef::npos)
          return std::nullopt;
      return std::make_pair(unsigned(Dot + 1), Name);
    }
  return std::nullopt;
}

/// The offsets [begin, end) of argument \p Ordinal (1-based) of the call
/// whose function's name starts at \p NameOffset of \p Text: after the
/// name (and its template arguments), the parenthesis split at the commas
/// outside brackets. A `<` right after a name opens template arguments; a
/// comparison written so splits wrongly, and the retry's parse then fails,
/// which leaves the first parse's errors.
std::optional<std::pair<unsigned, unsigned>>
callArgument(StringRef Text, unsigned NameOffset, unsigned Ordinal) {
  unsigned I = NameOffset;
  auto skipSpace = [&] {
    while (I < Text.size() && isWhitespace(Text[I]))
      ++I;
  };
  // A qualified name (`details::scan`) to its last component.
  for (;;) {
    while (I < Text.size() && isAsciiIdentifierContinue(Text[I]))
      ++I;
    skipSpace();
    if (!Text.substr(I).starts_with("::"))
      break;
    I += 2;
    skipSpace();
  }
  int Angles = 0;
  if (I < Text.size() && Text[I] == '<') {
    for (; I < Text.size(); ++I) {
      Angles += Text[I] == '<' ? 1 : Text[I] == '>' ? -1 : 0;
      if (Angles == 0)
        break;
    }
    ++I;
    skipSpace();
  }
  if (I >= Text.size() || Text[I] != '(')
    return std::nullopt;
  unsigned Begin = ++I, Argument = 1;
  int Depth = 0;
  auto trimmed =
      [&](unsigned End) -> std::optional<std::pair<unsigned, unsigned>> {
    StringRef Piece = Text.slice(Begin, End);
    unsigned Lead = Piece.size() - Piece.ltrim().size();
    Piece = Piece.trim();
    if (Piece.empty())
      return std::nullopt;
    return std::make_pair(Begin + Lead, Begin + Lead + unsigned(Piece.size()));
  };
  for (; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '"' || C == '\'') { // a literal: its commas are text
      for (++I; I < Text.size() && Text[I] != C; ++I)
        I += Text[I] == '\\';
      continue;
    }
    if (C == '<' && I > 0 && isAsciiIdentifierContinue(Text[I - 1]))
      ++Angles;
    else if (C == '>' && Angles > 0)
      --Angles;
    else if (C == '(' || C == '[' || C == '{')
      ++Depth;
    else if ((C == ')' || C == ']' || C == '}') && Depth > 0)
      --Depth;
    else if ((C == ')' || (C == ',' && Angles == 0)) && Depth == 0) {
      if (Argument == Ordinal)
        return trimmed(I);
      if (C == ')')
        return std::nullopt;
      ++Argument;
      Begin = I + 1;
    }
  }
  return std::nullopt;
}

/// \p Text with each run of blanks one space.
static std::string collapsedBlanks(StringRef Text) {
  std::string Out;
  for (char C : Text.trim()) {
    if (!isWhitespace(C))
      Out += C;
    else if (Out.back() != ' ')
      Out += ' ';
  }
  return Out;
}

std::optional<std::pair<unsigned, unsigned>>
nonTypeParameterType(StringRef Text, unsigned Offset, StringRef Type) {
  // The nearest `template` before Offset that opens a parameter list.
  size_t Keyword = Text.take_front(Offset).rfind("template");
  while (Keyword != StringRef::npos &&
         !Text.drop_front(Keyword + 8).ltrim().starts_with("<"))
    Keyword = Text.take_front(Keyword).rfind("template");
  if (Keyword == StringRef::npos)
    return std::nullopt;
  size_t Open = Text.find('<', Keyword);
  // The parameters, split at the commas outside brackets.
  std::optional<std::pair<unsigned, unsigned>> Found;
  int Depth = 0;
  size_t Begin = Open + 1;
  for (size_t I = Begin; I < Offset; ++I) {
    char C = Text[I];
    if (C == '<' || C == '(')
      ++Depth;
    else if ((C == '>' || C == ')') && Depth > 0)
      --Depth;
    else if (C == ',' || C == '>') {
      // `unsigned int Rank` (Clang names `unsigned` so too), with or
      // without a default.
      StringRef Param = Text.slice(Begin, I).split('=').first.rtrim();
      size_t NameAt = Param.find_last_of(" \t\r\n");
      StringRef Written =
          NameAt == StringRef::npos ? "" : Param.take_front(NameAt);
      std::string Declared = collapsedBlanks(Written);
      if (!Written.trim().empty() &&
          (Declared == Type ||
           (Type == "unsigned int" && Declared == "unsigned"))) {
        if (Found)
          return std::nullopt;
        unsigned TypeBegin = unsigned(Written.ltrim().data() - Text.data());
        Found = std::make_pair(TypeBegin,
                               TypeBegin + unsigned(Written.trim().size()));
      }
      if (C == '>')
        return Found;
      Begin = I + 1;
    }
  }
  return std::nullopt;
}

/// The end of the declaration that starts at \p Start: after its `;` at its
/// own depth (a class's `};`), and after the rest of that line.
static size_t declarationLineEnd(StringRef Text, size_t Start) {
  LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus14 = Opts.CPlusPlus17 = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), Opts, Text.begin(),
          Text.begin() + Start, Text.end());
  int Depth = 0;
  Token T;
  for (L.LexFromRawLexer(T); T.isNot(tok::eof); L.LexFromRawLexer(T)) {
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
             --Depth < 0)
      return StringRef::npos;
    else if (T.is(tok::semi) && Depth == 0) {
      size_t LineEnd = Text.find('\n', T.getLocation().getRawEncoding() - 1);
      return LineEnd == StringRef::npos ? Text.size() : LineEnd + 1;
    }
  }
  return StringRef::npos;
}

/// Whether the line \p Line declares \p Name: `struct Name`, `class Name`,
/// or a one-line declaration whose declarator is Name (`static const
/// unsigned int Name = 1;`).
static bool declaresName(StringRef Line, StringRef Name) {
  for (StringRef Key : {"struct ", "class ", "union "})
    if (Line.starts_with(Key) &&
        identifierAt(Line, Line.find_first_not_of(' ', Key.size())) == Name)
      return true;
  if (Line.starts_with("return") || Line.starts_with("template") ||
      !Line.ends_with(";"))
    return false;
  for (size_t At = Line.find(Name); At != StringRef::npos;
       At = Line.find(Name, At + 1)) {
    StringRef Next = Line.drop_front(At + Name.size()).ltrim();
    if (At > 0 && Line[At - 1] == ' ' && identifierAt(Line, At) == Name &&
        !Next.empty() && StringRef("=;[").contains(Next.front()))
      return true;
  }
  return false;
}

/// Whether \p Offset is in a function's body, in the declaration that
/// starts at \p Begin: the innermost brace open there follows a `)` or a
/// function's qualifier (`const`, restrict(...)'s `)`). The parse as Visual
/// C++ read templates answers a name there (LateTemplates.h), not a move.
static bool inFunctionBody(StringRef Text, size_t Begin, size_t Offset) {
  LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus14 = Opts.CPlusPlus17 = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), Opts, Text.begin(),
          Text.begin() + Begin, Text.end());
  std::vector<bool> Functions; // for each brace open: a function's body
  Token T, Last;
  Last.startToken();
  for (L.LexFromRawLexer(T);
       T.isNot(tok::eof) && T.getLocation().getRawEncoding() - 1 < Offset;
       Last = T, L.LexFromRawLexer(T)) {
    if (T.is(tok::l_brace))
      Functions.push_back(
          Last.is(tok::r_paren) ||
          (Last.is(tok::raw_identifier) &&
           llvm::is_contained({"const", "override", "noexcept", "final"},
                              Last.getRawIdentifier())));
    else if (T.is(tok::r_brace) && !Functions.empty())
      Functions.pop_back();
  }
  return llvm::is_contained(Functions, true);
}

std::vector<PermissiveFix> classTemplateAfterName(StringRef Text,
                                                  unsigned Offset) {
  StringRef Name = identifierAt(Text, Offset);
  if (Name.empty())
    return {};
  // The outermost class template around the name: of the lines before it
  // that start (after blanks) with `template` and whose braces stay open
  // at the name, the one with the most braces open.
  size_t Template = StringRef::npos;
  int Deepest = 0;
  for (size_t Line = Text.rfind('\n', Offset); Line != StringRef::npos && Line;
       Line = Text.rfind('\n', Line - 1)) {
    if (!Text.drop_front(Line + 1).ltrim(" \t").starts_with("template") ||
        !staysInside(Text, Line + 1, Offset))
      continue;
    int Depth = depthAt(Text, Line + 1, Offset);
    if (Depth > Deepest)
      Template = Line + 1, Deepest = Depth;
  }
  if (Template == StringRef::npos || inFunctionBody(Text, Template, Offset))
    return {};
  // Only a class template: `template <...>` then `struct` or `class`.
  StringRef Head = Text.drop_front(Template).ltrim(" \t").drop_front(8);
  size_t Close = Head.find('>');
  StringRef Key = Close == StringRef::npos ? "" : Head.drop_front(Close + 1);
  Key = Key.ltrim();
  if (!Key.starts_with("struct ") && !Key.starts_with("class "))
    return {};
  StringRef Class =
      identifierAt(Key, Key.find_first_not_of(' ', Key.find(' ')));
  size_t End = declarationLineEnd(Text, Template);
  if (Class.empty() || End == StringRef::npos || End <= Offset)
    return {};
  // The name's declaration after it, at its depth; nothing between may name
  // the class template, which the move would take from it.
  for (size_t Line = End; Line < Text.size();) {
    size_t LineEnd = Text.find('\n', Line);
    LineEnd = LineEnd == StringRef::npos ? Text.size() : LineEnd + 1;
    StringRef Head = Text.slice(Line, LineEnd).trim();
    if (containsIdentifier(Head.split("//").first, Class))
      return {};
    if (declaresName(Head, Name) && depthAt(Text, Template, Line) == 0) {
      size_t After = declarationLineEnd(Text, Line);
      if (After == StringRef::npos)
        return {};
      std::string Moved = Text.slice(Template, End).str();
      if (!StringRef(Moved).ends_with("\n"))
        Moved += "\n";
      // A blank line first: a later move of the same class (it names
      // another later name) is made in this edit's text.
      return {{static_cast<unsigned>(Template), unsigned(End - Template), "",
               DiagId::ClassTemplateAfterNames,
               MappingId::ClassTemplateAfterNames, Name.str(),
               /*Silent=*/true},
              {static_cast<unsigned>(After), 0, "\n" + Moved,
               DiagId::ClassTemplateAfterNames,
               MappingId::ClassTemplateAfterNames, Name.str()}};
    }
    Line = LineEnd;
  }
  return {};
}

} // namespace amp2hip
