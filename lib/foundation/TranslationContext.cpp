//===- TranslationContext.cpp ---------------------------------------------===//

#include "foundation/TranslationContext.h"
#include "foundation/Paths.h"

#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace amp2hip {

const EditedFile *TranslationContext::edited(clang::FileID FID) const {
  clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID);
  if (!Edited || !Entry)
    return nullptr;
  auto It = Edited->find(Entry->getUniqueID());
  return It == Edited->end() ? nullptr : &It->second;
}

std::string RestrictUse::hipSpecifier() const {
  if (Amp && Cpu)
    return "__host__ __device__";
  if (Amp)
    return "__device__";
  return "";
}

MappingId RestrictUse::mappingId() const {
  if (Amp && Cpu)
    return MappingId::RestrictCpuAmp;
  if (Amp)
    return MappingId::RestrictAmp;
  return MappingId::RestrictCpu;
}

clang::DiagnosticBuilder TranslationContext::report(clang::SourceLocation Loc,
                                                    DiagId Id) {
  const DiagInfo &Info = diagnostic(Id);
  auto Level = Info.Severity == DiagSeverity::Error
                   ? clang::DiagnosticsEngine::Error
                   : clang::DiagnosticsEngine::Warning;
  // Custom IDs are interned by (level, format), so asking twice is cheap.
  std::string Format = (Info.Message + " [" + Info.code() + "]").str();
  return Diags.Report(
      Loc, Diags.getDiagnosticIDs()->getCustomDiagID(
               static_cast<clang::DiagnosticIDs::Level>(Level), Format));
}

clang::DiagnosticBuilder TranslationContext::note(clang::SourceLocation Loc,
                                                  llvm::StringRef Text) {
  std::string Format = Text.str();
  // A note's text is a format string too.
  size_t At = 0;
  while ((At = Format.find('%', At)) != std::string::npos) {
    Format.insert(At, "%");
    At += 2;
  }
  return Diags.Report(Loc, Diags.getDiagnosticIDs()->getCustomDiagID(
                               clang::DiagnosticIDs::Note, Format));
}

bool isUserFile(llvm::StringRef Path, const TranslateOptions &Options) {
  if (Options.InRoot.empty())
    return false;
  std::string Real = realPath(Path);
  return isUnder(Real, realPath(Options.InRoot)) &&
         !isUnder(Real, realPath(Options.RuntimeIncludeDir));
}

bool TranslationContext::isRewritableFile(clang::FileID FID) const {
  if (FID.isInvalid())
    return false;
  if (FID == SM.getMainFileID())
    return true;
  auto [It, New] = RewritableCache.try_emplace(FID, false);
  if (!New)
    return It->second;
  clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
  clang::SourceLocation Start = SM.getLocForStartOfFile(FID);
  // Names are relative to the compile command's directory: ask the file
  // manager (which knows it) for the real path.
  It->second = File && !SM.isInSystemHeader(Start) &&
               isUserFile(SM.getFileManager().getCanonicalName(*File), Options);
  return It->second;
}

llvm::StringRef TranslationContext::text(clang::CharSourceRange Range) const {
  return clang::Lexer::getSourceText(Range, SM, clang::LangOptions());
}

void TranslationContext::replace(clang::CharSourceRange Range,
                                 llvm::StringRef Text) {
  clang::CharSourceRange File =
      clang::Lexer::makeFileCharRange(Range, SM, clang::LangOptions());
  if (File.isInvalid())
    return;
  unsigned Begin = offset(File.getBegin());
  unsigned End = offset(File.getEnd());
  edits(File.getBegin()).replace(Begin, End - Begin, Text);
}

void TranslationContext::insert(clang::SourceLocation Loc, llvm::StringRef Text,
                                SourceEdits::Priority P) {
  edits(Loc).insert(offset(SM.getExpansionLoc(Loc)), Text, P);
}

} // namespace amp2hip
