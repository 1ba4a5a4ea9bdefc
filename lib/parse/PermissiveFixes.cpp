//===- PermissiveFixes.cpp ------------------------------------------------===//

#include "parse/PermissiveFixes.h"

#include "foundation/RestrictedCodeErrors.h"
#include "foundation/TileStaticStorage.h"

#include "clang/AST/Type.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace amp2hip {

void PermissiveFixCollector::BeginSourceFile(const LangOptions &LangOpts,
                                             const Preprocessor *PP) {
  Next.BeginSourceFile(LangOpts, PP);
}

void PermissiveFixCollector::EndSourceFile() { Next.EndSourceFile(); }

void PermissiveFixCollector::finish() { Next.finish(); }

void PermissiveFixCollector::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                              const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  Next.HandleDiagnostic(Level, Info);
  if (Level == DiagnosticsEngine::Note && PendingCall) {
    candidateNote(Info);
    return;
  }
  if (PendingCall)
    settleTemporaryArgument();
  if (Level == DiagnosticsEngine::Note) {
    // Clang sometimes gives a correction's fix-it to the note
    // ("'NS::acc' declared here") instead of the error.
    if (AwaitingNote && fixOf(Info, /*FromNote=*/true) == Outcome::Fixed)
      AwaitingNote = false;
    return;
  }
  AwaitingNote = false;
  // `array_view<T, 1>::value_type f(...)`: where C++20 makes `typename`
  // implicit, Clang only warns (a C++20 extension), but hipcc and nvcc
  // compile C++17: retried with the keyword, as for the error elsewhere.
  if (Info.getID() == diag::ext_implicit_typename) {
    if (fixOf(Info, /*FromNote=*/false) == Outcome::Fixed)
      AnyError = true;
    return;
  }
  if (Level < DiagnosticsEngine::Error)
    return;
  // A tile_static variable of a constructed type: retried as storage where
  // it can be, else reported by the checker (AMP2HIP1021), as below.
  if (Info.getID() == diag::err_shared_var_init) {
    if (fixOf(Info, /*FromNote=*/false) == Outcome::Fixed)
      AnyError = true;
    return;
  }
  // amp2hip's own checks ran on what Clang recovered from its errors (a
  // lambda after `e.tile<TS>()` without `template` is no lambda): the retry
  // reports them again if they still hold.
  // So are Clang's errors in restrict(amp) code that amp2hip reports in
  // its own words (a `throw` in a kernel).
  if (Info.getID() >= diag::DIAG_UPPER_LIMIT ||
      isRestrictedCodeError(Info.getID()))
    return;
  AnyError = true;
  if (Level == DiagnosticsEngine::Fatal) {
    // Past Clang's error limit the retry (with what the edits answer) may
    // still reach the rest; a missing header it cannot.
    Fatal = Info.getID() != diag::fatal_too_many_errors;
    return;
  }
  AwaitingNote = fixOf(Info, /*FromNote=*/false) == Outcome::AwaitingNote;
}

PermissiveFixMap PermissiveFixCollector::takeFixes() {
  if (PendingCall)
    settleTemporaryArgument();
  // Errors no edit answers do not hold the retry back: they may follow from
  // one that an edit answers (`tiled_extent<TS, TS> te = e.tile<TS, TS>();`
  // without `template` reads on as a second declarator, `TS`, shadowing the
  // template's parameter). The retry stands only if Clang accepts it.
  // A fatal error (a missing header) stands whatever the edits.
  if (!AnyError || Fatal)
    return {};
  for (auto &Entry : Fixes) {
    llvm::sort(Entry.second,
               [](const PermissiveFix &A, const PermissiveFix &B) {
                 return A.Offset < B.Offset;
               });
    // A function whose default arguments move to its copy is declared
    // once, before the first template that calls it (the later ones see
    // that declaration).
    std::set<std::string> Declared;
    llvm::erase_if(Entry.second, [&](const PermissiveFix &F) {
      return F.Id == DiagId::LateDeclaredFunction && !F.Silent &&
             StringRef(F.Text).contains('=') &&
             !Declared.insert(F.Subject).second;
    });
  }
  return std::move(Fixes);
}

void PermissiveFixCollector::add(StringRef File, PermissiveFix Fix) {
  std::vector<PermissiveFix> &InFile = Fixes[File];
  // Clang may report one place twice (a template and its instantiation).
  for (const PermissiveFix &Known : InFile)
    if (Known.Offset == Fix.Offset && Known.Length == Fix.Length &&
        Known.Text == Fix.Text)
      return;
  InFile.push_back(std::move(Fix));
}

/// The absolute real path of \p FID's file, or empty.
static std::string realPathOf(const SourceManager &SM, FileID FID) {
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID);
  if (!Entry)
    return "";
  llvm::SmallString<256> File(Entry->getName());
  SM.getFileManager().makeAbsolutePath(File);
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(File, Real))
    File = Real;
  return std::string(File);
}

/// The identifier that starts at \p Offset of \p Text.
static StringRef identifierAt(StringRef Text, unsigned Offset) {
  StringRef Rest = Text.drop_front(Offset);
  return Rest.take_while([](char C) { return isAsciiIdentifierContinue(C); });
}

/// The qualified name at \p Offset: `C::value_type`.
static StringRef qualifiedNameAt(StringRef Text, unsigned Offset) {
  StringRef Rest = Text.drop_front(Offset);
  return Rest.take_while(
      [](char C) { return isAsciiIdentifierContinue(C) || C == ':'; });
}

/// The dependent type a missing-`typename` diagnostic is about, for the
/// report: the message names it ("... dependent type name 'T::type'", the
/// extension's unquoted, before "; implicit 'typename' ..."), except the
/// template argument's, which names only the argument's position.
static std::string dependentTypeName(const Diagnostic &Info, StringRef Text,
                                     unsigned Offset) {
  if (Info.getID() == diag::err_template_arg_must_be_type_suggest)
    return qualifiedNameAt(Text, Offset).str();
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  return StringRef(Message)
      .split("type name ")
      .second.split(';')
      .first.trim('\'')
      .str();
}

/// The offset of the `(` that opens the parenthesis around \p Offset, and
/// the identifier before it: `assert` in `assert(c, "msg")`.
static std::optional<std::pair<unsigned, StringRef>>
enclosingCall(StringRef Text, unsigned Offset) {
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

/// The brace depth of \p Text at \p End, counted from \p Begin.
static int depthAt(StringRef Text, size_t Begin, size_t End) {
  int Depth = 0;
  forEachBrace(Text, Begin, End, [&](int Step) {
    Depth += Step;
    return true;
  });
  return Depth;
}

/// The declaration that starts at \p Start of \p Text, up to its body or
/// its `;` (on this line or the next ones): its tokens as written, without
/// comments (a `//` one would hide the `;`). Its default arguments are
/// kept, and where each is in Text (` = 2`) added to \p Defaults: they may
/// be given only once, so they move to the copy.
static std::optional<std::string>
declarationHead(StringRef Text, size_t Start,
                std::vector<std::pair<unsigned, unsigned>> &Defaults) {
  LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus14 = Opts.CPlusPlus17 = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), Opts, Text.begin(),
          Text.begin() + Start, Text.end());
  std::string Out;
  size_t Prev = Start; // the end of the last token
  int Depth = 0;       // of parentheses: 1 in the parameter list
  // In a default argument: where it begins, its own nesting.
  std::optional<size_t> Default;
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
    if (Default && DefaultDepth == 0 && Angles == 0 &&
        (Kind == tok::comma || Kind == tok::r_paren)) {
      Defaults.push_back({static_cast<unsigned>(*Default),
                          static_cast<unsigned>(Prev - *Default)});
      Default.reset();
    }
    if (Default) {
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

/// For a call at \p Offset, in a template, of a function that the file
/// defines after the template at the same scope: the function's
/// declaration, inserted before the template. Only a declaration that
/// starts its line (as a namespace-scope definition does) is copied; its
/// default arguments move to the copy (silent removals follow the copy).
static std::vector<PermissiveFix> lateFunctionDeclaration(StringRef Text,
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
static std::optional<std::pair<unsigned, StringRef>>
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

PermissiveFixCollector::Outcome
PermissiveFixCollector::fixOf(const Diagnostic &Info, bool FromNote) {
  if (FromNote)
    return qualifierFix(Info) ? Outcome::Fixed : Outcome::Unfixable;
  return fixOf(Info);
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::fixOf(const Diagnostic &Info) {
  if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
    return Outcome::Unfixable;
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = Info.getLocation();
  if (Loc.isMacroID())
    return Outcome::Unfixable;
  FileID FID = SM.getFileID(Loc);
  std::string File = realPathOf(SM, FID);
  if (File.empty() || SM.isInSystemHeader(Loc) || !IsUserFile(File))
    return Outcome::Unfixable;
  StringRef Text = SM.getBufferData(FID);
  unsigned Offset = SM.getFileOffset(Loc);
  if (Covered.count({File, Offset}))
    return Outcome::Fixed;

  unsigned ID = Info.getID();
  // `ext.tile<TS>()` on a dependent `ext`: Clang 19 offers no fix-it. A
  // type argument (`a.reinterpret_as<unsigned int>()`) stops the parser
  // earlier, with another error (its fix-it the same keyword, here).
  if (ID == diag::err_template_kw_missing ||
      ID == diag::err_missing_dependent_template_keyword) {
    add(File, {Offset, 0, "template ", DiagId::MissingTemplateKeyword,
               MappingId::TemplateKeyword, identifierAt(Text, Offset).str()});
    return Outcome::Fixed;
  }
  // `-v.xy`, `v.xy + v.zw` in a template whose `v` is dependent: Clang
  // instantiates the operator on the swizzle property without reading it
  // (a builtin operator on the property, rejected) where Visual C++ and
  // Clang outside templates read it first; the retry reads it through its
  // getter, `v.get_xy()`, as the output writes every read.
  if (ID == diag::err_typecheck_unary_expr ||
      ID == diag::err_typecheck_invalid_operands) {
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    if (!StringRef(Message).contains("short_vec<"))
      return Outcome::Unfixable;
    bool Any = false;
    for (const CharSourceRange &Range : Info.getRanges()) {
      if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID() ||
          SM.getFileID(Range.getBegin()) != FID)
        continue;
      unsigned Begin = SM.getFileOffset(Range.getBegin());
      unsigned End = SM.getFileOffset(
          Range.isTokenRange()
              ? Lexer::getLocForEndOfToken(Range.getEnd(), 0, SM, LangOptions())
              : Range.getEnd());
      if (End <= Begin || End > Text.size())
        continue;
      StringRef Operand = Text.slice(Begin, End);
      // The operand without the blanks and parentheses around it.
      StringRef Inner = Operand.trim();
      while (Inner.size() > 2 && Inner.front() == '(' && Inner.back() == ')')
        Inner = Inner.drop_front().drop_back().trim();
      auto Swizzle = trailingSwizzle(Inner);
      if (!Swizzle)
        continue;
      unsigned At = unsigned(Inner.data() - Text.data()) + Swizzle->first;
      // The rgba names call the xyzw accessors.
      std::string Components = Swizzle->second.str();
      for (char &C : Components)
        if (size_t Rgba = StringRef("rgba").find(C); Rgba != StringRef::npos)
          C = "xyzw"[Rgba];
      add(File, {At, unsigned(Swizzle->second.size()),
                 "get_" + Components + "()", DiagId::SwizzleOperandInTemplate,
                 MappingId::PropertyShortVectorSwizzle, Swizzle->second.str()});
      Any = true;
    }
    return Any ? Outcome::Fixed : Outcome::Unfixable;
  }
  // `assert(cond, "message")`: Visual C++ ignored the message; written
  // `assert((cond) && "message")`, which fails and reports as it did.
  if (ID == diag::err_too_many_args_in_macro_invoc) {
    auto Call = enclosingCall(Text, Offset);
    if (!Call || Call->second != "assert")
      return Outcome::Unfixable;
    size_t Comma = Text.rfind(',', Offset);
    if (Comma == StringRef::npos || Comma < Call->first)
      return Outcome::Unfixable;
    add(File, {Call->first + 1, 0, "(", DiagId::AssertMessage,
               MappingId::AssertMessage, "assert"});
    add(File, {static_cast<unsigned>(Comma), 1, ") &&", DiagId::AssertMessage,
               MappingId::AssertMessage, "assert",
               /*Silent=*/true});
    // Clang then reports `assert` itself as an unknown name.
    unsigned NameOffset = Call->first;
    while (NameOffset > 0 && !isAsciiIdentifierContinue(Text[NameOffset]))
      --NameOffset;
    while (NameOffset > 0 && isAsciiIdentifierContinue(Text[NameOffset - 1]))
      --NameOffset;
    Covered.insert({File, NameOffset});
    return Outcome::Fixed;
  }
  // A call no function matched: Visual C++ may have bound a temporary to
  // a non-const reference parameter; the notes on its candidates tell.
  if (ID == diag::err_ovl_no_viable_function_in_call ||
      ID == diag::err_ovl_no_viable_member_function_in_call) {
    PendingCall = TemporaryArgumentCall{File, identifierAt(Text, Offset).str()};
    PendingCall->Text = Text;
    PendingCall->CallOffset = Offset;
    return Outcome::Fixed;
  }
  // The same where the call has one function, and Clang reports the
  // binding: `doubler().apply(array_view<float, 1>(n, v))`. Only a
  // temporary of class type (Visual C++ bound no other), and only a call's
  // argument (its note follows): `T &r = T();` extended the temporary's
  // life, which an lvalue cannot.
  if (ID == diag::err_lvalue_reference_bind_to_temporary) {
    if (Info.getRawArg(0) != 0 || Info.getNumRanges() == 0 ||
        Info.getArgKind(2) != DiagnosticsEngine::ak_qualtype ||
        !QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(2)))
             ->isRecordType())
      return Outcome::Unfixable;
    CharSourceRange Range = Info.getRange(0);
    SourceLocation Begin = Range.getBegin(), End = Range.getEnd();
    if (Begin.isMacroID() || End.isMacroID() || SM.getFileID(Begin) != FID ||
        SM.getFileID(End) != FID)
      return Outcome::Unfixable;
    if (Range.isTokenRange())
      End = Lexer::getLocForEndOfToken(End, 0, SM, LangOptions());
    auto Call = enclosingCall(Text, SM.getFileOffset(Begin));
    PendingCall = TemporaryArgumentCall{File, Call ? Call->second.str() : ""};
    PendingCall->Binding = true;
    PendingCall->Argument = {SM.getFileOffset(Begin), SM.getFileOffset(End)};
    return Outcome::Fixed;
  }
  // `throw std::exception("message")`: Visual C++'s std::exception takes a
  // message; std::runtime_error is the standard exception that does (and
  // is a std::exception, so handlers catch it as before).
  if (ID == diag::err_ovl_no_viable_conversion_in_cast) {
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    if (!StringRef(Message).ends_with("to 'std::exception'"))
      return Outcome::Unfixable;
    size_t Name = Text.find("exception", Offset);
    if (Name == StringRef::npos ||
        Text.slice(Offset, Name).find_first_not_of(" \t:std") !=
            StringRef::npos)
      return Outcome::Unfixable;
    add(File, {static_cast<unsigned>(Name), 9, "runtime_error",
               DiagId::ExceptionMessage, MappingId::ExceptionMessage,
               "std::exception"});
    return Outcome::Fixed;
  }
  // `std::exception e("message");`: as above, a std::runtime_error.
  if (ID == diag::err_ovl_no_viable_function_in_init) {
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    StringRef Before = Text.take_front(Offset).rtrim();
    if (!StringRef(Message).ends_with("of 'std::exception'") ||
        !Before.ends_with("exception"))
      return Outcome::Unfixable;
    add(File, {static_cast<unsigned>(Before.size() - 9), 9, "runtime_error",
               DiagId::ExceptionVariable, MappingId::ExceptionVariable,
               identifierAt(Text, Offset).str()});
    return Outcome::Fixed;
  }
  // A template calls a function declared after it: Visual C++ looked the
  // name up at instantiation. The function is declared before the template.
  if (ID == diag::err_undeclared_var_use ||
      ID == diag::err_not_found_by_two_phase_lookup) {
    std::vector<PermissiveFix> Late = lateFunctionDeclaration(Text, Offset);
    if (Late.empty())
      return Outcome::Unfixable;
    for (PermissiveFix &Fix : Late)
      add(File, std::move(Fix));
    return Outcome::Fixed;
  }
  // `tile_static float_4 cache[256];`: C++ AMP never constructs a
  // tile_static variable, so Visual C++ accepts a type whose default
  // constructor does work; a __shared__ one cannot have such a constructor.
  if (ID == diag::err_shared_var_init) {
    std::optional<StorageDeclaration> Storage = tileStaticStorage(Text, Offset);
    if (!Storage)
      return Outcome::Unfixable;
    add(File, {Storage->Whole.Offset, Storage->Whole.Length,
               std::move(Storage->Whole.Text), DiagId::TileStaticStorage,
               MappingId::TileStaticStorage, identifierAt(Text, Offset).str()});
    return Outcome::Fixed;
  }
  // `typename decltype(e)`: Visual C++ took the keyword, C++ forbids it.
  if (ID == diag::err_expected_qualified_after_typename &&
      identifierAt(Text, Offset) == "decltype") {
    StringRef Before = Text.take_front(Offset).rtrim();
    if (!Before.ends_with("typename"))
      return Outcome::Unfixable;
    unsigned Begin = Before.size() - 8;
    add(File, {Begin, Offset - Begin, "", DiagId::TypenameDecltype,
               MappingId::TypenameDecltype, "decltype"});
    return Outcome::Fixed;
  }
  // Clang's own fix-its: `typename` before a dependent type, and a name a
  // template uses before its declaration, which Clang finds in a namespace
  // (`accelerator` -> `Concurrency::accelerator`) where Visual C++ found it
  // at instantiation through a later using-directive.
  if (Info.getNumFixItHints() == 0) {
    // "did you mean 'NS::name'?" with the fix-it on the note that follows.
    bool Corrected = ID == diag::err_undeclared_var_use_suggest ||
                     ID == diag::err_unknown_typename_suggest ||
                     ID == diag::err_unknown_nested_typename_suggest ||
                     ID == diag::err_undeclared_use_suggest ||
                     ID == diag::err_no_member_suggest ||
                     ID == diag::err_no_template_suggest;
    return Corrected ? Outcome::AwaitingNote : Outcome::Unfixable;
  }
  if (Info.getNumFixItHints() != 1)
    return Outcome::Unfixable;
  const FixItHint &Hint = Info.getFixItHint(0);
  if (Hint.RemoveRange.getBegin().isMacroID() ||
      SM.getFileID(Hint.RemoveRange.getBegin()) != FID)
    return Outcome::Unfixable;
  unsigned Begin = SM.getFileOffset(Hint.RemoveRange.getBegin());
  unsigned End = Begin;
  if (Hint.RemoveRange.getEnd().isValid())
    End = SM.getFileOffset(
        Hint.RemoveRange.isTokenRange()
            ? Lexer::getLocForEndOfToken(Hint.RemoveRange.getEnd(), 0, SM,
                                         LangOptions())
            : Hint.RemoveRange.getEnd());
  StringRef Removed = Text.slice(Begin, End);
  // `typename` before a dependent type, which Visual C++ did without: in a
  // declaration (`array_view<T, 1>::value_type f(...)`) and as a template
  // argument (`array_view<C::value_type, 1>`).
  if ((ID == diag::err_typename_missing || ID == diag::ext_implicit_typename ||
       ID == diag::err_template_arg_must_be_type_suggest) &&
      Removed.empty() && Hint.CodeToInsert == "typename ") {
    add(File,
        {Begin, 0, "typename ", DiagId::MissingTypenameKeyword,
         MappingId::TypenameKeyword, dependentTypeName(Info, Text, Begin)});
    return Outcome::Fixed;
  }
  return qualifierFix(Info) ? Outcome::Fixed : Outcome::Unfixable;
}

bool PermissiveFixCollector::qualifierFix(const Diagnostic &Info) {
  if (Info.getNumFixItHints() != 1 || !Info.hasSourceManager())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  const FixItHint &Hint = Info.getFixItHint(0);
  SourceLocation Loc = Hint.RemoveRange.getBegin();
  if (Loc.isInvalid() || Loc.isMacroID())
    return false;
  FileID FID = SM.getFileID(Loc);
  std::string File = realPathOf(SM, FID);
  if (File.empty() || SM.isInSystemHeader(Loc) || !IsUserFile(File))
    return false;
  StringRef Text = SM.getBufferData(FID);
  unsigned Begin = SM.getFileOffset(Loc);
  unsigned End = SM.getFileOffset(
      Hint.RemoveRange.isTokenRange()
          ? Lexer::getLocForEndOfToken(Hint.RemoveRange.getEnd(), 0, SM,
                                       LangOptions())
          : Hint.RemoveRange.getEnd());
  StringRef Removed = Text.slice(Begin, End);
  StringRef Inserted = Hint.CodeToInsert;
  if (Removed.empty() || Inserted.size() <= Removed.size() + 2 ||
      !Inserted.ends_with(("::" + Removed).str()) ||
      !llvm::all_of(Removed,
                    [](char C) { return isAsciiIdentifierContinue(C); }))
    return false;
  add(File, {Begin, 0, Inserted.drop_back(Removed.size()).str(),
             DiagId::NameUsedBeforeDeclaration, MappingId::QualifiedLateName,
             Inserted.str()});
  return true;
}

/// The offsets [begin, end) of argument \p Ordinal (1-based) of the call
/// whose function's name starts at \p NameOffset of \p Text: after the
/// name (and its template arguments), the parenthesis split at the commas
/// outside brackets. A `<` right after a name opens template arguments; a
/// comparison written so splits wrongly, and the retry's parse then fails,
/// which leaves the first parse's errors.
static std::optional<std::pair<unsigned, unsigned>>
callArgument(StringRef Text, unsigned NameOffset, unsigned Ordinal) {
  unsigned I = NameOffset;
  auto skipSpace = [&] {
    while (I < Text.size() && isWhitespace(Text[I]))
      ++I;
  };
  while (I < Text.size() && isAsciiIdentifierContinue(Text[I]))
    ++I;
  skipSpace();
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

void PermissiveFixCollector::candidateNote(const Diagnostic &Info) {
  // Other notes (the template instantiation a call is in) are no
  // candidates.
  StringRef Description =
      Info.getDiags()->getDiagnosticIDs()->getDescription(Info.getID());
  if (PendingCall->Binding) {
    PendingCall->ParameterNoted |=
        Info.getID() == diag::note_parameter_here ||
        Info.getID() == diag::note_parameter_named_here;
    return;
  }
  if (!Description.starts_with("candidate "))
    return;
  ++PendingCall->Candidates;

  // Arguments 3 to 5: the ordinal of an argument (not the object) that
  // needed an lvalue. The note's range is the parameter's; the argument is
  // found in the call's text.
  if (Info.getID() != diag::note_ovl_candidate_bad_value_category ||
      Info.getRawArg(3) != 0 || Info.getRawArg(5) != 0)
    return;
  PendingCall->Argument =
      callArgument(PendingCall->Text, PendingCall->CallOffset,
                   static_cast<unsigned>(Info.getRawArg(4)));
}

void PermissiveFixCollector::settleTemporaryArgument() {

  TemporaryArgumentCall Call = std::move(*PendingCall);
  PendingCall.reset();
  bool OneCandidate = Call.Binding ? Call.ParameterNoted : Call.Candidates == 1;
  if (!OneCandidate || !Call.Argument)
    return;
  auto [Begin, End] = *Call.Argument;
  add(Call.File, {Begin, 0, "amp2hip::lvalue(", DiagId::TemporaryToReference,
                  MappingId::TemporaryToReference, Call.Callee});
  add(Call.File, {End, 0, ")", DiagId::TemporaryToReference,
                  MappingId::TemporaryToReference, Call.Callee,
                  /*Silent=*/true});
}

} // namespace amp2hip
