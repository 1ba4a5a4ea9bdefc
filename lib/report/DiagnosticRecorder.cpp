//===- DiagnosticRecorder.cpp ---------------------------------------------===//

#include "report/DiagnosticRecorder.h"
#include "foundation/RestrictedCodeErrors.h"

#include "amp2hip/Catalog.h"

#include "clang/AST/DeclCXX.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnostic.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"

#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <optional>

namespace amp2hip {

static std::vector<llvm::GlobPattern>
globs(llvm::ArrayRef<std::string> Patterns) {
  std::vector<llvm::GlobPattern> Globs;
  for (const std::string &Pattern : Patterns)
    if (auto Glob = llvm::GlobPattern::create(Pattern))
      Globs.push_back(std::move(*Glob));
    else
      llvm::consumeError(Glob.takeError()); // the driver checked them
  return Globs;
}

DiagnosticRecorder::DiagnosticRecorder(
    llvm::ArrayRef<std::string> WarningsAsErrors,
    llvm::ArrayRef<std::string> Suppressed,
    std::shared_ptr<const EditedFiles> Edited)
    : WarningsAsErrors(globs(WarningsAsErrors)), Suppressed(globs(Suppressed)),
      Options(new clang::DiagnosticOptions()), User(std::move(Edited)) {
  Options->ShowOptionNames = true; // "[-Wfoo]", as the clang driver prints
  Printer = std::make_unique<clang::TextDiagnosticPrinter>(PrintedStream,
                                                           Options.get());
}

DiagnosticRecorder::~DiagnosticRecorder() = default;

void DiagnosticRecorder::BeginSourceFile(const clang::LangOptions &LangOpts,
                                         const clang::Preprocessor *PP) {
  this->LangOpts = &LangOpts;
  Printer->BeginSourceFile(LangOpts, PP);
}

void DiagnosticRecorder::EndSourceFile() {
  releaseHeld();
  Printer->EndSourceFile();
}

void DiagnosticRecorder::finish() {
  releaseHeld();
  Printer->finish();
}

/// Clang's CUDA checks of restrict(amp) code that the checker (lib/check)
/// makes too, in C++ AMP's words: `throw` and `try` (AMP2HIP2006), a
/// tile_static initializer (AMP2HIP1009).
static bool reportedByChecker(const clang::Diagnostic &Info) {
  return Info.getID() == clang::diag::err_cuda_device_exceptions ||
         Info.getID() == clang::diag::err_shared_var_init;
}

/// Clang's -Wformat for a `%ld` whose argument the parse reads as an int
/// because the user wrote `long` (SourcePreparer): the output says `%d`
/// (rewrite/VisualCppLong), so the warning is about text no one compiles.
static bool isLongFormatMismatch(const clang::Diagnostic &Info) {
  if (Info.getID() !=
          clang::diag::warn_format_conversion_argument_type_mismatch ||
      Info.getNumArgs() < 2 ||
      Info.getArgKind(0) != clang::DiagnosticsEngine::ak_std_string ||
      Info.getArgKind(1) != clang::DiagnosticsEngine::ak_qualtype)
    return false;
  // The type's name comes quoted: 'long'.
  llvm::StringRef Specified = llvm::StringRef(Info.getArgStdStr(0)).trim('\'');
  clang::QualType Given = clang::QualType::getFromOpaquePtr(
      reinterpret_cast<void *>(Info.getRawArg(1)));
  if (Specified.consume_back(" *")) {
    if (!Given->isPointerType())
      return false;
    Given = Given->getPointeeType();
  }
  return (Specified == "long" &&
          Given->isSpecificBuiltinType(clang::BuiltinType::Int)) ||
         (Specified == "unsigned long" &&
          Given->isSpecificBuiltinType(clang::BuiltinType::UInt));
}

/// Overload resolution that failed: when a candidate was rejected for its
/// restriction (a note says so), the call has no overload whose restriction
/// fits (Visual C++'s C3930). The checker never sees it (no call is left in
/// the AST), so it is reported here: AMP2HIP2003 for amp code calling a
/// cpu-only function, AMP2HIP2018 for CPU code calling an amp-only one. An
/// operator (`a = b` on a class whose implicit operator= is restrict(amp))
/// fails the same way.
static bool isFailedCall(const clang::Diagnostic &Info) {
  unsigned Id = Info.getID();
  return Id == clang::diag::err_ovl_no_viable_function_in_call ||
         Id == clang::diag::err_ovl_no_viable_member_function_in_call ||
         Id == clang::diag::err_ovl_no_viable_function_in_init ||
         Id == clang::diag::err_ovl_no_viable_oper;
}

/// The identifier at \p Loc, or "" (an implicit special member's location
/// is its class's name).
static std::string identifierAt(clang::SourceLocation Loc,
                                const clang::SourceManager &SM,
                                const clang::LangOptions &LangOpts) {
  clang::Token Tok;
  if (Loc.isInvalid() ||
      clang::Lexer::getRawToken(SM.getSpellingLoc(Loc), Tok, SM, LangOpts,
                                /*IgnoreWhiteSpace=*/true) ||
      !Tok.is(clang::tok::raw_identifier))
    return "";
  return Tok.getRawIdentifier().str();
}

/// The name in the first quotes of \p Message; a constructor for an
/// initialization (`no matching constructor for initialization of 'A'`).
static std::string calleeOf(llvm::StringRef Message, bool Init) {
  size_t Open = Message.find('\'');
  size_t Close = Message.find('\'', Open + 1);
  if (Open == llvm::StringRef::npos || Close == llvm::StringRef::npos)
    return "function";
  std::string Name = Message.slice(Open + 1, Close).str();
  if (Init)
    Name += "::" + Name.substr(Name.rfind(':') == std::string::npos
                                   ? 0
                                   : Name.rfind(':') + 1);
  return Name;
}

/// Sets \p F's message and, for amp2hip's own diagnostics (they end in
/// " [AMP2HIPnnnn]"), its id.
static void splitId(llvm::StringRef Text, Finding &F) {
  if (Text.ends_with("]")) {
    size_t Open = Text.rfind(" [AMP2HIP");
    if (Open != llvm::StringRef::npos) {
      F.Id = Text.slice(Open + 2, Text.size() - 1).str();
      Text = Text.take_front(Open);
    }
  }
  F.Message = Text.str();
}

clang::FullSourceLoc DiagnosticRecorder::print(clang::StoredDiagnostic D) {
  if (!User.differs(D.getLocation())) {
    clang::TextDiagnostic(PrintedStream, *LangOpts, Options.get())
        .emitStoredDiagnostic(D);
    return D.getLocation();
  }
  D = User.map(D);
  userPrinter().emitStoredDiagnostic(D);
  return D.getLocation();
}

clang::TextDiagnostic &DiagnosticRecorder::userPrinter() {
  if (!UserPrinter)
    UserPrinter = std::make_unique<clang::TextDiagnostic>(
        PrintedStream, *LangOpts, Options.get());
  return *UserPrinter;
}

void DiagnosticRecorder::record(clang::DiagnosticsEngine::Level Level,
                                clang::FullSourceLoc Loc,
                                clang::FullSourceLoc Shown,
                                std::string Message) {
  Finding F;
  F.Severity = Level == clang::DiagnosticsEngine::Note      ? Finding::Note
               : Level == clang::DiagnosticsEngine::Warning ? Finding::Warning
                                                            : Finding::Error;
  splitId(Message, F);
  // As HandleDiagnostic records them: a rule for Clang's own, an absolute
  // path.
  if (F.Id.empty() && F.Severity != Finding::Note)
    F.Id = clangDiagnostic(F.Severity == Finding::Error ? DiagSeverity::Error
                                                        : DiagSeverity::Warning)
               .code();
  if (Loc.isValid()) {
    clang::PresumedLoc P = Loc.getPresumedLoc();
    if (P.isValid()) {
      llvm::SmallString<256> Path(P.getFilename());
      Loc.getManager().getFileManager().makeAbsolutePath(Path);
      llvm::sys::path::remove_dots(Path, true);
      F.File = std::string(Path);
      clang::PresumedLoc S = Shown.getPresumedLoc();
      F.Line = S.isValid() ? S.getLine() : P.getLine();
      F.Column = S.isValid() ? S.getColumn() : P.getColumn();
    }
  }
  PrintedStream.flush();
  Diagnostics.push_back({std::move(F), std::move(Printed)});
  Printed.clear();
}

void DiagnosticRecorder::emitStored(clang::StoredDiagnostic &D) {
  clang::FullSourceLoc Shown = print(D);
  record(D.getLevel(), D.getLocation(), Shown, D.getMessage().str());
}

void DiagnosticRecorder::emitInAmpWords(clang::FullSourceLoc Loc, DiagId Id,
                                        llvm::ArrayRef<std::string> Args) {
  const DiagInfo &D = diagnostic(Id);
  std::string Message = D.Message.str();
  for (size_t I = 0; I < Args.size(); ++I) {
    std::string Placeholder = "%" + std::to_string(I);
    size_t At = Message.find(Placeholder);
    if (At != std::string::npos)
      Message.replace(At, Placeholder.size(), Args[I]);
  }
  Message += " [" + D.code() + "]";
  clang::FullSourceLoc Shown = print(clang::StoredDiagnostic(
      clang::DiagnosticsEngine::Error, 0, Message, Loc, {}, {}));
  record(clang::DiagnosticsEngine::Error, Loc, Shown, Message);
}

/// C++ AMP's name for a CUDA target as Clang's %select numbers it.
static std::string restrictionOf(unsigned Target) {
  return Target == 3   ? "restrict(amp, cpu)"
         : Target == 2 ? "restrict(cpu)"
                       : "restrict(amp)";
}

/// Argument \p I of \p Info when it is a number (a %select's choice; Clang
/// passes CUDA targets as int, other choices as unsigned).
static std::optional<unsigned> integerArg(const clang::Diagnostic &Info,
                                          unsigned I) {
  if (I >= Info.getNumArgs())
    return std::nullopt;
  if (Info.getArgKind(I) == clang::DiagnosticsEngine::ak_uint)
    return static_cast<unsigned>(Info.getArgUInt(I));
  if (Info.getArgKind(I) == clang::DiagnosticsEngine::ak_sint &&
      Info.getArgSInt(I) >= 0)
    return static_cast<unsigned>(Info.getArgSInt(I));
  return std::nullopt;
}

/// The CUDA target Clang's %select numbers "invalid": an implicit special
/// member whose bases and members have no restriction in common.
static constexpr unsigned InvalidTarget = 4;

/// Argument \p I of \p Info (a declaration or its name) as Clang's message
/// spells it, without the quotes around it.
static std::string nameArg(const clang::Diagnostic &Info, unsigned I) {
  llvm::SmallString<64> Name;
  Info.getDiags()->ConvertArgToString(Info.getArgKind(I), Info.getRawArg(I), "",
                                      "", {}, Name, {});
  return llvm::StringRef(Name).trim('\'').str();
}

/// The name at argument \p Name of a diagnostic about two CUDA targets (at
/// \p First and \p Second), and C++ AMP's names for the targets; nothing
/// when a target is not one C++ AMP can name.
static std::optional<std::array<std::string, 3>>
restrictionWords(const clang::Diagnostic &Info, unsigned Name, unsigned First,
                 unsigned Second) {
  std::optional<unsigned> A = integerArg(Info, First),
                          B = integerArg(Info, Second);
  if (!A || !B || *A >= InvalidTarget || *B >= InvalidTarget ||
      Name >= Info.getNumArgs())
    return std::nullopt;
  return std::array<std::string, 3>{nameArg(Info, Name), restrictionOf(*A),
                                    restrictionOf(*B)};
}

void DiagnosticRecorder::releaseHeld() {
  if (!Held)
    return;
  HeldCall Call = std::move(*Held);
  Held.reset();
  if (Call.ConflictKind) {
    // `no matching constructor for initialization of 'A'`: the class; an
    // assignment's class was read at its implicit operator=.
    bool Assignment = *Call.ConflictKind >= 7;
    std::string Class = Assignment
                            ? Call.Callee.substr(0, Call.Callee.rfind("::"))
                            : calleeOf(Call.Error.getMessage(), false);
    ConflictReportedAt = Call.Error.getLocation();
    emitInAmpWords(Call.Error.getLocation(),
                   Assignment ? DiagId::ImplicitAssignmentConflict
                   : *Call.ConflictKind == 4
                       ? DiagId::ImplicitDefaultConstructorConflict
                       : DiagId::ImplicitCopyConstructorConflict,
                   {Class, restrictionOf(Call.CallerTarget)});
    return;
  }
  if (Call.WrongSide) {
    // Clang's targets: 0 __device__ (amp), 2 __host__ (cpu).
    if (Call.CallerTarget == 0)
      emitInAmpWords(Call.Error.getLocation(), DiagId::CpuFunctionCall,
                     {Call.Callee});
    else
      emitInAmpWords(Call.Error.getLocation(), DiagId::CrossRestrictionCall,
                     {Call.Callee, restrictionOf(Call.CalleeTarget),
                      restrictionOf(Call.CallerTarget)});
    return;
  }
  emitStored(Call.Error);
  for (clang::StoredDiagnostic &Note : Call.Notes)
    emitStored(Note);
}

/// True when a `%select{...}N` in \p Info's text gets an argument past its
/// choices. Clang 19 then reads out of bounds and crashes while formatting;
/// it does so for the "invalid" execution space CUDA gives an implicit
/// member whose bases disagree (`~B1() restrict(amp)`, `~B2() restrict(cpu)`).
static bool selectOutOfRange(const clang::Diagnostic &Info) {
  llvm::StringRef Text =
      Info.getDiags()->getDiagnosticIDs()->getDescription(Info.getID());
  for (size_t At = Text.find("%select{"); At != llvm::StringRef::npos;
       At = Text.find("%select{", At + 1)) {
    unsigned Choices = 1;
    int Depth = 1;
    size_t I = At + 8;
    for (; I < Text.size() && Depth > 0; ++I) {
      if (Text[I] == '{')
        ++Depth;
      else if (Text[I] == '}')
        --Depth;
      else if (Text[I] == '|' && Depth == 1)
        ++Choices;
    }
    unsigned Arg = 0;
    if (I >= Text.size() || !llvm::isDigit(Text[I]) ||
        Text.substr(I, 1).getAsInteger(10, Arg) || Arg >= Info.getNumArgs())
      continue;
    auto Kind = Info.getArgKind(Arg);
    if ((Kind == clang::DiagnosticsEngine::ak_sint &&
         (Info.getArgSInt(Arg) < 0 ||
          static_cast<uint64_t>(Info.getArgSInt(Arg)) >= Choices)) ||
        (Kind == clang::DiagnosticsEngine::ak_uint &&
         Info.getArgUInt(Arg) >= Choices))
      return true;
  }
  return false;
}

/// What to say instead of a diagnostic Clang cannot format.
static std::string unformattableMessage(const clang::Diagnostic &Info) {
  llvm::StringRef Text =
      Info.getDiags()->getDiagnosticIDs()->getDescription(Info.getID());
  if (Text.starts_with("reference to %select"))
    return "reference to a function whose restriction cannot be inferred: "
           "the restrictions of its bases or members conflict";
  return ("Clang diagnostic " + llvm::Twine(Info.getID()) + ": " + Text).str();
}

/// Clang's words for a mistake that a check (lib/check) reports in C++
/// AMP's: tile_static in CPU code (TileStaticRules, AMP2HIP2100), the
/// runtime's static assertions on a tile too large for a thread block
/// (TileShapeRules, AMP2HIP2103) and on a copy into const elements
/// (CopyRules, AMP2HIP2071).
static bool reportedByChecks(llvm::StringRef Message) {
  return Message.starts_with("__shared__ local variables not allowed in") ||
         (Message.starts_with("static assertion failed") &&
          (Message.contains("tile_fits_a_block") ||
           Message.contains("copy_into_const")));
}

/// Clang's "reference to __device__ function 'f' in __host__ function" (a
/// call or use across restrictions that overload resolution did not
/// decide) in C++ AMP's words: the callee's restriction, its name and the
/// caller's restriction. Nothing for any other diagnostic.
static std::optional<std::array<std::string, 3>>
crossRestrictionReference(const clang::Diagnostic &Info) {
  // An implicit member whose bases' restrictions conflict has no
  // restriction Clang can name (selectOutOfRange).
  if (Info.getID() != clang::diag::err_ref_bad_target || selectOutOfRange(Info))
    return std::nullopt;
  // Arguments: the callee's target, function or variable, the callee, the
  // caller's target.
  return restrictionWords(Info, 2, 0, 3);
}

/// Clang's reference to an implicit destructor whose bases' and members'
/// destructors have no restriction in common (its target "invalid"): the
/// object cannot be made there, Visual C++'s C2512.
static const clang::CXXDestructorDecl *
conflictingDestructor(const clang::Diagnostic &Info) {
  std::optional<unsigned> Callee = integerArg(Info, 0);
  if (Info.getID() != clang::diag::err_ref_bad_target || !Callee ||
      *Callee != InvalidTarget ||
      Info.getArgKind(2) != clang::DiagnosticsEngine::ak_nameddecl)
    return nullptr;
  const auto *Destructor = llvm::dyn_cast_or_null<clang::CXXDestructorDecl>(
      reinterpret_cast<const clang::NamedDecl *>(Info.getRawArg(2)));
  return Destructor && Destructor->isImplicit() ? Destructor : nullptr;
}

/// Clang's "__device__ function 'f' cannot overload __host__ __device__
/// function 'f'" (two declarations of one signature whose restrictions
/// overlap, or a redeclaration with another restriction) in C++ AMP's
/// words: the name, this declaration's restriction and the earlier one's.
static std::optional<std::array<std::string, 3>>
overlappingRestriction(const clang::Diagnostic &Info) {
  if (Info.getID() != clang::diag::err_cuda_ovl_target)
    return std::nullopt;
  // Arguments: this declaration's target, its name, the earlier one's
  // target, the earlier one.
  return restrictionWords(Info, 1, 0, 2);
}

/// What Clang's printer adds to a warning's message (ShowOptionNames): the
/// flag that controls it, " [-Wfoo]", " [-Werror,-Wfoo]" when made an
/// error.
static std::string optionNames(clang::DiagnosticsEngine::Level Level,
                               const clang::Diagnostic &Info) {
  using clang::DiagnosticIDs;
  std::vector<std::string> Names;
  if (Level == clang::DiagnosticsEngine::Error &&
      DiagnosticIDs::isBuiltinWarningOrExtension(Info.getID()) &&
      !DiagnosticIDs::isDefaultMappingAsError(Info.getID()))
    Names.push_back("-Werror");
  llvm::StringRef Option = DiagnosticIDs::getWarningOptionForDiag(Info.getID());
  if (!Option.empty()) {
    std::string Name = "-W" + Option.str();
    llvm::StringRef Value = Info.getDiags()->getFlagValue();
    if (!Value.empty())
      Name += "=" + Value.str();
    Names.push_back(Name);
  }
  return Names.empty() ? "" : " [" + llvm::join(Names, ",") + "]";
}

bool DiagnosticRecorder::reportedAsAmpCast(const clang::Diagnostic &Info) {
  // `(int)p`, `reinterpret_cast<int>(p)`: Clang rejects a pointer cast to a
  // smaller integer and drops the cast, so the checker never sees it. In
  // amp code it is Visual C++'s C3588 (AMP2HIP2011), or C3589 when the
  // operand is a string literal (AMP2HIP2009). Arguments: the cast's kind,
  // the operand's type, the target type; ranges: the cast, the operand.
  if (Info.getID() != clang::diag::err_bad_reinterpret_cast_small_int ||
      !InAmpCode || !LangOpts || Info.getNumArgs() < 3 ||
      Info.getNumRanges() < 2 || !InAmpCode())
    return false;
  clang::FullSourceLoc Loc(Info.getLocation(), Info.getSourceManager());
  clang::Token Operand;
  if (!clang::Lexer::getRawToken(
          Info.getSourceManager().getSpellingLoc(Info.getRange(1).getBegin()),
          Operand, Info.getSourceManager(), *LangOpts) &&
      clang::tok::isStringLiteral(Operand.getKind())) {
    emitInAmpWords(Loc, DiagId::AmpStringLiteral, {""});
    return true;
  }
  auto typeArg = [&](unsigned I) {
    return clang::QualType::getFromOpaquePtr(
               reinterpret_cast<void *>(Info.getRawArg(I)))
        .getAsString();
  };
  emitInAmpWords(Loc, DiagId::AmpIntPointerCast, {typeArg(1), typeArg(2)});
  return true;
}

void DiagnosticRecorder::holdNote(const clang::Diagnostic &Info) {
  std::optional<unsigned> Kind = integerArg(Info, 0),
                          Callee = integerArg(Info, 3),
                          Caller = integerArg(Info, 4);
  if (Info.getID() == clang::diag::note_ovl_candidate_bad_target && Kind &&
      Callee && Caller) {
    // An implicit operator= (kinds 7, 8) is declared at its class's
    // name: `no viable overloaded '='` names neither.
    if ((*Kind == 7 || *Kind == 8) && LangOpts && !Held->WrongSide) {
      std::string Class =
          identifierAt(Info.getLocation(), Info.getSourceManager(), *LangOpts);
      if (!Class.empty())
        Held->Callee = Class + "::" + Held->Callee;
    }
    // An implicit constructor or operator= (kinds 4-8) that has no
    // target at all decides; else the first candidate's targets.
    bool Conflict = *Callee == InvalidTarget && *Kind >= 4 && *Kind <= 8;
    if (Conflict && !Held->ConflictKind)
      Held->ConflictKind = *Kind;
    if (!Held->WrongSide || Conflict) {
      Held->CalleeTarget = *Callee;
      Held->CallerTarget = *Caller;
    }
    Held->WrongSide = true;
  }
  Held->Notes.emplace_back(clang::DiagnosticsEngine::Note, Info);
}

bool DiagnosticRecorder::answeredInAmpWords(
    clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) {
  if (isLongFormatMismatch(Info) &&
      User.differs(
          clang::FullSourceLoc(Info.getLocation(), Info.getSourceManager())))
    return true;
  if (Level != clang::DiagnosticsEngine::Note && reportedByChecker(Info)) {
    SkippingNotes = true;
    return true;
  }
  if (Level == clang::DiagnosticsEngine::Error && LangOpts) {
    if (const clang::CXXDestructorDecl *D = conflictingDestructor(Info)) {
      ConflictReportedAt = Info.getLocation();
      ConflictingClasses.push_back(D->getParent()->getLocation());
      emitInAmpWords(
          clang::FullSourceLoc(Info.getLocation(), Info.getSourceManager()),
          DiagId::ImplicitDefaultConstructorConflict,
          {D->getParent()->getNameAsString(),
           restrictionOf(integerArg(Info, 3).value_or(2))});
      SkippingNotes = true; // Clang's notes name the invalid target
      return true;
    }
    // The conflicting destructor's body, which Clang checks at the end.
    if (Info.getID() == clang::diag::err_ref_bad_target &&
        llvm::is_contained(ConflictingClasses, Info.getLocation())) {
      SkippingNotes = true;
      return true;
    }
    // The deleted default constructor of the class just reported.
    if (Info.getID() == clang::diag::err_deleted_function_use &&
        Info.getLocation() == ConflictReportedAt) {
      SkippingNotes = true;
      return true;
    }
  }
  if (Level == clang::DiagnosticsEngine::Error && reportedAsAmpCast(Info)) {
    SkippingNotes = true;
    return true;
  }
  if (Level == clang::DiagnosticsEngine::Error && LangOpts)
    if (auto Reference = crossRestrictionReference(Info)) {
      emitInAmpWords(
          clang::FullSourceLoc(Info.getLocation(), Info.getSourceManager()),
          DiagId::CrossRestrictionCall,
          {(*Reference)[0], (*Reference)[1], (*Reference)[2]});
      SkippingNotes = false; // Clang's notes (the callee) still help
      return true;
    }
  if (Level == clang::DiagnosticsEngine::Error && LangOpts)
    if (auto Overlap = overlappingRestriction(Info)) {
      emitInAmpWords(
          clang::FullSourceLoc(Info.getLocation(), Info.getSourceManager()),
          DiagId::OverlappingRestriction,
          {(*Overlap)[0], (*Overlap)[1], (*Overlap)[2]});
      SkippingNotes = false; // Clang's note shows the earlier declaration
      return true;
    }
  if (Level == clang::DiagnosticsEngine::Error && isFailedCall(Info) &&
      LangOpts) {
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    Held = HeldCall{
        clang::StoredDiagnostic(Level, Info),
        Info.getID() == clang::diag::err_ovl_no_viable_oper
            ? "operator" + calleeOf(Message, false)
            : calleeOf(Message,
                       Info.getID() ==
                           clang::diag::err_ovl_no_viable_function_in_init)};
    return true;
  }

  return false;
}

void DiagnosticRecorder::HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                                          const clang::Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Held && Level == clang::DiagnosticsEngine::Note) {
    holdNote(Info);
    return;
  }
  releaseHeld();
  if (!answeredInAmpWords(Level, Info))
    recordAsClangSaidIt(Level, Info);
}

void DiagnosticRecorder::recordAsClangSaidIt(
    clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) {
  Finding F;
  switch (Level) {
  case clang::DiagnosticsEngine::Ignored:
    return;
  case clang::DiagnosticsEngine::Note:
  case clang::DiagnosticsEngine::Remark:
    F.Severity = Finding::Note;
    break;
  case clang::DiagnosticsEngine::Warning:
    F.Severity = Finding::Warning;
    break;
  case clang::DiagnosticsEngine::Error:
  case clang::DiagnosticsEngine::Fatal:
    F.Severity = Finding::Error;
    break;
  }
  llvm::SmallString<256> Message;
  bool Unformattable = selectOutOfRange(Info);
  if (Unformattable)
    Message = unformattableMessage(Info);
  else
    Info.FormatDiagnostic(Message);
  splitId(Message, F);
  if (F.Severity != Finding::Note && F.Id.empty() &&
      reportedByChecks(F.Message)) {
    SkippingNotes = true; // the notes go with it
    return;
  }
  // Clang's own warnings answer to the id that stands for them.
  std::string Rule =
      F.Id.empty() ? diagnostic(DiagId::ClangWarning).code() : F.Id;
  auto matches = [&](const std::vector<llvm::GlobPattern> &Globs) {
    return llvm::any_of(
        Globs, [&](const llvm::GlobPattern &G) { return G.match(Rule); });
  };
  if (F.Severity == Finding::Note) {
    if (SkippingNotes)
      return;
  } else {
    // CI chooses which of amp2hip's warnings block a migration, and which
    // are not worth seeing; blocking wins.
    bool Warning = Level == clang::DiagnosticsEngine::Warning;
    if (Warning && matches(WarningsAsErrors)) {
      Level = clang::DiagnosticsEngine::Error;
      F.Severity = Finding::Error;
    }
    SkippingNotes =
        Warning && F.Severity == Finding::Warning && matches(Suppressed);
    if (SkippingNotes)
      return;
  }
  // Clang's own errors and warnings get the generic ids, so that every
  // finding has a rule (SARIF).
  if (F.Id.empty() && F.Severity != Finding::Note)
    F.Id = clangDiagnostic(F.Severity == Finding::Error ? DiagSeverity::Error
                                                        : DiagSeverity::Warning)
               .code();
  std::string Shown; // the file as Clang's printer names it
  if (Info.hasSourceManager() && Info.getLocation().isValid()) {
    const clang::SourceManager &SM = Info.getSourceManager();
    clang::PresumedLoc P = SM.getPresumedLoc(Info.getLocation());
    if (P.isValid()) {
      Shown = P.getFilename();
      // Absolute: the parse may run in the compile database's directory,
      // and the reports name files relative to one base of their own.
      llvm::SmallString<256> Path(P.getFilename());
      SM.getFileManager().makeAbsolutePath(Path);
      llvm::sys::path::remove_dots(Path, true);
      F.File = std::string(Path);
      F.Line = P.getLine();
      F.Column = P.getColumn();
    }
  }
  // In a file the parse read edited: where the user's text has it.
  std::optional<clang::StoredDiagnostic> InUserText;
  if (LangOpts && Info.hasSourceManager() &&
      User.differs(
          clang::FullSourceLoc(Info.getLocation(), Info.getSourceManager()))) {
    InUserText = User.map(clang::StoredDiagnostic(
        Level, Info.getID(), (Message + optionNames(Level, Info)).str(),
        clang::FullSourceLoc(Info.getLocation(), Info.getSourceManager()),
        Info.getRanges(), Info.getFixItHints()));
    clang::PresumedLoc P = InUserText->getLocation().getPresumedLoc();
    F.Line = P.getLine();
    F.Column = P.getColumn();
  }
  if (Unformattable)
    PrintedStream << Shown << ":" << F.Line << ":" << F.Column << ": "
                  << (F.Severity == Finding::Error     ? "error"
                      : F.Severity == Finding::Warning ? "warning"
                                                       : "note")
                  << ": " << F.Message << "\n";
  else if (InUserText)
    userPrinter().emitStoredDiagnostic(*InUserText);
  else
    Printer->HandleDiagnostic(Level, Info);
  PrintedStream.flush();
  Diagnostics.push_back({std::move(F), std::move(Printed)});
  Printed.clear();
}

} // namespace amp2hip
