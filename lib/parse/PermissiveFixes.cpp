//===- PermissiveFixes.cpp ------------------------------------------------===//

#include "parse/PermissiveFixes.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticLex.h"
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
  if (Level == DiagnosticsEngine::Note) {
    // Clang sometimes gives a correction's fix-it to the note
    // ("'NS::acc' declared here") instead of the error.
    if (AwaitingNote && fixOf(Info, /*FromNote=*/true) == Outcome::Fixed)
      AwaitingNote = false;
    return;
  }
  if (AwaitingNote)
    Unfixable = true;
  AwaitingNote = false;
  if (Level < DiagnosticsEngine::Error)
    return;
  AnyError = true;
  Outcome Result = Level == DiagnosticsEngine::Fatal
                       ? Outcome::Unfixable
                       : fixOf(Info, /*FromNote=*/false);
  if (Result == Outcome::Unfixable)
    Unfixable = true;
  AwaitingNote = Result == Outcome::AwaitingNote;
}

PermissiveFixMap PermissiveFixCollector::takeFixes() {
  if (!AnyError || Unfixable || AwaitingNote)
    return {};
  for (auto &Entry : Fixes)
    llvm::sort(Entry.second,
               [](const PermissiveFix &A, const PermissiveFix &B) {
                 return A.Offset < B.Offset;
               });
  return std::move(Fixes);
}

void PermissiveFixCollector::add(StringRef File, PermissiveFix Fix) {
  std::vector<PermissiveFix> &InFile = Fixes[File];
  // Clang may report one place twice (a template and its instantiation).
  for (const PermissiveFix &Known : InFile)
    if (Known.Offset == Fix.Offset && Known.Length == Fix.Length)
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
  // `ext.tile<TS>()` on a dependent `ext`: Clang 19 offers no fix-it.
  if (ID == diag::err_template_kw_missing) {
    add(File, {Offset, 0, "template ", DiagId::MissingTemplateKeyword,
               MappingId::TemplateKeyword, identifierAt(Text, Offset).str()});
    return Outcome::Fixed;
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
  if (ID == diag::err_typename_missing && Removed.empty() &&
      Hint.CodeToInsert == "typename ") {
    // The message quotes the type: "... dependent type name 'T::type'".
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    StringRef Type = StringRef(Message).rsplit('\'').first.rsplit('\'').second;
    add(File, {Begin, 0, "typename ", DiagId::MissingTypenameKeyword,
               MappingId::TypenameKeyword, Type.str()});
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

std::string applyPermissiveFixes(StringRef Text,
                                 ArrayRef<PermissiveFix> Fixes) {
  std::string Out;
  unsigned At = 0;
  for (const PermissiveFix &Fix : Fixes) {
    Out += Text.slice(At, Fix.Offset);
    Out += Fix.Text;
    At = Fix.Offset + Fix.Length;
  }
  Out += Text.drop_front(At);
  return Out;
}

std::vector<unsigned> fixedOffsets(ArrayRef<PermissiveFix> Fixes) {
  std::vector<unsigned> Out;
  int Shift = 0;
  for (const PermissiveFix &Fix : Fixes) {
    Out.push_back(Fix.Offset + Shift);
    Shift += static_cast<int>(Fix.Text.size()) - static_cast<int>(Fix.Length);
  }
  return Out;
}

} // namespace amp2hip
