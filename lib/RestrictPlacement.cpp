//===- RestrictPlacement.cpp ----------------------------------------------===//

#include "RestrictPlacement.h"

#include "clang/Lex/Pragma.h"
#include "clang/Lex/Token.h"

#include <deque>
#include <memory>

using namespace clang;

namespace amp2hip {

namespace {

/// The last tokens the parser received: enough to tell whether a
/// restrict(...) follows a lambda's parameter list.
struct TokenHistory {
  std::deque<Token> Tokens;
  void push(const Token &T) {
    Tokens.push_back(T);
    if (Tokens.size() > 256)
      Tokens.pop_front();
  }
};

static bool isPragmaToken(const Token &T) {
  return T.is(tok::eod) ||
         (T.is(tok::identifier) &&
          T.getIdentifierInfo()->getName() == "amp2hip_restrict");
}

/// The last token the parser received before the restrict(...).
static const Token *previousToken(const std::deque<Token> &H) {
  for (auto It = H.rbegin(); It != H.rend(); ++It)
    if (!isPragmaToken(*It))
      return &*It;
  return nullptr;
}

/// True when the tokens before the restrict(...) end with a lambda's
/// `[...](...)` plus qualifiers.
static bool followsLambdaParameters(const std::deque<Token> &H) {
  int I = static_cast<int>(H.size()) - 1;
  // The pragma's own tokens, and what may stand between `)` and restrict.
  while (I >= 0 && (isPragmaToken(H[I]) || H[I].is(tok::kw_mutable) ||
                    H[I].is(tok::kw_const) || H[I].is(tok::kw_volatile) ||
                    H[I].is(tok::amp) || H[I].is(tok::ampamp)))
    --I;
  if (I < 0 || !H[I].is(tok::r_paren))
    return false;
  int Depth = 0;
  for (; I >= 0; --I) {
    if (H[I].is(tok::r_paren))
      ++Depth;
    else if (H[I].is(tok::l_paren) && --Depth == 0)
      break;
  }
  return I > 0 && H[I - 1].is(tok::r_square);
}

class RestrictPragma : public PragmaHandler {
public:
  explicit RestrictPragma(std::shared_ptr<TokenHistory> History)
      : PragmaHandler("amp2hip_restrict"), History(std::move(History)) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer, Token &First) override {
    bool Lambda = followsLambdaParameters(History->Tokens);
    // `[](int x) mutable restrict(amp)`: Clang takes no attribute after
    // `mutable`. A HIP lambda is __host__ __device__ anyway; the restriction
    // itself is recorded from the source (PreprocessorRecorder).
    const Token *Before = previousToken(History->Tokens);
    bool Drop = Lambda && Before && Before->is(tok::kw_mutable);
    Token Tok = First;
    while (Tok.isNot(tok::eod) && Tok.isNot(tok::eof))
      PP.Lex(Tok);
    // The attributes the macro expands to: __attribute__((...)) ...
    SmallVector<Token, 16> Attrs, Tail;
    PP.Lex(Tok);
    while (Tok.is(tok::kw___attribute)) {
      Attrs.push_back(Tok);
      int Depth = 0;
      do {
        PP.Lex(Tok);
        Attrs.push_back(Tok);
        if (Tok.is(tok::l_paren))
          ++Depth;
        else if (Tok.is(tok::r_paren))
          --Depth;
      } while (Depth > 0 && Tok.isNot(tok::eof));
      PP.Lex(Tok);
    }
    // The rest of the declarator, up to what ends it (kept in the stream).
    bool Reorder = false;
    int Depth = 0;
    for (;; PP.Lex(Tok)) {
      if (Tok.is(tok::eof) || Tok.is(tok::annot_pragma_unused))
        break;
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
      if (Depth == 0 &&
          Tok.isOneOf(tok::kw_throw, tok::kw_noexcept, tok::arrow))
        Reorder = true;
      Tail.push_back(Tok);
    }
    SmallVector<Token, 32> Out;
    if (Drop) {
      Out.append(Tail.begin(), Tail.end());
    } else if (Reorder && !Lambda) {
      Out.append(Tail.begin(), Tail.end());
      Out.append(Attrs.begin(), Attrs.end());
    } else {
      Out.append(Attrs.begin(), Attrs.end());
      Out.append(Tail.begin(), Tail.end());
    }
    Out.push_back(Tok); // the token that ends the declarator
    auto Stream = std::make_unique<Token[]>(Out.size());
    std::copy(Out.begin(), Out.end(), Stream.get());
    PP.EnterTokenStream(std::move(Stream), Out.size(),
                        /*DisableMacroExpansion=*/true,
                        /*IsReinject=*/true);
  }

private:
  std::shared_ptr<TokenHistory> History;
};

} // namespace

void installRestrictPlacement(Preprocessor &PP) {
  auto History = std::make_shared<TokenHistory>();
  PP.setTokenWatcher([History](const Token &T) { History->push(T); });
  PP.AddPragmaHandler(new RestrictPragma(History));
}

} // namespace amp2hip
