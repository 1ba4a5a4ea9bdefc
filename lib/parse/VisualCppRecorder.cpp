//===- VisualCppRecorder.cpp ----------------------------------------------===//

#include "parse/VisualCppRecorder.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Token.h"
#include "clang/Sema/DeclSpec.h"
#include "clang/Sema/TypoCorrection.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace clang;

namespace amp2hip {

std::string visualCppCompatDir(const TranslateOptions &Options) {
  std::string Dir = Options.RuntimeIncludeDir + "/amp2hip/msvc";
  SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Dir, Real))
    return std::string(Real);
  return Dir;
}

void VisualCppUse::reportUncovered(TranslationContext &TC) const {
  if (Includes.empty())
    return;
  std::string Names;
  for (const auto &[Name, Loc] : Undeclared) {
    if (!TC.isRewritable(Loc))
      continue;
    Names += (Names.empty() ? "'" : ", '") + Name + "'";
  }
  if (Names.empty())
    return;
  const Include &First = Includes.front();
  TC.report(First.Loc, DiagId::VisualCppHeader)
      << First.Written << First.Compat << Names;
}

bool VisualCppRecorder::forwardsToLayer(SrcMgr::CharacteristicKind FileType,
                                        StringRef Name) const {
  // Clang's own <intrin.h> only forwards (#include_next) to the next one off
  // Windows, which is the layer's: the output names the layer's, which
  // hipcc and nvcc find.
  return FileType != SrcMgr::C_User && Name.equals_insensitive("intrin.h") &&
         llvm::sys::fs::exists(CompatDir + "/intrin.h");
}

void VisualCppRecorder::InclusionDirective(
    SourceLocation HashLoc, const Token &IncludeTok, StringRef FileName,
    bool IsAngled, CharSourceRange FilenameRange, OptionalFileEntryRef File,
    StringRef SearchPath, StringRef RelativePath, const Module *SuggestedModule,
    bool ModuleImported, SrcMgr::CharacteristicKind FileType) {
  // Only an include the compatibility layer answered: a real header of the
  // name (the project's stdafx.h) is the program's own. The runtime's own
  // headers include the layer too (system headers: never the user's).
  if (!File || TC.SM.isInSystemHeader(HashLoc))
    return;
  // The header's path under the layer (`wrl/client.h`; Visual C++ programs
  // write `wrl\client.h`, which the case-folding file system found).
  std::string Path = File->getName().str();
  std::replace(Path.begin(), Path.end(), '\\', '/');
  SmallString<256> Dir;
  if (llvm::sys::fs::real_path(llvm::sys::path::parent_path(Path), Dir))
    return;
  std::string Name;
  if (Dir == CompatDir || Dir.starts_with(CompatDir + "/")) {
    Name = Dir.substr(CompatDir.size()).str();
    if (!Name.empty())
      Name = Name.substr(1) + "/";
    Name += llvm::sys::path::filename(Path);
  } else if (forwardsToLayer(FileType, llvm::sys::path::filename(FileName))) {
    Name = llvm::sys::path::filename(FileName).str();
  } else {
    return;
  }
  for (const MappingInfo &M : allMappings()) {
    if (M.Kind != MappingKind::VisualCppInclude ||
        !StringRef(Name).equals_insensitive(M.AmpSpelling))
      continue;
    // A user header that is not written keeps `<tchar.h>`, which the
    // compile would not find: no translation rather than one that does not
    // build.
    if (!TC.isRewritable(HashLoc)) {
      OptionalFileEntryRef Header =
          TC.SM.getFileEntryRefForID(TC.SM.getFileID(HashLoc));
      TC.report(FilenameRange.getBegin(), DiagId::VisualCppHeaderKept)
          << llvm::sys::path::filename(Header ? Header->getName() : "")
          << FileName << M.HipSpelling;
      return;
    }
    TC.replace(FilenameRange, ("<" + M.HipSpelling + ">").str());
    TC.stats(HashLoc).add(M.Id);
    Use->Includes.push_back(
        {FilenameRange.getBegin(), FileName.str(), M.HipSpelling.str()});
    return;
  }
}

void VisualCppRecorder::MacroExpands(const Token &MacroNameTok,
                                     const MacroDefinition &MD,
                                     SourceRange Range, const MacroArgs *Args) {
  const IdentifierInfo *II = MacroNameTok.getIdentifierInfo();
  SourceLocation Loc = MacroNameTok.getLocation();
  if (!II || II->getName() != "_tmain" || !TC.isRewritable(Loc))
    return;
  // main, or wmain under _UNICODE (<tchar.h>'s choice, as Visual C++'s);
  // EntryPointRewriter adds the main that calls a wmain.
  const MacroInfo *Info = MD.getMacroInfo();
  StringRef Entry =
      Info && Info->getNumTokens() == 1 &&
              Info->getReplacementToken(0).is(tok::identifier)
          ? Info->getReplacementToken(0).getIdentifierInfo()->getName()
          : "main";
  TC.replace(CharSourceRange::getTokenRange(Loc, Loc), Entry);
  TC.stats(Loc).add(MappingId::TMain);
  TC.report(Loc, DiagId::VisualCppEntryPoint) << II->getName() << Entry;
}

TypoCorrection UndeclaredNames::CorrectTypo(
    const DeclarationNameInfo &Typo, int LookupKind, Scope *S, CXXScopeSpec *SS,
    CorrectionCandidateCallback &CCC, DeclContext *MemberContext,
    bool EnteringContext, const ObjCObjectPointerType *OPT) {
  // An unqualified name that is not a member: what a header would declare.
  if (!MemberContext && (!SS || SS->isEmpty()) && Typo.getName().isIdentifier())
    Use->Undeclared.emplace(Typo.getName().getAsString(), Typo.getLoc());
  return TypoCorrection();
}

} // namespace amp2hip
