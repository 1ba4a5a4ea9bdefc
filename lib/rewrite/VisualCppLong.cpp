//===- VisualCppLong.cpp --------------------------------------------------===//

#include "rewrite/VisualCppLong.h"

#include "foundation/EditedFiles.h"
#include "foundation/VisualCppSpellings.h"

#include "clang/AST/FormatString.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Basic/TargetInfo.h"

#include <algorithm>

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {

/// Writes the output's spelling of each VisualCppLong mapping the parse
/// read in \p FID; returns how many and where the first is.
std::pair<unsigned, unsigned>
writeSpellings(StringRef Parsed, const EditedFile &User, FileState &State) {
  unsigned Count = 0, First = ~0u;
  auto Write = [&](const MappingInfo &M, bool Blank) {
    for (unsigned At : User.find(Parsed, visualCppLongParseSpelling(M, Blank),
                                 M.AmpSpelling)) {
      unsigned Length = M.AmpSpelling.size();
      if (Blank) // the `long` goes, with the blanks after it
        Length = std::min(Parsed.find_first_not_of(" \t", At + Length),
                          Parsed.size()) -
                 At;
      State.Edits.replace(At, Length, Blank ? "" : M.HipSpelling);
      State.Stats.add(M.Id);
      ++Count;
      First = std::min(First, At);
    }
  };
  for (const MappingInfo &M : allMappings()) {
    if (M.Kind != MappingKind::VisualCppLong)
      continue;
    Write(M, /*Blank=*/false);
    if (M.Id == MappingId::LongType) // only a `long` is read as blanks
      Write(M, /*Blank=*/true);
  }
  return {Count, First};
}

/// printf's and scanf's `l` before an integer conversion whose argument is
/// (now) an int, or a pointer to one: the `l` goes.
class LongFormats : public analyze_format_string::FormatStringHandler {
public:
  LongFormats(const CallExpr &Call, unsigned FirstArg,
              const StringLiteral &Format, TranslationContext &TC,
              const ASTContext &Ctx)
      : Call(Call), FirstArg(FirstArg), Format(Format), TC(TC), Ctx(Ctx) {}

  bool HandlePrintfSpecifier(const analyze_printf::PrintfSpecifier &FS,
                             const char *, unsigned,
                             const TargetInfo &) override {
    dropLong(FS, /*Pointer=*/false);
    return true;
  }
  bool HandleScanfSpecifier(const analyze_scanf::ScanfSpecifier &FS,
                            const char *, unsigned) override {
    dropLong(FS, /*Pointer=*/true);
    return true;
  }

private:
  template <typename Specifier>
  void dropLong(const Specifier &FS, bool Pointer) {
    const analyze_format_string::LengthModifier &LM = FS.getLengthModifier();
    if (LM.getKind() != analyze_format_string::LengthModifier::AsLong ||
        !FS.getConversionSpecifier().isAnyIntArg() ||
        !FS.consumesDataArgument())
      return;
    unsigned Index = FirstArg + FS.getArgIndex();
    if (Index >= Call.getNumArgs())
      return;
    QualType T = Call.getArg(Index)->IgnoreImpCasts()->getType();
    if (Pointer) {
      if (!T->isPointerType())
        return;
      T = T->getPointeeType();
    }
    if (!T->isSpecificBuiltinType(BuiltinType::Int) &&
        !T->isSpecificBuiltinType(BuiltinType::UInt))
      return;
    unsigned Byte = LM.getStart() - Format.getString().data();
    SourceLocation Loc = Format.getLocationOfByte(
        Byte, TC.SM, Ctx.getLangOpts(), Ctx.getTargetInfo());
    if (TC.isRewritable(Loc) && TC.edited(TC.SM.getFileID(Loc)))
      TC.edits(Loc).replace(TC.offset(Loc), 1, "");
  }

  const CallExpr &Call;
  unsigned FirstArg; ///< index of the first data argument
  const StringLiteral &Format;
  TranslationContext &TC;
  const ASTContext &Ctx;
};

/// The format strings of printf-like and scanf-like calls.
void writeFormats(TranslationContext &TC, ASTContext &Ctx) {
  auto Calls = match(
      callExpr(callee(functionDecl(hasAttr(attr::Format)))).bind("call"), Ctx);
  for (const BoundNodes &Bound : Calls) {
    const auto *Call = Bound.getNodeAs<CallExpr>("call");
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      continue;
    for (const FormatAttr *A : Callee->specific_attrs<FormatAttr>()) {
      StringRef Kind = A->getType()->getName();
      bool Scanf = Kind == "scanf";
      if (!Scanf && Kind != "printf")
        continue;
      // The attribute counts from 1, and from `this` for a member function
      // that has one (as Sema does: a static member has none).
      const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
      unsigned Shift = Method && Method->isInstance() ? 2 : 1;
      unsigned FormatIndex = A->getFormatIdx() - Shift;
      if (A->getFirstArg() == 0 || FormatIndex >= Call->getNumArgs())
        continue;
      const auto *Format = dyn_cast<StringLiteral>(
          Call->getArg(FormatIndex)->IgnoreParenImpCasts());
      if (!Format || !Format->isOrdinary())
        continue;
      LongFormats Handler(*Call, A->getFirstArg() - Shift, *Format, TC, Ctx);
      StringRef Text = Format->getString();
      if (Scanf)
        analyze_format_string::ParseScanfString(Handler, Text.begin(),
                                                Text.end(), Ctx.getLangOpts(),
                                                Ctx.getTargetInfo());
      else
        analyze_format_string::ParsePrintfString(
            Handler, Text.begin(), Text.end(), Ctx.getLangOpts(),
            Ctx.getTargetInfo(), /*isFreeBSDKPrintf=*/false);
    }
  }
}

} // namespace

void writeVisualCppLong(TranslationContext &TC, ASTContext &Ctx) {
  bool Any = false;
  for (auto &[FID, State] : TC.Files) {
    const EditedFile *User = TC.edited(FID);
    if (!User)
      continue; // the parse read the user's own text: no long was read as int
    auto [Count, First] =
        writeSpellings(TC.SM.getBufferData(FID), *User, State);
    if (!Count)
      continue;
    Any = true;
    TC.report(TC.SM.getLocForStartOfFile(FID).getLocWithOffset(First),
              DiagId::VisualCppLong)
        << Count;
  }
  if (Any)
    writeFormats(TC, Ctx);
}

} // namespace amp2hip
