//===- KeywordsInclude.cpp ------------------------------------------------===//

#include "parse/KeywordsInclude.h"
#include "parse/PermissiveText.h"

#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Whether \p Text spells a keyword that <amp2hip/msvc/keywords.h> defines
/// (outside comments and string literals).
bool spellsVisualCppKeyword(StringRef Text) {
  LangOptions Opts;
  Opts.CPlusPlus = 1;
  Lexer Raw(SourceLocation(), Opts, Text.begin(), Text.begin(), Text.end());
  Token Tok;
  while (!Raw.LexFromRawLexer(Tok))
    if (Tok.is(tok::raw_identifier) &&
        llvm::StringSwitch<bool>(Tok.getRawIdentifier())
            .Cases("__declspec", "__forceinline", "__stdcall", "_stdcall",
                   "__cdecl", "_cdecl", "__fastcall", true)
            .Default(false))
      return true;
  return false;
}

/// Whether \p Text includes <amp.h> (which includes the keywords) or the
/// keywords' header itself, as written or as translated.
bool includesKeywords(StringRef Text) {
  static const llvm::Regex Include(
      "^[ \t]*#[ \t]*include[ \t]*[<\"](amp2hip/)?(amp\\.h|msvc/keywords\\.h)"
      "[>\"]",
      llvm::Regex::IgnoreCase | llvm::Regex::Newline);
  return Include.match(Text);
}

} // namespace

void KeywordsInclude::FileChanged(SourceLocation Loc, FileChangeReason Reason,
                                  SrcMgr::CharacteristicKind FileType,
                                  FileID PrevFID) {
  if (Reason != EnterFile || !Loc.isFileID() || !TC.isRewritable(Loc))
    return;
  FileID FID = TC.SM.getFileID(Loc);
  if (!Seen.insert(FID).second)
    return;
  StringRef Text = TC.buffer(Loc);
  if (includesKeywords(Text) || !spellsVisualCppKeyword(Text))
    return;
  TC.edits(Loc).insert(beforeFirstInclude(Text),
                       ("#include <" + KeywordsHeader + ">\n").str());
  TC.stats(Loc).add(MappingId::VisualCppKeywords);
}

} // namespace amp2hip
