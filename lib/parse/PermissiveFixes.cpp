//===- PermissiveFixes.cpp ------------------------------------------------===//

#include "parse/PermissiveFixes.h"
#include "foundation/SourceEdits.h"
#include "parse/IncludeCase.h"
#include "parse/PermissiveText.h"

#include "foundation/RestrictedCodeErrors.h"
#include "foundation/TileStaticStorage.h"

#include "clang/AST/Type.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace amp2hip {

/// The absolute real path of \p FID's file, or empty. One the parse found
/// as Windows would (`#include "..\Scan\ScanSimple.h"`, caseFoldedPath)
/// has its name on disk: PreparingFileSystem looks the edits up by it.
static std::string realPathOf(const SourceManager &SM, FileID FID) {
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID);
  if (!Entry)
    return "";
  llvm::SmallString<256> File(Entry->getName());
  SM.getFileManager().makeAbsolutePath(File);
  if (std::optional<std::string> OnDisk = caseFoldedPath(File))
    File = *OnDisk;
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(File, Real))
    File = Real;
  return std::string(File);
}

void PermissiveFixCollector::BeginSourceFile(const LangOptions &LangOpts,
                                             const Preprocessor *PP) {
  Next.BeginSourceFile(LangOpts, PP);
  this->PP = PP;
}

void PermissiveFixCollector::EndSourceFile() { Next.EndSourceFile(); }

void PermissiveFixCollector::finish() { Next.finish(); }

void PermissiveFixCollector::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                              const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  Next.HandleDiagnostic(Level, Info);
  if (Level == DiagnosticsEngine::Note && PendingCall) {
    candidateNote(Info);
    return;
  }
  if (PendingCall)
    settleTemporaryArgument();
  if (Level == DiagnosticsEngine::Note && PendingConstElement) {
    // The first instantiation note in a user file names the container.
    if (Info.getID() == diag::note_template_class_instantiation_here &&
        constElementFix(Info))
      PendingConstElement = false;
    return;
  }
  PendingConstElement = false;
  if (Level == DiagnosticsEngine::Note && PendingOperands) {
    if (Info.getID() == diag::note_ovl_candidate_substitution_failure)
      deducedParameterTypeFix(Info);
    return;
  }
  PendingOperands = false;
  if (Level == DiagnosticsEngine::Note && PendingNarrowing) {
    if (Info.getID() == diag::note_init_list_narrowing_silence) {
      narrowingCastFix(Info);
      PendingNarrowing = false;
    }
    return;
  }
  PendingNarrowing = false;
  if (Level == DiagnosticsEngine::Note) {
    // Clang sometimes gives a correction's fix-it to the note
    // ("'NS::acc' declared here") instead of the error.
    if (AwaitingNote && fixOf(Info, /*FromNote=*/true) == Outcome::Fixed)
      AwaitingNote = LateNameAwaitingNote = false;
    return;
  }
  AwaitingNote = false;
  LateName |= LateNameAwaitingNote;
  LateNameAwaitingNote = false;
  // `array_view<T, 1>::value_type f(...)`: where C++20 makes `typename`
  // implicit, Clang only warns (a C++20 extension), but hipcc and nvcc
  // compile C++17: retried with the keyword, as for the error elsewhere.
  if (Info.getID() == diag::ext_implicit_typename) {
    if (fixOf(Info, /*FromNote=*/false) == Outcome::Fixed)
      AnyError = true;
    return;
  }
  // `rows<S>(a)` in a template's body before anything declares `rows`
  // (ampblas' parameter_check.h, whose storage.h follows): C++20 takes the
  // template-id for an argument-dependent call, Clang warns of it in C++17,
  // but g++ and nvcc read `rows < S > (a)`, an undeclared name. Visual C++
  // found the function template at instantiation: the delayed parse finds
  // its declaration (AMP2HIP1128); a body that names one nothing declares
  // is a body that fails (AMP2HIP1135 where nothing instantiates it).
  if (Info.getID() == diag::ext_adl_only_template_id) {
    if (lateTemplateId(Info))
      AnyError = true;
    return;
  }
  if (Level < DiagnosticsEngine::Error)
    return;
  // A tile_static variable of a constructed type: retried as storage where
  // it can be, else reported by the checker (AMP2HIP1021), as below.
  if (Info.getID() == diag::err_shared_var_init) {
    if (fixOf(Info, /*FromNote=*/false) == Outcome::Fixed)
      AnyError = true;
    return;
  }
  // amp2hip's own checks ran on what Clang recovered from its errors (a
  // lambda after `e.tile<TS>()` without `template` is no lambda): the retry
  // reports them again if they still hold.
  // So are Clang's errors in restrict(amp) code that amp2hip reports in
  // its own words (a `throw` in a kernel).
  if (Info.getID() >= diag::DIAG_UPPER_LIMIT ||
      isRestrictedCodeError(Info.getID()))
    return;
  AnyError = true;
  if (Level == DiagnosticsEngine::Fatal) {
    // Past Clang's error limit the retry (with what the edits answer) may
    // still reach the rest; a missing header it cannot.
    Fatal = Info.getID() != diag::fatal_too_many_errors;
    return;
  }
  // libstdc++'s containers assert in their own header that their elements
  // are not const; the notes that follow name the user's declaration.
  if (Info.getID() == diag::err_static_assert_requirement_failed) {
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    PendingConstElement = StringRef(Message).ends_with(
        "must have a non-const, non-volatile value_type");
  }
  Outcome Result = fixOf(Info, /*FromNote=*/false);
  AwaitingNote = Result == Outcome::AwaitingNote;
  if (Result == Outcome::Unfixable && TemplateBody)
    if (const FunctionDecl *Body = TemplateBody())
      FailedTemplateBodies.insert(Body);
  // A dependent call nothing found at instantiation is reported there.
  if (Result != Outcome::Fixed && isUndeclaredName(Info.getID()) &&
      ((InTemplateDefinition && InTemplateDefinition()) ||
       Info.getID() == diag::err_not_found_by_two_phase_lookup)) {
    (AwaitingNote ? LateNameAwaitingNote : LateName) = true;
    if (UndeclaredName && Info.hasSourceManager())
      UndeclaredName(
          Info.getSourceManager().getExpansionLoc(Info.getLocation()));
  }
}

/// A template's body calls a function template nothing declares yet with
/// explicit template arguments, in a user file: the delayed parse is to find
/// it, and the body fails until it does.
bool PermissiveFixCollector::lateTemplateId(const Diagnostic &Info) {
  if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = SM.getExpansionLoc(Info.getLocation());
  if (SM.isInSystemHeader(Loc) || userPath(SM, SM.getFileID(Loc)).empty())
    return false;
  LateName = true;
  if (UndeclaredName)
    UndeclaredName(Loc);
  if (TemplateBody)
    if (const FunctionDecl *Body = TemplateBody())
      FailedTemplateBodies.insert(Body);
  return true;
}

/// Clang's errors for a name that lookup did not find.
bool PermissiveFixCollector::isUndeclaredName(unsigned ID) {
  return ID == diag::err_undeclared_var_use ||
         ID == diag::err_undeclared_var_use_suggest ||
         ID == diag::err_not_found_by_two_phase_lookup ||
         ID == diag::err_no_member || ID == diag::err_no_member_suggest ||
         ID == diag::err_no_template || ID == diag::err_no_template_suggest ||
         ID == diag::err_no_member_template ||
         ID == diag::err_no_member_template_suggest ||
         ID == diag::err_unknown_typename ||
         ID == diag::err_unknown_typename_suggest ||
         ID == diag::err_undeclared_use ||
         ID == diag::err_undeclared_use_suggest;
}

std::string PermissiveFixCollector::userPath(const SourceManager &SM,
                                             FileID FID) const {
  std::string File = realPathOf(SM, FID);
  return !File.empty() && IsUserFile(File) ? File : "";
}

bool PermissiveFixCollector::addInFile(const SourceManager &SM, FileID FID,
                                       PermissiveFix Fix) {
  std::string File = userPath(SM, FID);
  if (File.empty())
    return false;
  add(File, std::move(Fix));
  AnyError = true; // the delayed parse has none: its edits are wanted
  return true;
}

PermissiveFixMap PermissiveFixCollector::takeFixes() {
  if (PendingCall)
    settleTemporaryArgument();
  // Errors no edit answers do not hold the retry back: they may follow from
  // one that an edit answers (`tiled_extent<TS, TS> te = e.tile<TS, TS>();`
  // without `template` reads on as a second declarator, `TS`, shadowing the
  // template's parameter). The retry stands only if Clang accepts it.
  // A fatal error (a missing header) stands whatever the edits.
  if (!AnyError || Fatal)
    return {};
  for (auto &Entry : Fixes) {
    llvm::stable_sort(Entry.second,
                      [](const PermissiveFix &A, const PermissiveFix &B) {
                        return A.Offset < B.Offset;
                      });
    // A function whose default arguments move to its copy is declared
    // once, before the first template that calls it (the later ones see
    // that declaration).
    std::set<std::string> Declared;
    llvm::erase_if(Entry.second, [&](const PermissiveFix &F) {
      return F.Id == DiagId::LateDeclaredFunction && !F.Silent &&
             StringRef(F.Text).contains('=') &&
             !Declared.insert(F.Subject).second;
    });
  }
  return std::move(Fixes);
}

void PermissiveFixCollector::add(StringRef File, PermissiveFix Fix) {
  std::vector<PermissiveFix> &InFile = Fixes[File];
  // Clang may report one place twice (a template and its instantiation).
  for (const PermissiveFix &Known : InFile)
    if (Known.Offset == Fix.Offset && Known.Length == Fix.Length &&
        Known.Text == Fix.Text)
      return;
  InFile.push_back(std::move(Fix));
}

/// The dependent type a missing-`typename` diagnostic is about, for the
/// report: the message names it ("... dependent type name 'T::type'", the
/// extension's unquoted, before "; implicit 'typename' ..."), except the
/// template argument's, which names only the argument's position.
static std::string dependentTypeName(const Diagnostic &Info, StringRef Text,
                                     unsigned Offset) {
  if (Info.getID() == diag::err_template_arg_must_be_type_suggest)
    return qualifiedNameAt(Text, Offset).str();
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  return StringRef(Message)
      .split("type name ")
      .second.split(';')
      .first.trim('\'')
      .str();
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
  const ErrorSite Site{File, FID, Text, Offset};
  if (std::optional<Outcome> Template = templateFix(Info, Site))
    return *Template;
  if (std::optional<Outcome> Iterator = iteratorFunctionFix(Info, Site))
    return *Iterator;

  unsigned ID = Info.getID();
  // `ext.tile<TS>()` on a dependent `ext`: Clang 19 offers no fix-it. A
  // type argument (`a.reinterpret_as<unsigned int>()`) stops the parser
  // earlier, with another error (its fix-it the same keyword, here).
  if (ID == diag::err_template_kw_missing ||
      ID == diag::err_missing_dependent_template_keyword) {
    add(File, {Offset, 0, "template ", DiagId::MissingTemplateKeyword,
               MappingId::TemplateKeyword, identifierAt(Text, Offset).str()});
    return Outcome::Fixed;
  }
  // `-v.xy`, `v.xy + v.zw` in a template whose `v` is dependent: Clang
  // instantiates the operator on the swizzle property without reading it
  // (a builtin operator on the property, rejected) where Visual C++ and
  // Clang outside templates read it first; the retry reads it through its
  // getter, `v.get_xy()`, as the output writes every read.
  if (ID == diag::err_typecheck_unary_expr ||
      ID == diag::err_typecheck_invalid_operands) {
    Outcome Swizzle = swizzleFix(Info, Site);
    // `os << arr` with `template <..., int N> operator<<(ostream &, const
    // std::array<T, N> &)` (amp-algorithms' testtools.h): the candidates'
    // notes follow, and a parameter deduced as another type is declared
    // with it, as for a call (deducedParameterTypeFix).
    PendingOperands = Swizzle != Outcome::Fixed;
    return Swizzle;
  }
  // `assert(cond, "message")`: Visual C++ ignored the message; written
  // `assert((cond) && "message")`, which fails and reports as it did.
  if (ID == diag::err_too_many_args_in_macro_invoc)
    return assertFix(Site);
  // A call no function matched: Visual C++ may have bound a temporary to
  // a non-const reference parameter; the notes on its candidates tell.
  if (ID == diag::err_ovl_no_viable_function_in_call ||
      ID == diag::err_ovl_no_viable_member_function_in_call) {
    PendingCall =
        TemporaryArgumentCall{File, qualifiedNameAt(Text, Offset).str()};
    PendingCall->Text = Text;
    PendingCall->CallOffset = Offset;
    return Outcome::Fixed;
  }
  // The same where the call has one function, and Clang reports the
  // binding: `doubler().apply(array_view<float, 1>(n, v))`. Only a
  // temporary of class type (Visual C++ bound no other), and only a call's
  // argument (its note follows): `T &r = T();` extended the temporary's
  // life, which an lvalue cannot.
  if (ID == diag::err_lvalue_reference_bind_to_temporary)
    return temporaryBindingFix(Info, Site);
  if (ID == diag::err_typecheck_ordered_comparison_of_pointer_and_zero)
    return pointerZeroFix(Info, Site);
  if (ID == diag::err_ovl_no_viable_conversion_in_cast)
    return exceptionFix(Info, Site);
  // `array_view<T> v(array<T>(n, cpu_view, av));` (amp-algorithms'
  // reduce): no constructor matched, and array_view's from an array takes
  // it by non-const reference, which Visual C++ bound to the temporary. The
  // notes on the constructors decide, as for a call.
  if (ID == diag::err_ovl_no_viable_function_in_init) {
    if (exceptionFix(Info, Site) == Outcome::Fixed)
      return Outcome::Fixed;
    if (Info.getArgKind(0) != DiagnosticsEngine::ak_qualtype)
      return Outcome::Unfixable;
    PendingCall = TemporaryArgumentCall{
        File,
        QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(0)))
            .getAsString()};
    PendingCall->Text = Text;
    PendingCall->CallOffset = Offset;
    return Outcome::Fixed;
  }
  // A template calls a function declared after it: Visual C++ looked the
  // name up at instantiation. The function is declared before the template.
  // So when Clang guessed a typo (`registry` for `registrar`): the
  // function the file declares later is what Visual C++ found.
  if (ID == diag::err_undeclared_var_use ||
      ID == diag::err_not_found_by_two_phase_lookup ||
      ID == diag::err_undeclared_var_use_suggest) {
    std::vector<PermissiveFix> Late = lateFunctionDeclaration(Text, Offset);
    if (Late.empty())
      Late = classTemplateAfterName(Text, Offset);
    for (PermissiveFix &Fix : Late)
      add(File, std::move(Fix));
    if (!Late.empty())
      return Outcome::Fixed;
    if (std::optional<Outcome> Known = undeclaredNameFix(Info, Site))
      return *Known;
    // Clang found the function where the template is instantiated, and
    // called it: once the parse is done, the call says which one
    // (settleLateFoundCalls).
    if (ID == diag::err_not_found_by_two_phase_lookup)
      LateFoundCalls.insert(Info.getLocation().getRawEncoding());
    if (ID != diag::err_undeclared_var_use_suggest)
      return Outcome::Unfixable;
  }
  // `tile_static float_4 cache[256];`: C++ AMP never constructs a
  // tile_static variable, so Visual C++ accepts a type whose default
  // constructor does work; a __shared__ one cannot have such a constructor.
  if (ID == diag::err_shared_var_init) {
    std::optional<StorageDeclaration> Storage = tileStaticStorage(Text, Offset);
    if (!Storage)
      return Outcome::Unfixable;
    add(File, {Storage->Whole.Offset, Storage->Whole.Length,
               std::move(Storage->Whole.Text), DiagId::TileStaticStorage,
               MappingId::TileStaticStorage, identifierAt(Text, Offset).str()});
    return Outcome::Fixed;
  }
  if (ID == diag::err_expected_qualified_after_typename ||
      ID == diag::ext_elaborated_enum_class)
    return keywordFix(ID, Site);
  // `uint8_t rgb[3] = { c & 0xFF, ... }`: Visual C++ converted with a
  // warning (C4838); the cast comes with Clang's note that follows.
  if (ID == diag::ext_init_list_type_narrowing ||
      ID == diag::ext_init_list_variable_narrowing ||
      ID == diag::ext_init_list_type_narrowing_const_reference ||
      ID == diag::ext_init_list_variable_narrowing_const_reference) {
    PendingNarrowing = !InInstantiation || !InInstantiation();
    return PendingNarrowing ? Outcome::Fixed : Outcome::Unfixable;
  }
  // Clang's own fix-its: `typename` before a dependent type, and a name a
  // template uses before its declaration, which Clang finds in a namespace
  // (`accelerator` -> `Concurrency::accelerator`) where Visual C++ found it
  // at instantiation through a later using-directive.
  return fixItFix(Info, Site);
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::exceptionFix(const Diagnostic &Info,
                                     const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  // `throw std::exception("message")`: Visual C++'s std::exception takes a
  // message; std::runtime_error is the standard exception that does (and
  // is a std::exception, so handlers catch it as before).
  if (Info.getID() == diag::err_ovl_no_viable_conversion_in_cast) {
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
  // `std::exception e("message");`: as above, a std::runtime_error.
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  StringRef Before = Text.take_front(Offset).rtrim();
  if (!StringRef(Message).ends_with("of 'std::exception'") ||
      !Before.ends_with("exception"))
    return Outcome::Unfixable;
  add(File, {static_cast<unsigned>(Before.size() - 9), 9, "runtime_error",
             DiagId::ExceptionVariable, MappingId::ExceptionVariable,
             identifierAt(Text, Offset).str()});
  return Outcome::Fixed;
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::keywordFix(unsigned ID, const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  // `typename decltype(e)` and `typename T`: Visual C++ took the keyword,
  // C++ allows it only before a qualified name.
  if (ID == diag::err_expected_qualified_after_typename) {
    StringRef Before = Text.take_front(Offset).rtrim();
    StringRef Name = identifierAt(Text, Offset);
    if (!Before.ends_with("typename") || Name.empty())
      return Outcome::Unfixable;
    unsigned Begin = Before.size() - 8;
    if (Name == "decltype")
      add(File, {Begin, Offset - Begin, "", DiagId::TypenameDecltype,
                 MappingId::TypenameDecltype, "decltype"});
    else
      add(File, {Begin, Offset - Begin, "", DiagId::TypenameUnqualified,
                 MappingId::TypenameUnqualified, Name.str()});
    return Outcome::Fixed;
  }
  // `enum class E f();`: Visual C++ took the class-key where the
  // declaration names an enumeration declared before; C++ writes `enum E`.
  StringRef Key = identifierAt(Text, Offset);
  if (Key != "class" && Key != "struct")
    return Outcome::Unfixable;
  StringRef After = Text.drop_front(Offset + Key.size());
  unsigned Length = Text.size() - Offset - After.ltrim().size();
  add(File, {Offset, Length, "", DiagId::ElaboratedEnumClass,
             MappingId::ElaboratedEnumClass,
             Key.str() + " " + qualifiedNameAt(After.ltrim(), 0).str()});
  return Outcome::Fixed;
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::swizzleFix(const Diagnostic &Info,
                                   const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  const SourceManager &SM = Info.getSourceManager();
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  if (!StringRef(Message).contains("short_vec<"))
    return Outcome::Unfixable;
  bool Any = false;
  for (const CharSourceRange &Range : Info.getRanges()) {
    if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID() ||
        SM.getFileID(Range.getBegin()) != FID)
      continue;
    unsigned Begin = SM.getFileOffset(Range.getBegin());
    unsigned End = SM.getFileOffset(
        Range.isTokenRange()
            ? Lexer::getLocForEndOfToken(Range.getEnd(), 0, SM, LangOptions())
            : Range.getEnd());
    if (End <= Begin || End > Text.size())
      continue;
    StringRef Operand = Text.slice(Begin, End);
    // The operand without the blanks and parentheses around it.
    StringRef Inner = Operand.trim();
    while (Inner.size() > 2 && Inner.front() == '(' && Inner.back() == ')')
      Inner = Inner.drop_front().drop_back().trim();
    auto Swizzle = trailingSwizzle(Inner);
    if (!Swizzle)
      continue;
    unsigned At = unsigned(Inner.data() - Text.data()) + Swizzle->first;
    // The rgba names call the xyzw accessors.
    std::string Components = Swizzle->second.str();
    for (char &C : Components)
      if (size_t Rgba = StringRef("rgba").find(C); Rgba != StringRef::npos)
        C = "xyzw"[Rgba];
    add(File, {At, unsigned(Swizzle->second.size()), "get_" + Components + "()",
               DiagId::SwizzleOperandInTemplate,
               MappingId::PropertyShortVectorSwizzle, Swizzle->second.str()});
    Any = true;
  }
  return Any ? Outcome::Fixed : Outcome::Unfixable;
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::assertFix(const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
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

PermissiveFixCollector::Outcome
PermissiveFixCollector::fixItFix(const Diagnostic &Info,
                                 const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  const SourceManager &SM = Info.getSourceManager();
  unsigned ID = Info.getID();
  // `TypeParam::stl_type()` met in an instantiation: Clang names the
  // missing keyword but offers no fix-it there.
  if (ID == diag::err_typename_missing && Info.getNumFixItHints() == 0 &&
      !identifierAt(Text, Offset).empty() &&
      !Text.take_front(Offset).rtrim().ends_with("typename")) {
    add(File,
        {Offset, 0, "typename ", DiagId::MissingTypenameKeyword,
         MappingId::TypenameKeyword, qualifiedNameAt(Text, Offset).str()});
    return Outcome::Fixed;
  }
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
  // `typename` before a dependent type, which Visual C++ did without: in a
  // declaration (`array_view<T, 1>::value_type f(...)`) and as a template
  // argument (`array_view<C::value_type, 1>`).
  if ((ID == diag::err_typename_missing || ID == diag::ext_implicit_typename ||
       ID == diag::err_template_arg_must_be_type_suggest) &&
      Removed.empty() && Hint.CodeToInsert == "typename ") {
    add(File,
        {Begin, 0, "typename ", DiagId::MissingTypenameKeyword,
         MappingId::TypenameKeyword, dependentTypeName(Info, Text, Begin)});
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

void PermissiveFixCollector::narrowingCastFix(const Diagnostic &Info) {
  if (Info.getNumFixItHints() != 2 || !Info.hasSourceManager())
    return;
  const SourceManager &SM = Info.getSourceManager();
  const FixItHint &Open = Info.getFixItHint(0), &Close = Info.getFixItHint(1);
  SourceLocation Begin = Open.RemoveRange.getBegin(),
                 End = Close.RemoveRange.getBegin();
  StringRef Cast = Open.CodeToInsert;
  if (Begin.isMacroID() || End.isMacroID() ||
      SM.getFileID(Begin) != SM.getFileID(End) ||
      !Cast.consume_front("static_cast<") || !Cast.consume_back(">(") ||
      Close.CodeToInsert != ")")
    return;
  std::string File = realPathOf(SM, SM.getFileID(Begin));
  if (File.empty() || SM.isInSystemHeader(Begin) || !IsUserFile(File))
    return;
  add(File, {SM.getFileOffset(Begin), 0, Open.CodeToInsert,
             DiagId::NarrowingInitializer, MappingId::NarrowingInitializer,
             Cast.str()});
  add(File, {SM.getFileOffset(End), 0, ")", DiagId::NarrowingInitializer,
             MappingId::NarrowingInitializer, Cast.str(), /*Silent=*/true});
}

} // namespace amp2hip
