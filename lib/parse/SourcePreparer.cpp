//===- SourcePreparer.cpp -------------------------------------------------===//

#include "parse/SourcePreparer.h"
#include "foundation/VisualCppSpellings.h"

#include "amp2hip/Catalog.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <optional>
#include <vector>

using namespace clang;

namespace amp2hip {

namespace {

struct Tok {
  tok::TokenKind Kind;
  unsigned Begin, End;
  StringRef Text;
  bool StartsLine;
  bool is(StringRef Identifier) const {
    return Kind == tok::raw_identifier && Text == Identifier;
  }
};

std::vector<Tok> lexRaw(StringRef Source) {
  LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus14 = Opts.CPlusPlus17 = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), Opts, Source.begin(),
          Source.begin(), Source.end());
  std::vector<Tok> Toks;
  Token T;
  while (!L.LexFromRawLexer(T) || T.isNot(tok::eof)) {
    if (T.is(tok::eof))
      break;
    unsigned Begin = T.getLocation().getRawEncoding() - 1;
    Toks.push_back({T.getKind(), Begin, Begin + T.getLength(),
                    Source.substr(Begin, T.getLength()), T.isAtStartOfLine()});
  }
  return Toks;
}

/// Index of the `)` closing the `(` at \p Open, or Toks.size().
size_t matchingParen(const std::vector<Tok> &Toks, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < Toks.size(); ++I) {
    if (Toks[I].Kind == tok::l_paren)
      ++Depth;
    else if (Toks[I].Kind == tok::r_paren && --Depth == 0)
      return I;
  }
  return Toks.size();
}

} // namespace

/// Whether Toks[I] is the `void` of a `void main(` declaration at namespace
/// scope (not a member, not a qualified name).
bool isVoidMain(const std::vector<Tok> &Toks, size_t I) {
  if (I + 2 >= Toks.size() || !Toks[I].is("void") || !Toks[I + 1].is("main") ||
      Toks[I + 2].Kind != tok::l_paren)
    return false;
  if (I == 0)
    return true;
  tok::TokenKind Before = Toks[I - 1].Kind;
  return Before != tok::coloncolon && Before != tok::period &&
         Before != tok::arrow && Before != tok::comma &&
         Before != tok::l_paren && Before != tok::less;
}

/// Whether Toks[I] is the `#` of a conditional directive (`#if`, `#elif`,
/// `#ifdef`, ...), whose condition follows to the end of the line.
static bool isConditionalDirective(const std::vector<Tok> &Toks, size_t I) {
  if (Toks[I].Kind != tok::hash || !Toks[I].StartsLine || I + 1 == Toks.size())
    return false;
  const Tok &Name = Toks[I + 1];
  return !Name.StartsLine && Name.Kind == tok::raw_identifier &&
         llvm::is_contained(
             {"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef"},
             Name.Text);
}

/// The mapping of kind \p Kind whose spelling is the token \p Name. Asked
/// for every identifier of every user file: the rows are indexed once.
static const MappingInfo *mappingOf(MappingKind Kind, StringRef Name) {
  static const llvm::StringMap<const MappingInfo *> Prepared = [] {
    llvm::StringMap<const MappingInfo *> Index;
    for (const MappingInfo &M : allMappings())
      if (M.Kind == MappingKind::VisualCppMacro ||
          M.Kind == MappingKind::VisualCppLong)
        Index[M.AmpSpelling] = &M;
    return Index;
  }();
  const MappingInfo *M = Prepared.lookup(Name);
  return M && M->Kind == Kind ? M : nullptr;
}

/// The index of the last token on Toks[I]'s line (a directive's end).
static size_t lineEnd(const std::vector<Tok> &Toks, size_t I) {
  while (I + 1 < Toks.size() && !Toks[I + 1].StartsLine)
    ++I;
  return I;
}

/// The keywords that may stand beside `long` in one declaration's
/// specifiers.
static bool isSpecifierKeyword(const Tok &T) {
  return T.Kind == tok::raw_identifier &&
         llvm::is_contained({"long", "int", "double", "unsigned", "signed",
                             "const", "volatile", "static", "extern", "inline",
                             "constexpr", "mutable", "register", "typedef",
                             "thread_local", "friend", "virtual"},
                            T.Text);
}

/// For the `long` at Toks[I]: nullopt when it is part of `long long` or
/// `long double` (Visual C++'s are 64 bits too), else whether an `int` goes
/// with it (`long int`, `unsigned long int`).
static std::optional<bool> longWithInt(const std::vector<Tok> &Toks, size_t I) {
  bool WithInt = false;
  auto Look = [&](const Tok &T) {
    if (T.is("long") || T.is("double"))
      return false;
    WithInt |= T.is("int");
    return true;
  };
  for (size_t J = I; J-- > 0 && isSpecifierKeyword(Toks[J]);)
    if (!Look(Toks[J]))
      return std::nullopt;
  for (size_t J = I + 1; J < Toks.size() && isSpecifierKeyword(Toks[J]); ++J)
    if (!Look(Toks[J]))
      return std::nullopt;
  return WithInt;
}

bool needsPreparing(StringRef Source) {
  return Source.contains("restrict") || Source.contains("main") ||
         (Source.contains("include") && Source.contains('\\')) ||
         llvm::any_of(allMappings(), [&](const MappingInfo &M) {
           return (M.Kind == MappingKind::VisualCppMacro ||
                   M.Kind == MappingKind::VisualCppLong) &&
                  Source.contains(M.AmpSpelling);
         });
}

std::string prepareSource(StringRef Source) {
  std::string Out = Source.str();
  std::vector<Tok> Toks = lexRaw(Source);
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (!isConditionalDirective(Toks, I))
      continue;
    size_t End = lineEnd(Toks, I);
    for (I += 2; I <= End; ++I)
      if (Toks[I].Kind == tok::raw_identifier &&
          mappingOf(MappingKind::VisualCppMacro, Toks[I].Text))
        Out.replace(Toks[I].Begin, Toks[I].Text.size(),
                    visualCppMacroParseName(Toks[I].Text));
    I = End;
  }
  for (size_t I = 0; I < Toks.size(); ++I) {
    // An #include's `<long.h>` (or a #pragma's words) is not a type.
    if (Toks[I].Kind == tok::hash && Toks[I].StartsLine &&
        I + 1 < Toks.size() && !Toks[I + 1].is("define") &&
        !isConditionalDirective(Toks, I)) {
      if (I + 2 < Toks.size() && Toks[I + 1].is("include") &&
          Toks[I + 2].Kind == tok::string_literal && !Toks[I + 2].StartsLine)
        std::replace(Out.begin() + Toks[I + 2].Begin,
                     Out.begin() + Toks[I + 2].End, '\\', '/');
      I = lineEnd(Toks, I);
      continue;
    }
    if (Toks[I].Kind != tok::raw_identifier)
      continue;
    const MappingInfo *M = mappingOf(MappingKind::VisualCppLong, Toks[I].Text);
    if (!M)
      continue;
    std::optional<bool> Blank =
        Toks[I].is("long") ? longWithInt(Toks, I) : std::optional(false);
    if (Blank)
      Out.replace(Toks[I].Begin, Toks[I].Text.size(),
                  visualCppLongParseSpelling(*M, *Blank));
  }
  for (size_t I = 0; I + 2 < Toks.size(); ++I) {
    if (isVoidMain(Toks, I)) {
      Out.replace(Toks[I].Begin, 4, "int ");
      continue;
    }
    if (!Toks[I].is("restrict") || Toks[I + 1].Kind != tok::l_paren)
      continue;
    size_t Close = matchingParen(Toks, I + 1);
    if (Close == Toks.size())
      break;
    // `mutable restrict(...)`: put the restriction first.
    if (I > 0 && Toks[I - 1].is("mutable")) {
      // Keep the blank between them: "restrict(amp) mutable".
      std::string Restrict =
          Source.substr(Toks[I].Begin, Toks[Close].End - Toks[I].Begin).str();
      std::string Gap =
          Source.substr(Toks[I - 1].End, Toks[I].Begin - Toks[I - 1].End).str();
      Out.replace(Toks[I - 1].Begin, Toks[Close].End - Toks[I - 1].Begin,
                  Restrict + Gap + "mutable");
    }
  }
  return Out;
}

} // namespace amp2hip
