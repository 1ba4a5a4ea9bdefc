//===- PermissiveTemplateFixes.cpp - Visual C++'s template declarations ---===//
//
// The retry's edits (PermissiveFixes.h) for what Visual C++ accepted in the
// declarations of templates, which it read only at instantiation: a member
// template's parameter named as the class template's, a default template
// argument repeated where a member is defined outside its class, a
// non-type template argument that narrows, a non-type parameter whose type
// is not the one deduced, and a type of a dependent base class named
// without qualification.
//
//===----------------------------------------------------------------------===//

#include "parse/PermissiveFixes.h"
#include "parse/PermissiveText.h"

#include "foundation/Identifiers.h"

#include "clang/AST/Type.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"

#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// Calls \p Each with each token of \p Text from \p Begin, until it
/// returns false: a raw lexer, so that comments and literals are skipped.
template <typename Fn>
void forEachToken(StringRef Text, size_t Begin, Fn Each) {
  LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus14 = Opts.CPlusPlus17 = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), Opts, Text.begin(),
          Text.begin() + Begin, Text.end());
  Token T;
  for (L.LexFromRawLexer(T); T.isNot(tok::eof); L.LexFromRawLexer(T))
    if (!Each(T, static_cast<size_t>(T.getLocation().getRawEncoding() - 1)))
      return;
}

/// The end of the declaration around \p Offset: after its `;`, or after
/// the `}` that closes its body.
size_t declarationEnd(StringRef Text, size_t Offset) {
  int Depth = 0;
  size_t End = StringRef::npos;
  forEachToken(Text, Offset, [&](const Token &T, size_t At) {
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    bool Ends =
        (T.is(tok::semi) && Depth == 0) || (T.is(tok::r_brace) && Depth == 0);
    if (Ends || Depth < 0)
      End = Ends ? At + T.getLength() : StringRef::npos;
    return !Ends && Depth >= 0;
  });
  return End;
}

/// The end of the template argument that starts at \p Offset: the `,` or
/// `>` after it outside parentheses and brackets.
size_t argumentEnd(StringRef Text, size_t Offset) {
  int Depth = 0;
  size_t End = StringRef::npos;
  forEachToken(Text, Offset, [&](const Token &T, size_t At) {
    if (T.isOneOf(tok::l_paren, tok::l_square))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square))
      --Depth;
    bool Ends =
        Depth == 0 && T.isOneOf(tok::comma, tok::greater, tok::greatergreater);
    if (Ends)
      End = At;
    return !Ends && Depth >= 0;
  });
  return End;
}

} // namespace

std::optional<PermissiveFixCollector::Outcome>
PermissiveFixCollector::templateFix(const Diagnostic &Info,
                                    const ErrorSite &Site) {
  unsigned ID = Info.getID();
  if (ID == diag::err_template_param_shadow ||
      ID == diag::ext_compat_template_param_shadow)
    return shadowFix(Site);
  if (ID == diag::err_template_parameter_default_template_member)
    return memberDefaultFix(Info, Site);
  if (ID == diag::ext_cce_narrowing)
    return narrowingArgumentFix(Info, Site);
  if (ID == diag::err_partial_spec_ordering_ambiguous)
    return partialSpecializationFix(Info);
  // `check_error(n, x, y)` with dependent arguments, which Clang found in
  // the dependent base at instantiation (its fix-it, `this->`, comes only
  // where the call is in a member function of the class itself).
  if (ID == diag::err_found_in_dependent_base) {
    add(Site.File, {Site.Offset, 0, "this->", DiagId::DependentBaseMember,
                    MappingId::DependentBaseMember,
                    identifierAt(Site.Text, Site.Offset).str()});
    return Outcome::Fixed;
  }
  if (ID == diag::err_unknown_typename ||
      ID == diag::err_unknown_typename_suggest ||
      ID == diag::err_template_missing_args)
    if (std::optional<Outcome> Base = dependentBaseFix(Site, true))
      return Base;
  if (ID == diag::err_nested_name_spec_non_tag)
    return iteratorMemberFix(Info, Site);
  // `static_count_bits<N, bit32>` in a class template, both declared
  // after it: Visual C++ read the class at instantiation.
  if (ID == diag::err_no_template) {
    std::vector<PermissiveFix> Moved =
        classTemplateAfterName(Site.Text, Site.Offset);
    for (PermissiveFix &Fix : Moved)
      add(Site.File, std::move(Fix));
    if (!Moved.empty())
      return Outcome::Fixed;
  }
  // `amp_algorithms::less()` of `template <typename T = void> struct less`:
  // C++14 writes the empty argument list (a template with a parameter
  // without default then fails the retry).
  if (ID == diag::err_template_missing_args && Info.getRawArg(0) == 0) {
    StringRef Name = qualifiedNameAt(Site.Text, Site.Offset);
    if (Name.empty() || Name.ends_with(":"))
      return Outcome::Unfixable;
    add(Site.File, {static_cast<unsigned>(Site.Offset + Name.size()), 0, "<>",
                    DiagId::TemplateArgumentsOmitted,
                    MappingId::TemplateArgumentsOmitted, Name.str()});
    return Outcome::Fixed;
  }
  return std::nullopt;
}

std::optional<PermissiveFixCollector::Outcome>
PermissiveFixCollector::dependentBaseFix(const ErrorSite &Site,
                                         bool NamesType) {
  // In a class template with a base that depends on its parameters, a name
  // nothing declares (or a namespace's class template, named bare, where
  // ampblas' tests mean their base's `real_type` typedef) is the base's:
  // Visual C++ looked it up there at instantiation. A type is named as the
  // class's member, `typename C::name`: where Clang wanted a type, before
  // a declarator's name (`promoted_type cblas = ...`), or between template
  // arguments' `<`/`,` and `,`/`>`. A called name is reached through
  // `this->`. Any other use is left: it may be a variable whose own
  // declaration failed. The retry tells whether the base has it.
  std::string Class = DependentBaseClass ? DependentBaseClass() : "";
  StringRef Before = Site.Text.take_front(Site.Offset).rtrim();
  StringRef Name = identifierAt(Site.Text, Site.Offset);
  StringRef After = Site.Text.drop_front(Site.Offset + Name.size()).ltrim();
  if (Class.empty() || Name.empty() || Before.ends_with("::") ||
      Before.ends_with(".") || Before.ends_with("->") || After.starts_with("<"))
    return std::nullopt;
  NamesType |= (!After.empty() && isAsciiIdentifierStart(After.front())) ||
               ((Before.ends_with("<") || Before.ends_with(",")) &&
                (After.starts_with(">") || After.starts_with(",")));
  if (!NamesType && !After.starts_with("("))
    return std::nullopt;
  if (NamesType)
    add(Site.File, {Site.Offset, 0,
                    "typename " + Class + "::", DiagId::DependentBaseTypeName,
                    MappingId::DependentBaseTypeName, Name.str()});
  else
    add(Site.File, {Site.Offset, 0, "this->", DiagId::DependentBaseMember,
                    MappingId::DependentBaseMember, Name.str()});
  return Outcome::Fixed;
}

/// The end of the block around \p Offset: its closing `}`.
static size_t blockEnd(StringRef Text, size_t Offset) {
  int Depth = 0;
  size_t End = StringRef::npos;
  forEachToken(Text, Offset, [&](const Token &T, size_t At) {
    if (T.is(tok::l_brace))
      ++Depth;
    else if (T.is(tok::r_brace) && --Depth < 0)
      End = At;
    return Depth >= 0;
  });
  return End;
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::shadowFix(const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  // `template <typename T1, typename T2> pair(const pair<T1, T2>&)` in
  // `template <typename T1, typename T2> struct pair`: the member's own
  // parameter, renamed through the member. Any other declaration
  // (`typedef ... T;` in a function template with a parameter T): renamed
  // from there to the end of its block.
  StringRef Name = identifierAt(Text, Offset);
  StringRef Before = Text.take_front(Offset).rtrim();
  bool Parameter = Before.ends_with("typename") || Before.ends_with("class");
  // A declarator after a type (not `e.tile<TS, TS>()` without `template`,
  // read on as a second declarator, which that keyword answers).
  if (!Parameter &&
      (Before.empty() || (!isAsciiIdentifierContinue(Before.back()) &&
                          !StringRef(">*&").contains(Before.back()))))
    return Outcome::Unfixable;
  size_t Begin = Parameter ? Text.take_front(Offset).rfind("template") : Offset;
  size_t End =
      Parameter ? declarationEnd(Text, Offset) : blockEnd(Text, Offset);
  if (Name.empty() || Begin == StringRef::npos || End == StringRef::npos)
    return Outcome::Unfixable;
  StringRef Scope = Text.slice(Begin, End);
  std::string Renamed = Name.str() + "_";
  while (containsIdentifier(Scope, Renamed))
    Renamed += "_";
  bool First = true;
  forEachToken(Text, Begin, [&](const Token &T, size_t At) {
    if (At >= End)
      return false;
    if (T.is(tok::raw_identifier) && T.getRawIdentifier() == Name) {
      add(File, {static_cast<unsigned>(At), unsigned(Name.size()), Renamed,
                 DiagId::TemplateParameterShadow,
                 MappingId::TemplateParameterShadow, Name.str(),
                 /*Silent=*/!First});
      First = false;
    }
    return true;
  });
  return First ? Outcome::Unfixable : Outcome::Fixed;
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::memberDefaultFix(const Diagnostic &Info,
                                         const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  // At the parameter's name; the default argument is the diagnostic's range.
  const SourceManager &SM = Info.getSourceManager();
  if (Info.getNumRanges() == 0)
    return Outcome::Unfixable;
  CharSourceRange Range = Info.getRange(0);
  if (Range.getEnd().isMacroID() || SM.getFileID(Range.getEnd()) != FID)
    return Outcome::Unfixable;
  unsigned End = SM.getFileOffset(
      Range.isTokenRange()
          ? Lexer::getLocForEndOfToken(Range.getEnd(), 0, SM, LangOptions())
          : Range.getEnd());
  StringRef Name = identifierAt(Text, Offset);
  unsigned Begin = Offset + Name.size();
  if (Name.empty() || End <= Begin ||
      !Text.slice(Begin, End).ltrim().starts_with("="))
    return Outcome::Unfixable;
  add(File, {Begin, End - Begin, "", DiagId::MemberDefaultTemplateArgument,
             MappingId::MemberDefaultTemplateArgument, Name.str()});
  return Outcome::Fixed;
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::narrowingArgumentFix(const Diagnostic &Info,
                                             const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  // Only a non-type template argument (the first argument selects what
  // narrowed), to a built-in type: the parameter's, the same in every
  // instantiation.
  if (Info.getRawArg(0) != 2 ||
      Info.getArgKind(3) != DiagnosticsEngine::ak_qualtype)
    return Outcome::Unfixable;
  QualType Type =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(3)));
  size_t End = argumentEnd(Text, Offset);
  if (!Type->isBuiltinType() || End == StringRef::npos ||
      Text.slice(Offset, End).trim().empty())
    return Outcome::Unfixable;
  End = Offset + Text.slice(Offset, End).rtrim().size();
  std::string Cast = Type.getUnqualifiedType().getAsString();
  add(File, {Offset, 0, "static_cast<" + Cast + ">(",
             DiagId::NarrowingTemplateArgument,
             MappingId::NarrowingTemplateArgument, Cast});
  add(File,
      {static_cast<unsigned>(End), 0, ")", DiagId::NarrowingTemplateArgument,
       MappingId::NarrowingTemplateArgument, Cast, /*Silent=*/true});
  return Outcome::Fixed;
}

void PermissiveFixCollector::deducedParameterTypeFix(const Diagnostic &Info) {
  // "... does not have the same type as the corresponding template
  // parameter ('int' vs 'unsigned int')": the deduced type, then the
  // parameter's.
  llvm::SmallString<256> Message;
  Info.FormatDiagnostic(Message);
  StringRef Types =
      StringRef(Message).split("corresponding template parameter ('").second;
  auto [Deduced, Rest] = Types.split("' vs '");
  StringRef Declared = Rest.split("')").first;
  if (Deduced.empty() || Declared.empty() || !Info.hasSourceManager() ||
      Info.getLocation().isInvalid() || Info.getLocation().isMacroID())
    return;
  const SourceManager &SM = Info.getSourceManager();
  FileID FID = SM.getFileID(Info.getLocation());
  std::string File = userPath(SM, FID);
  if (File.empty() || SM.isInSystemHeader(Info.getLocation()))
    return;
  StringRef Text = SM.getBufferData(FID);
  auto Type = nonTypeParameterType(Text, SM.getFileOffset(Info.getLocation()),
                                   Declared);
  if (!Type)
    return;
  auto [Begin, End] = *Type;
  unsigned NameAt = Text.size() - Text.drop_front(End).ltrim().size();
  add(File,
      {Begin, End - Begin, Deduced.str(), DiagId::DeducedParameterType,
       MappingId::DeducedParameterType,
       (Text.slice(Begin, End) + " " + identifierAt(Text, NameAt)).str()});
}

void PermissiveFixCollector::win32SizeTypeNote(const Diagnostic &Info) {
  // "deduced conflicting types for parameter '_Tp' ('unsigned int' vs.
  // 'unsigned long')": argument 0 selects types, 2 and 3 are they.
  if (Info.getNumArgs() < 4 || Info.getRawArg(0) != 0 ||
      Info.getArgKind(2) != DiagnosticsEngine::ak_qualtype ||
      Info.getArgKind(3) != DiagnosticsEngine::ak_qualtype)
    return;
  auto Kind = [&](unsigned Arg) {
    QualType T = QualType::getFromOpaquePtr(
        reinterpret_cast<void *>(Info.getRawArg(Arg)));
    const auto *B = T.getCanonicalType()->getAs<BuiltinType>();
    return B ? B->getKind() : BuiltinType::Void;
  };
  std::set<BuiltinType::Kind> Deduced = {Kind(2), Kind(3)};
  // The 64-bit parse's size_t and ptrdiff_t (LP64).
  const char *Type = nullptr;
  if (Deduced == std::set{BuiltinType::UInt, BuiltinType::ULong})
    Type = "size_t";
  else if (Deduced == std::set{BuiltinType::Int, BuiltinType::Long})
    Type = "ptrdiff_t";
  if (!Type || PendingCall->Win32SizeType.value_or(Type) != Type)
    return;
  PendingCall->Win32SizeType = Type;
  ++PendingCall->SizeTypeConflicts;
}

bool PermissiveFixCollector::settleWin32SizeType(
    const TemporaryArgumentCall &Call) {
  // std::max's other overloads take three arguments or an initializer
  // list: no choice in Visual C++ either.
  if (Call.Binding || !Call.Win32SizeType ||
      Call.Candidates - Call.OtherArity - Call.OtherForm !=
          Call.SizeTypeConflicts)
    return false;
  // The template argument goes after the called name, which has none; the
  // name is rewritten with it, so that the warning is at the call.
  StringRef Callee = qualifiedNameAt(Call.Text, Call.CallOffset);
  unsigned NameEnd = Call.CallOffset + Callee.size();
  if (Callee.empty() || !Call.Text.drop_front(NameEnd).ltrim().starts_with("("))
    return false;
  std::string Written = (Callee + "<" + *Call.Win32SizeType + ">").str();
  add(Call.File, {Call.CallOffset, static_cast<unsigned>(Callee.size()),
                  Written, DiagId::Win32SizeTypeArgument,
                  MappingId::Win32SizeTypeArgument, Written});
  return true;
}

} // namespace amp2hip
