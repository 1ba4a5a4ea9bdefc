//===- PreprocessorRecorder.cpp -------------------------------------------===//

#include "parse/PreprocessorRecorder.h"
#include "parse/KeywordsInclude.h"
#include "parse/PermissiveFixes.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/MacroArgs.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace amp2hip {

static bool isRestrictMacro(const MacroInfo *MI, StringRef Name) {
  return Name == "restrict" && MI && MI->isFunctionLike();
}

void PreprocessorRecorder::parseRestrictions(CharSourceRange Range,
                                             RestrictUse &Use) {
  StringRef Text = TC.text(Range);
  size_t Open = Text.find('('), Close = Text.rfind(')');
  if (Open == StringRef::npos || Close == StringRef::npos || Close < Open)
    return;
  SmallVector<StringRef, 4> Parts;
  Text.slice(Open + 1, Close).split(Parts, ',');
  for (StringRef Part : Parts)
    addRestriction(Part.trim(), Use);
}

void PreprocessorRecorder::addRestriction(StringRef Name, RestrictUse &Use,
                                          unsigned Depth) {
  if (Name == "amp") {
    Use.Amp = true;
    return;
  }
  if (Name == "cpu") {
    Use.Cpu = true;
    return;
  }
  // `restrict(AMP_RESTRICTION)` with -DAMP_RESTRICTION=cpu,amp: the
  // parse reads the macro's expansion (RestrictPlacement), so does this.
  const MacroInfo *MI = nullptr;
  if (Depth < 8 && !Name.empty() && isAsciiIdentifierStart(Name.front()))
    if (IdentifierInfo *II = PP.getIdentifierInfo(Name);
        II->hasMacroDefinition())
      MI = PP.getMacroInfo(II);
  if (!MI || MI->isFunctionLike()) {
    if (Use.Unknown.empty())
      Use.Unknown = Name.str();
    return;
  }
  for (const Token &T : MI->tokens()) {
    if (T.is(tok::comma))
      continue;
    if (!T.getIdentifierInfo()) {
      if (Use.Unknown.empty())
        Use.Unknown = Name.str();
      continue;
    }
    addRestriction(T.getIdentifierInfo()->getName(), Use, Depth + 1);
  }
}

/// The tokens between the parentheses of a `restrict(...)` expansion.
static SmallVector<Token, 8> argumentTokens(const MacroArgs *Args) {
  SmallVector<Token, 8> Tokens;
  if (!Args)
    return Tokens;
  for (unsigned I = 0; I < Args->getNumMacroArguments(); ++I)
    for (const Token *T = Args->getUnexpArgument(I); T->isNot(tok::eof); ++T)
      Tokens.push_back(*T);
  return Tokens;
}

/// The diagnostic for a restriction specifier where C++ AMP has no place
/// for one, and the place (%1) where that row says which.
static std::pair<DiagId, llvm::StringRef> misplacedDiagnostic(Misplacement M) {
  switch (M) {
  case Misplacement::AfterExceptionSpec:
    return {DiagId::MisplacedRestrict, "after the exception specification"};
  case Misplacement::AfterTrailingReturn:
    return {DiagId::MisplacedRestrict, "after the trailing return type"};
  case Misplacement::BeforeMutable:
    return {DiagId::MisplacedRestrict, "before 'mutable'"};
  case Misplacement::FunctionPointer:
    return {DiagId::RestrictedFunctionPointer, ""};
  case Misplacement::NotADeclarator:
    return {DiagId::RestrictNotOnFunction, ""};
  }
  llvm_unreachable("every misplacement has its diagnostic");
}

void settleRestrictUses(TranslationContext &TC, const RestrictSyntax &Syntax) {
  llvm::DenseSet<SourceLocation> Misplaced;
  for (const MisplacedRestrict &M : Syntax.misplaced()) {
    Misplaced.insert(M.Loc);
    SourceLocation At = TC.SM.getExpansionLoc(M.Loc);
    if (TC.SM.isInSystemHeader(At))
      continue;
    auto [Id, Place] = misplacedDiagnostic(M.Kind);
    TC.report(At, Id) << M.Restrictions << Place;
  }
  llvm::erase_if(TC.RestrictUses, [&](const RestrictUse &Use) {
    if (Syntax.isName(Use.NameLoc) || Misplaced.contains(Use.NameLoc))
      return true;
    if (Use.Unknown.empty())
      return false;
    TC.report(Use.Range.getBegin(), DiagId::UnknownRestriction) << Use.Unknown;
    return true;
  });
}

void PreprocessorRecorder::noteAmpInHeader(SourceLocation Loc) {
  SourceManager &SM = TC.SM;
  SourceLocation Spelling = SM.getSpellingLoc(Loc);
  if (SM.isInSystemHeader(Spelling) ||
      TC.isRewritableFile(SM.getFileID(Spelling)))
    return;
  FileID FID = SM.getFileID(Spelling);
  if (!WarnedHeaders.insert(FID).second)
    return;
  OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
  SourceLocation IncludedAt = SM.getIncludeLoc(FID);
  TC.report(IncludedAt.isValid() ? IncludedAt : Spelling, DiagId::AmpInHeader)
      << (File ? File->getName() : StringRef("<unknown>"));
}

/// True when \p T is the identifier or keyword \p Name.
static bool isWord(const Token &T, StringRef Name) {
  const IdentifierInfo *II = T.getIdentifierInfo();
  return II && II->getName() == Name;
}

void PreprocessorRecorder::MacroExpands(const Token &MacroNameTok,
                                        const MacroDefinition &MD,
                                        SourceRange Range,
                                        const MacroArgs *Args) {
  const IdentifierInfo *II = MacroNameTok.getIdentifierInfo();
  if (!II)
    return;
  StringRef Name = II->getName();
  SourceLocation Loc = MacroNameTok.getLocation();
  if (const MacroInfo *MI = MD.getMacroInfo();
      MI && TC.isRewritable(MI->getDefinitionLoc()) &&
      TC.isRewritable(TC.SM.getExpansionLoc(Loc)))
    TC.MacroUses.push_back({TC.SM.getExpansionLoc(Loc), MI});
  bool IsTileStatic = Name == "tile_static";
  if (!IsTileStatic && !isRestrictMacro(MD.getMacroInfo(), Name))
    return;
  // `int restrict(int a)`: `restrict` as a name (checked again by the parse).
  if (!IsTileStatic && !RestrictSyntax::isNameList(argumentTokens(Args)))
    return;
  if (IsTileStatic)
    TC.TileStaticUses.push_back(TC.SM.getFileLoc(Loc));

  if (!TC.isRewritable(Loc)) {
    // Spelled in a header, or inside another macro's body. A macro body in
    // the main file is rewritten at its definition (MacroDefined); its use
    // is recorded here so that the declarator rewrite can move it.
    SourceLocation Spelling = TC.SM.getSpellingLoc(Loc);
    if (!TC.isRewritableFile(TC.SM.getFileID(Spelling)) &&
        !(Loc.isMacroID() &&
          TC.isRewritable(TC.SM.getExpansionRange(Loc).getBegin()))) {
      noteAmpInHeader(Loc);
      return;
    }
    // From here on: a macro whose body is in this file, or one defined in a
    // header that is translated on its own (`#define __GPU_ONLY restrict(amp)`
    // in a library's header) used here: either way the use moves.
    if (IsTileStatic || !Loc.isMacroID())
      return;
    CharSourceRange Outer = TC.SM.getExpansionRange(Loc);
    if (!TC.isRewritable(Outer.getBegin()))
      return;
    // Inside a function-like macro (a lambda in `LAUNCH(e, body)`'s
    // definition) the restriction is rewritten at the definition; only a
    // macro that stands for a restriction (`#define GPU restrict(amp)`)
    // moves with its declarator.
    if (TC.text(Outer).contains('('))
      return;
    // So is an object-like macro that holds a whole declaration
    // (`#define DEFINE_F int f() restrict(amp) {...}`).
    if (const MacroInfo *OuterMI =
            PP.getMacroInfo(PP.getIdentifierInfo(TC.text(Outer)));
        OuterMI && OuterMI->getNumTokens() > 0 &&
        !isWord(OuterMI->getReplacementToken(0), "restrict") &&
        TC.isRewritable(OuterMI->getDefinitionLoc()))
      return;
    RestrictUse Use;
    parseRestrictions(
        CharSourceRange::getTokenRange(TC.SM.getSpellingLoc(Range.getBegin()),
                                       TC.SM.getSpellingLoc(Range.getEnd())),
        Use);
    Use.NameLoc = Loc;
    Use.Range = Outer;
    Use.MacroName = TC.text(Outer).str();
    // One macro use can expand to several restrict()s only in contrived code;
    // record it once.
    for (const RestrictUse &Other : TC.RestrictUses)
      if (Other.Range.getBegin() == Outer.getBegin())
        return;
    TC.RestrictUses.push_back(std::move(Use));
    return;
  }

  if (IsTileStatic) {
    TC.replace(CharSourceRange::getTokenRange(Loc, Loc), "__shared__");
    TC.stats(Loc).add(MappingId::TileStatic);
    return;
  }
  RestrictUse Use;
  Use.Range = CharSourceRange::getTokenRange(Range);
  Use.NameLoc = Loc;
  parseRestrictions(Use.Range, Use);
  TC.RestrictUses.push_back(std::move(Use));
}

/// In a macro's body, the index of the first token of the declaration that
/// the restriction at \p At belongs to: the token after the last `;`, `{`,
/// `}`, access specifier's `:` or template header's `>` before it, or the
/// body's first token. Nothing when the restriction is inside parentheses
/// the body does not open.
static std::optional<size_t> declarationStartInMacro(ArrayRef<Token> Tokens,
                                                     size_t At) {
  int Depth = 0;
  for (size_t I = At; I-- > 0;) {
    const Token &T = Tokens[I];
    if (T.isOneOf(tok::r_paren, tok::r_square)) {
      ++Depth;
      continue;
    }
    if (T.isOneOf(tok::l_paren, tok::l_square)) {
      if (--Depth < 0)
        return std::nullopt;
      continue;
    }
    if (Depth > 0)
      continue;
    if (T.isOneOf(tok::semi, tok::l_brace, tok::r_brace))
      return I + 1;
    if (T.is(tok::colon) && I > 0 &&
        (isWord(Tokens[I - 1], "public") || isWord(Tokens[I - 1], "private") ||
         isWord(Tokens[I - 1], "protected")))
      return I + 1;
    // `template <typename T> T f(T x) restrict(amp)`: the specifier goes
    // after the template header (not `vector<int> f()`, `operator>`).
    if (T.is(tok::greater) && !(I > 0 && isWord(Tokens[I - 1], "operator"))) {
      int Angles = 0;
      for (size_t J = I + 1; J-- > 0;) {
        if (Tokens[J].is(tok::greater))
          ++Angles;
        else if (Tokens[J].is(tok::greatergreater))
          Angles += 2;
        else if (Tokens[J].is(tok::less) && --Angles == 0) {
          if (J > 0 && isWord(Tokens[J - 1], "template"))
            return I + 1;
          break;
        }
      }
    }
  }
  return 0;
}

/// Removes a `restrict(...)` from a macro's body with the blank before it.
void PreprocessorRecorder::removeFromMacroBody(CharSourceRange Range) {
  SourceLocation Begin = Range.getBegin();
  StringRef Buffer = TC.buffer(Begin);
  unsigned Offset = TC.offset(Begin);
  if (Offset > 0 && (Buffer[Offset - 1] == ' ' || Buffer[Offset - 1] == '\t'))
    Range.setBegin(Begin.getLocWithOffset(-1));
  TC.replace(Range, "");
}

void PreprocessorRecorder::MacroDefined(const Token &MacroNameTok,
                                        const MacroDirective *MD) {
  const MacroInfo *MI = MD->getMacroInfo();
  if (!MI || !TC.isRewritable(MacroNameTok.getLocation()))
    return;
  ArrayRef<Token> Tokens = MI->tokens();
  for (size_t I = 0; I < Tokens.size(); ++I) {
    const IdentifierInfo *II = Tokens[I].getIdentifierInfo();
    if (!II)
      continue;
    SourceLocation Begin = Tokens[I].getLocation();
    if (II->getName() == "tile_static") {
      TC.replace(CharSourceRange::getTokenRange(Begin, Begin), "__shared__");
      TC.stats(Begin).add(MappingId::TileStatic);
      continue;
    }
    if (II->getName() != "restrict" || I + 1 >= Tokens.size() ||
        !Tokens[I + 1].is(tok::l_paren))
      continue;
    size_t Close = I + 1;
    while (Close < Tokens.size() && !Tokens[Close].is(tok::r_paren))
      ++Close;
    if (Close == Tokens.size())
      continue;
    RestrictUse Use;
    CharSourceRange Range =
        CharSourceRange::getTokenRange(Begin, Tokens[Close].getLocation());
    parseRestrictions(Range, Use);
    if (!Use.Unknown.empty()) {
      TC.report(Begin, DiagId::UnknownRestriction) << Use.Unknown;
      continue;
    }
    TC.stats(Begin).add(Use.mappingId());
    // A lambda in the body: its space goes after the introducer, where nvcc
    // takes one (an extended lambda, nvcc --extended-lambda).
    if (size_t Intro = lambdaIntroducerBefore(Tokens, I);
        Intro != Tokens.size()) {
      TC.replace(Range, "");
      if (Use.Amp) {
        // `[&]`: nvcc's extended lambdas capture nothing by reference; a
        // restrict(amp) lambda's by-reference captures could not reach the
        // GPU either.
        if (Intro >= 2 && Tokens[Intro - 1].is(tok::amp) &&
            Tokens[Intro - 2].is(tok::l_square))
          TC.replace(
              CharSourceRange::getTokenRange(Tokens[Intro - 1].getLocation()),
              "=");
        TC.insert(Tokens[Intro].getLocation().getLocWithOffset(1),
                  " " + Use.hipSpecifier() + " ");
      }
      I = Close;
      continue;
    }
    // A function declared in a macro's body (`#define OP(T) T operator+(T
    // a, T b) restrict(amp, cpu) {...}`): nvcc takes no
    // execution space after the parameter list, so it moves to the start of
    // the declaration in the body. Otherwise (an object-like macro that
    // stands for a restriction) the definition is rewritten in place, and the
    // uses are moved in front of their declarations when they are attached
    // (RestrictRewriter).
    std::optional<size_t> Start = declarationStartInMacro(Tokens, I);
    if (Start && *Start < I) {
      removeFromMacroBody(Range);
      if (!Use.hipSpecifier().empty())
        TC.insert(Tokens[*Start].getLocation(), Use.hipSpecifier() + " ");
    } else {
      TC.replace(Range, Use.hipSpecifier().empty() ? "" : Use.hipSpecifier());
    }
    I = Close;
  }
}

void PreprocessorRecorder::FileChanged(SourceLocation Loc,
                                       FileChangeReason Reason,
                                       SrcMgr::CharacteristicKind FileType,
                                       FileID PrevFID) {
  // Every user header the translation unit enters gets a result, so that
  // each one is written once, translated or not.
  if (Reason != EnterFile)
    return;
  FileID FID = TC.SM.getFileID(TC.SM.getExpansionLoc(Loc));
  if (TC.isRewritableFile(FID))
    TC.Files[FID];
}

void PreprocessorRecorder::InclusionDirective(
    SourceLocation HashLoc, const Token &IncludeTok, StringRef FileName,
    bool IsAngled, CharSourceRange FilenameRange, OptionalFileEntryRef File,
    StringRef SearchPath, StringRef RelativePath, const Module *SuggestedModule,
    bool ModuleImported, SrcMgr::CharacteristicKind FileType) {
  if (!TC.AmpHeaderIncluded.isValid() && File &&
      File->getName().contains("amp2hip/parse/amp"))
    TC.AmpHeaderIncluded = HashLoc;
  if (TC.isRewritable(HashLoc) && FileName.starts_with("amp2hip/") &&
      FileName != LvalueHeader && FileName != KeywordsHeader)
    TC.file(HashLoc).AlreadyTranslated = true;
  for (const MappingInfo &M : allMappings()) {
    if (M.Kind != MappingKind::Include || M.AmpSpelling != FileName)
      continue;
    // A header left as it is keeps `<amp.h>`, which hipcc and nvcc do not
    // have: its C++ AMP code is reported.
    if (!TC.isRewritable(HashLoc))
      return noteAmpInHeader(HashLoc);
    TC.replace(FilenameRange, ("<" + M.HipSpelling + ">").str());
    TC.stats(HashLoc).add(M.Id);
    return;
  }
}

} // namespace amp2hip
