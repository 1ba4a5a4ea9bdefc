//===- RestrictPlacement.cpp ----------------------------------------------===//

#include "parse/RestrictPlacement.h"

#include "clang/Basic/AttrSubjectMatchRules.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Token.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace amp2hip {

static bool isPragmaToken(const Token &T) {
  return T.is(tok::eod) ||
         (T.is(tok::identifier) &&
          T.getIdentifierInfo()->getName() == "amp2hip_restrict");
}

size_t lambdaIntroducerBefore(ArrayRef<Token> Tokens, size_t At) {
  size_t I = At;
  // The pragma's own tokens, and what may stand between `)` and restrict.
  while (I > 0 &&
         (isPragmaToken(Tokens[I - 1]) ||
          Tokens[I - 1].isOneOf(tok::kw_mutable, tok::kw_const,
                                tok::kw_volatile, tok::amp, tok::ampamp)))
    --I;
  if (I == 0 || !Tokens[I - 1].is(tok::r_paren))
    return Tokens.size();
  int Depth = 0;
  for (size_t J = I; J-- > 0;) {
    if (Tokens[J].is(tok::r_paren))
      ++Depth;
    else if (Tokens[J].is(tok::l_paren) && --Depth == 0)
      return J > 0 && Tokens[J - 1].is(tok::r_square) ? J - 1 : Tokens.size();
  }
  return Tokens.size();
}

namespace {

/// The last token the parser received before the restrict(...).
const Token *previousToken(ArrayRef<Token> H) {
  for (auto It = H.rbegin(); It != H.rend(); ++It)
    if (!isPragmaToken(*It))
      return &*It;
  return nullptr;
}

/// The index of the last token the parser received before the
/// restrict(...), or H.size().
size_t previousIndex(ArrayRef<Token> H) {
  for (size_t I = H.size(); I-- > 0;)
    if (!isPragmaToken(H[I]))
      return I;
  return H.size();
}

/// The index of the `(` that the `)` at \p Close closes, or H.size().
size_t openingParen(ArrayRef<Token> H, size_t Close) {
  int Depth = 0;
  for (size_t I = Close + 1; I-- > 0;) {
    if (H[I].is(tok::r_paren))
      ++Depth;
    else if (H[I].is(tok::l_paren) && --Depth == 0)
      return I;
  }
  return H.size();
}

/// True when the parenthesised declarator from \p Open to \p Close names a
/// pointer or a reference: `(*p)`, `(&r)`, `(*)`, `(S::*pm)`.
bool isPointerDeclarator(ArrayRef<Token> H, size_t Open, size_t Close) {
  size_t I = Open + 1;
  while (I < Close && H[I].isOneOf(tok::identifier, tok::coloncolon))
    ++I;
  return I < Close && H[I].isOneOf(tok::star, tok::amp, tok::ampamp) &&
         (I == Open + 1 || H[I - 1].is(tok::coloncolon));
}

/// True when the tokens before \p End end in a trailing return type:
/// `) -> T`, `mutable -> T`, `noexcept -> T` (T not empty).
bool followsTrailingReturn(ArrayRef<Token> H, size_t End) {
  int Parens = 0, Angles = 0;
  for (size_t I = End + 1; I-- > 0;) {
    const Token &T = H[I];
    if (T.isOneOf(tok::r_paren, tok::r_square))
      ++Parens;
    else if (T.isOneOf(tok::l_paren, tok::l_square) && --Parens < 0)
      return false;
    if (Parens > 0)
      continue;
    if (T.is(tok::greater))
      ++Angles;
    else if (T.is(tok::greatergreater))
      Angles += 2;
    else if (T.is(tok::less) && --Angles < 0)
      return false;
    else if (T.isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::equal,
                       tok::kw_return) ||
             (Angles == 0 && T.is(tok::comma)))
      return false;
    else if (Angles == 0 && T.is(tok::arrow))
      return I < End && I > 0 &&
             H[I - 1].isOneOf(tok::r_paren, tok::kw_mutable, tok::kw_noexcept,
                              tok::kw_const, tok::kw_volatile, tok::amp,
                              tok::ampamp);
  }
  return false;
}

/// True when \p Args list `amp`.
bool listsAmp(ArrayRef<Token> Args) {
  return llvm::any_of(Args, [](const Token &T) {
    return T.is(tok::identifier) && T.getIdentifierInfo()->getName() == "amp";
  });
}

/// "amp, cpu" for the arguments `amp , cpu`.
std::string restrictionList(ArrayRef<Token> Args) {
  std::string List;
  for (const Token &T : Args)
    if (T.is(tok::identifier))
      List +=
          (List.empty() ? "" : ", ") + T.getIdentifierInfo()->getName().str();
  return List;
}

/// A token the handler makes: an identifier or a punctuator at \p Loc.
Token makeToken(Preprocessor &PP, tok::TokenKind Kind, StringRef Spelling,
                SourceLocation Loc) {
  Token T;
  T.startToken();
  T.setKind(Kind);
  T.setLocation(Loc);
  T.setLength(Spelling.size());
  if (Kind == tok::identifier || Kind == tok::kw___attribute)
    T.setIdentifierInfo(PP.getIdentifierInfo(Spelling));
  return T;
}

/// The attribute a restriction names: `device` for amp, `host` for cpu;
/// nothing for an unknown name (PreprocessorRecorder reports it).
StringRef attributeOf(const Token &Restriction) {
  if (!Restriction.is(tok::identifier))
    return "";
  StringRef Name = Restriction.getIdentifierInfo()->getName();
  return Name == "amp" ? "device" : Name == "cpu" ? "host" : "";
}

/// `__attribute__((device))` for amp, `__attribute__((host))` for cpu.
void appendAttributes(Preprocessor &PP, ArrayRef<Token> Args,
                      SourceLocation Loc, SmallVectorImpl<Token> &Out) {
  for (const Token &Arg : Args) {
    StringRef Attribute = attributeOf(Arg);
    if (Attribute.empty())
      continue;
    Out.push_back(makeToken(PP, tok::kw___attribute, "__attribute__", Loc));
    Out.push_back(makeToken(PP, tok::l_paren, "(", Loc));
    Out.push_back(makeToken(PP, tok::l_paren, "(", Loc));
    Out.push_back(makeToken(PP, tok::identifier, Attribute, Loc));
    Out.push_back(makeToken(PP, tok::r_paren, ")", Loc));
    Out.push_back(makeToken(PP, tok::r_paren, ")", Loc));
  }
}

/// `( arguments )` as the macro passes them on, parentheses included.
struct Arguments {
  Token LParen, RParen;
  SmallVector<Token, 8> Tokens;
};

Arguments readArguments(Preprocessor &PP) {
  Arguments A;
  PP.Lex(A.LParen);
  Token Tok;
  int Depth = 0;
  for (PP.Lex(Tok); Tok.isNot(tok::eof); PP.Lex(Tok)) {
    if (Tok.is(tok::r_paren) && Depth == 0)
      break;
    if (Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (Tok.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    A.Tokens.push_back(Tok);
  }
  A.RParen = Tok;
  return A;
}

/// The rest of a declarator after its restriction, up to the token that
/// ends it: `throw(...)`, `noexcept`, `-> T`, cv and ref qualifiers.
struct DeclaratorTail {
  SmallVector<Token, 16> Tokens;
  Token End; // `{`, `;`, `=`, ..., kept in the stream
  bool HasExceptionSpecOrTrailingReturn = false;
  bool HasTrailingReturn = false;
  /// Ends in `>` or an unbalanced `)`: a function type in a template
  /// argument or a parameter, not a declaration.
  bool InType() const {
    return End.isOneOf(tok::greater, tok::greatergreater, tok::r_paren);
  }
};

DeclaratorTail readDeclaratorTail(Preprocessor &PP) {
  DeclaratorTail T;
  Token Tok;
  int Depth = 0;
  int Angles = 0; // `-> vector<int>`; a `>` beyond them closes a
                  // template argument list the declarator is in
  for (PP.Lex(Tok);; PP.Lex(Tok)) {
    if (Tok.is(tok::eof) || Tok.is(tok::annot_pragma_unused))
      break;
    if (Depth == 0 && Tok.is(tok::less))
      ++Angles;
    else if (Depth == 0 && Tok.isOneOf(tok::greater, tok::greatergreater)) {
      Angles -= Tok.is(tok::greater) ? 1 : 2;
      if (Angles < 0)
        break;
    }
    if (Tok.isOneOf(tok::l_paren, tok::l_square))
      ++Depth;
    else if (Tok.isOneOf(tok::r_paren, tok::r_square)) {
      if (Depth == 0)
        break;
      --Depth;
    } else if (Depth == 0 && Tok.isOneOf(tok::l_brace, tok::semi, tok::equal,
                                         tok::comma, tok::colon, tok::kw_try,
                                         tok::r_brace, tok::kw___attribute))
      break;
    if (Depth == 0 && Tok.isOneOf(tok::kw_throw, tok::kw_noexcept, tok::arrow))
      T.HasExceptionSpecOrTrailingReturn = true;
    if (Depth == 0 && Tok.is(tok::arrow))
      T.HasTrailingReturn = true;
    T.Tokens.push_back(Tok);
  }
  T.End = Tok;
  return T;
}

/// A function declared with a trailing return type (`auto f(float x)
/// restrict(amp) -> float`): Clang takes no attribute between the parameter
/// list and `->`, and after `-> T` an attribute is the type's and ignored.
/// The restriction reaches the declaration through Sema's `#pragma clang
/// attribute` stack instead: pushed when the handler has read the
/// declarator's tail, so that the next function Sema declares (this one:
/// its parameters are declared already) takes it, and taken off as soon as
/// it did, or a few tokens past the declarator when no function took it.
class TrailingReturnRestriction {
public:
  explicit TrailingReturnRestriction(std::function<Sema *()> CurrentSema)
      : CurrentSema(std::move(CurrentSema)) {}

  /// Pushes the restriction \p Args lists, as attributes at \p Loc; false
  /// when there is no Sema to push it to.
  bool push(Preprocessor &PP, ArrayRef<Token> Args, SourceLocation Loc) {
    Sema *S = CurrentSema ? CurrentSema() : nullptr;
    if (!S)
      return false;
    pop();
    Sema::PragmaAttributeGroup Group;
    Group.Loc = Loc;
    Group.Namespace = PP.getIdentifierInfo("amp2hip_restrict");
    for (const Token &Arg : Args) {
      StringRef Attribute = attributeOf(Arg);
      if (Attribute.empty())
        continue;
      ParsedAttr *A = Attributes.addNew(
          PP.getIdentifierInfo(Attribute), SourceRange(Loc), nullptr,
          SourceLocation(), nullptr, 0, ParsedAttr::Form::GNU());
      A->setIsPragmaClangAttribute();
      Group.Entries.push_back(
          {Loc, A, {attr::SubjectMatchRule_function}, /*IsUsed=*/false});
    }
    if (Group.Entries.empty())
      return true;
    Namespace = Group.Namespace;
    S->PragmaAttributeStack.push_back(std::move(Group));
    Pushed = S;
    TokensLeft = 4;
    return true;
  }

  /// Called for each token the parser receives from the preprocessor (the
  /// declarator's tail and its end come back re-injected and are not seen).
  void onToken() {
    if (!Pushed)
      return;
    Sema::PragmaAttributeGroup *Group = group();
    if (!Group || --TokensLeft == 0 ||
        llvm::all_of(Group->Entries, [](const Sema::PragmaAttributeEntry &E) {
          return E.IsUsed;
        }))
      pop();
  }

private:
  Sema::PragmaAttributeGroup *group() {
    for (auto &G : llvm::reverse(Pushed->PragmaAttributeStack))
      if (G.Namespace == Namespace)
        return &G;
    return nullptr;
  }

  void pop() {
    if (!Pushed)
      return;
    auto &Stack = Pushed->PragmaAttributeStack;
    for (size_t I = Stack.size(); I-- > 0;)
      if (Stack[I].Namespace == Namespace) {
        Stack.erase(Stack.begin() + I);
        break;
      }
    Pushed = nullptr;
    Attributes.clear();
  }

  std::function<Sema *()> CurrentSema;
  AttributeFactory Factory;
  ParsedAttributes Attributes{Factory};
  const IdentifierInfo *Namespace = nullptr;
  Sema *Pushed = nullptr;
  unsigned TokensLeft = 0;
};

class RestrictPragma : public PragmaHandler {
public:
  RestrictPragma(std::shared_ptr<RestrictSyntax> Syntax,
                 std::shared_ptr<const EditedFiles> Edited,
                 std::shared_ptr<TrailingReturnRestriction> Trailing)
      : PragmaHandler("amp2hip_restrict"), Syntax(std::move(Syntax)),
        Edited(std::move(Edited)), Trailing(std::move(Trailing)) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer, Token &First) override {
    for (Token Tok = First; Tok.isNot(tok::eod) && Tok.isNot(tok::eof);)
      PP.Lex(Tok);
    Arguments Args = readArguments(PP);
    if (std::optional<Misplacement> M = Syntax->misplacement(Args.Tokens)) {
      Syntax->noteMisplaced(
          {restrictLoc(PP, Args), *M, restrictionList(Args.Tokens)});
      // Reported once the parse is done (settleRestrictUses). After an
      // exception specification Clang takes the attributes as it would
      // before it, so the function keeps its restriction; elsewhere the
      // specifier goes, and the parse goes on as if it were not written.
      if (*M == Misplacement::AfterExceptionSpec && !inLambda())
        giveBackSpecifier(PP, Args);
      return;
    }
    if (Syntax->isSpecifierHere(Args.Tokens))
      giveBackSpecifier(PP, Args);
    else
      giveBackName(PP, Args);
  }

private:
  /// Where `restrict` is: the macro `restrict(...)`'s name, whose expansion
  /// the pragma and \p Args's parentheses come from.
  static SourceLocation restrictLoc(Preprocessor &PP, const Arguments &Args) {
    return PP.getSourceManager()
        .getImmediateExpansionRange(Args.LParen.getLocation())
        .getBegin();
  }

  /// True when the exception specification the parser received last is a
  /// lambda's (Clang takes no attribute after it there).
  bool inLambda() const {
    ArrayRef<Token> History = Syntax->tokens();
    size_t Spec = previousIndex(History);
    if (Spec < History.size() && History[Spec].is(tok::r_paren)) {
      Spec = openingParen(History, Spec);
      if (Spec == 0 || Spec == History.size())
        return false;
      --Spec; // `throw` or `noexcept`
    }
    return lambdaIntroducerBefore(History, Spec) != History.size();
  }

  /// `restrict` where it was spelled, then its arguments: a name.
  void giveBackName(Preprocessor &PP, const Arguments &Args) {
    SourceLocation At = restrictLoc(PP, Args);
    Syntax->noteName(At);
    SmallVector<Token, 16> Out;
    Out.push_back(makeToken(PP, tok::identifier, "restrict", At));
    Out.push_back(Args.LParen);
    Out.append(Args.Tokens.begin(), Args.Tokens.end());
    Out.push_back(Args.RParen);
    reinject(PP, Out);
  }

  /// The restriction as attributes, where Clang takes them.
  void giveBackSpecifier(Preprocessor &PP, const Arguments &Args) {
    // Read before the tail: a restrict(...) inside it adds to the history.
    ArrayRef<Token> History = Syntax->tokens();
    bool Lambda =
        lambdaIntroducerBefore(History, History.size()) != History.size();
    const Token *Before = previousToken(History);
    bool AfterMutable = Before && Before->is(tok::kw_mutable);
    SmallVector<Token, 16> Attrs;
    appendAttributes(PP, Args.Tokens, Args.LParen.getLocation(), Attrs);
    DeclaratorTail Tail = readDeclaratorTail(PP);
    SmallVector<Token, 32> Out;
    // `[]() restrict(amp) mutable {}`: C++ AMP's grammar has `mutable`
    // first (Visual C++'s C3409). Reported once the parse is done; the
    // parse goes on without the specifier.
    bool BeforeMutable = Lambda && !AfterMutable && !Tail.Tokens.empty() &&
                         Tail.Tokens.front().is(tok::kw_mutable) &&
                         !writtenAfterMutable(PP, restrictLoc(PP, Args));
    if (BeforeMutable)
      Syntax->noteMisplaced({restrictLoc(PP, Args), Misplacement::BeforeMutable,
                             restrictionList(Args.Tokens)});
    if ((Lambda && AfterMutable) || BeforeMutable ||
        (!Lambda && Tail.InType())) {
      // `[](int x) mutable restrict(amp)`: Clang takes no attribute after
      // `mutable`; a HIP lambda is __host__ __device__ anyway, and the
      // restriction is recorded from the source (PreprocessorRecorder).
      // In a type (`S<int(int) restrict(cpu)>`) Clang takes none either,
      // and a function type's restriction means nothing to it.
      Out.append(Tail.Tokens.begin(), Tail.Tokens.end());
    } else if (Tail.HasTrailingReturn && !Lambda &&
               Trailing->push(PP, Args.Tokens, restrictLoc(PP, Args))) {
      Out.append(Tail.Tokens.begin(), Tail.Tokens.end());
    } else if (Tail.HasExceptionSpecOrTrailingReturn && !Lambda) {
      Out.append(Tail.Tokens.begin(), Tail.Tokens.end());
      Out.append(Attrs.begin(), Attrs.end());
    } else {
      Out.append(Attrs.begin(), Attrs.end());
      Out.append(Tail.Tokens.begin(), Tail.Tokens.end());
    }
    Out.push_back(Tail.End);
    reinject(PP, Out);
  }

  /// True when the user wrote `mutable restrict(...)` where the parse reads
  /// `restrict(...) mutable` at \p Loc (SourcePreparer swapped them).
  bool writtenAfterMutable(Preprocessor &PP, SourceLocation Loc) const {
    const SourceManager &SM = PP.getSourceManager();
    SourceLocation Spelling = SM.getSpellingLoc(Loc);
    OptionalFileEntryRef File = SM.getFileEntryRefForID(SM.getFileID(Spelling));
    if (!File || !Edited)
      return false;
    auto It = Edited->find(File->getUniqueID());
    if (It == Edited->end())
      return false;
    unsigned Offset = It->second.userOffset(SM.getFileOffset(Spelling));
    return StringRef(It->second.UserText).substr(Offset).starts_with("mutable");
  }

  /// Hands \p Out back to the parser. Re-injected tokens bypass the token
  /// watcher, so the history records them here: the next restrict(...)
  /// must see what precedes it.
  void reinject(Preprocessor &PP, ArrayRef<Token> Out) {
    for (const Token &T : Out)
      Syntax->push(T);
    auto Stream = std::make_unique<Token[]>(Out.size());
    std::copy(Out.begin(), Out.end(), Stream.get());
    PP.EnterTokenStream(std::move(Stream), Out.size(),
                        /*DisableMacroExpansion=*/true,
                        /*IsReinject=*/true);
  }

  std::shared_ptr<RestrictSyntax> Syntax;
  /// The files the parse reads prepared (SourcePreparer's swaps).
  std::shared_ptr<const EditedFiles> Edited;
  std::shared_ptr<TrailingReturnRestriction> Trailing;
};

} // namespace

void RestrictSyntax::push(const Token &T) {
  // A bounded history: the left context of a declarator is short.
  if (Tokens.size() == 512)
    Tokens.erase(Tokens.begin(), Tokens.begin() + 256);
  Tokens.push_back(T);
}

bool RestrictSyntax::isNameList(ArrayRef<Token> Args) {
  // `amp`, `cpu`, or a misspelling to report.
  for (size_t I = 0; I < Args.size(); ++I)
    if (!(I % 2 == 0 ? Args[I].is(tok::identifier) : Args[I].is(tok::comma)))
      return false;
  return Args.empty() || Args.size() % 2 == 1;
}

std::optional<Misplacement>
RestrictSyntax::misplacement(ArrayRef<Token> Args) const {
  size_t Last = previousIndex(Tokens);
  if (!isNameList(Args) || Last == Tokens.size())
    return std::nullopt;
  if (followsTrailingReturn(Tokens, Last))
    return Misplacement::AfterTrailingReturn;
  // The cv and ref qualifiers of a member function pointer's type.
  size_t Close = Last;
  while (Close > 0 && Tokens[Close].isOneOf(tok::kw_const, tok::kw_volatile))
    --Close;
  const Token &Before = Tokens[Close];
  if (Before.is(tok::kw_noexcept))
    return Misplacement::AfterExceptionSpec;
  if (Before.is(tok::identifier) && Close > 0 &&
      Tokens[Close - 1].isOneOf(tok::star, tok::amp, tok::ampamp))
    return Misplacement::NotADeclarator; // `F *f restrict(cpu);`
  if (!Before.is(tok::r_paren))
    return std::nullopt;
  size_t Open = openingParen(Tokens, Close);
  if (Open == Tokens.size() || Open == 0)
    return std::nullopt;
  const Token &Ahead = Tokens[Open - 1];
  if (Ahead.isOneOf(tok::kw_throw, tok::kw_noexcept))
    return Misplacement::AfterExceptionSpec;
  if (Ahead.is(tok::r_paren) && listsAmp(Args)) {
    size_t Inner = openingParen(Tokens, Open - 1);
    if (Inner != Tokens.size() && isPointerDeclarator(Tokens, Inner, Open - 1))
      return Misplacement::FunctionPointer;
  }
  // `S s((int) restrict(cpu) x)`: the parentheses are a cast's (not the
  // parameters of `operator=`, `operator,`).
  if (Ahead.isOneOf(tok::l_paren, tok::comma, tok::equal, tok::kw_return) &&
      !(Open >= 2 && Tokens[Open - 2].is(tok::kw_operator)))
    return Misplacement::NotADeclarator;
  // `S s((int)x) restrict(cpu);`: no parameter declaration begins with `(`
  // or a literal, so these are an object's initializer.
  if (Open + 1 < Close &&
      (Tokens[Open + 1].is(tok::l_paren) || Tokens[Open + 1].isLiteral()))
    return Misplacement::NotADeclarator;
  return std::nullopt;
}

bool RestrictSyntax::isSpecifierHere(ArrayRef<Token> Args) const {
  if (!isNameList(Args))
    return false;
  const Token *Before = previousToken(Tokens);
  return Before && Before->isOneOf(tok::r_paren, tok::r_square, tok::kw_mutable,
                                   tok::kw_const, tok::kw_volatile, tok::amp,
                                   tok::ampamp);
}

std::shared_ptr<const RestrictSyntax>
installRestrictPlacement(Preprocessor &PP,
                         std::shared_ptr<const EditedFiles> Edited,
                         std::function<Sema *()> CurrentSema) {
  auto Syntax = std::make_shared<RestrictSyntax>();
  auto Trailing =
      std::make_shared<TrailingReturnRestriction>(std::move(CurrentSema));
  PP.setTokenWatcher([Syntax, Trailing](const Token &T) {
    Syntax->push(T);
    Trailing->onToken();
  });
  PP.AddPragmaHandler(
      new RestrictPragma(Syntax, std::move(Edited), std::move(Trailing)));
  return Syntax;
}

} // namespace amp2hip
