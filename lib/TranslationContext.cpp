//===- TranslationContext.cpp ---------------------------------------------===//

#include "TranslationContext.h"

#include "clang/Lex/Lexer.h"

namespace amp2hip {

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
  return Diags.Report(Loc, Diags.getDiagnosticIDs()->getCustomDiagID(
                               static_cast<clang::DiagnosticIDs::Level>(Level),
                               Format));
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
  Edits.replace(Begin, End - Begin, Text);
}

void TranslationContext::insert(clang::SourceLocation Loc,
                                llvm::StringRef Text,
                                SourceEdits::Priority P) {
  Edits.insert(offset(SM.getExpansionLoc(Loc)), Text, P);
}

} // namespace amp2hip
