//===- PermissiveAstFixes.cpp - Visual C++'s templates, read from the AST -===//
//
// The retry's edits (PermissiveFixes.h) that the text around an error does
// not tell, but what Clang parsed does: the partial specializations an
// ambiguity is between, the function templates that nothing instantiated,
// the operands of a comparison.
//
//===----------------------------------------------------------------------===//

#include "foundation/SourceEdits.h"
#include "parse/PermissiveFixes.h"
#include "parse/PermissiveText.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The non-type template parameters of a partial specialization that its
/// arguments pass to a template whose parameter has another type
/// (`unsigned int rank` in `array_view<T, rank>`, whose `N` is an `int`),
/// each with that type.
class MismatchedParameters : public RecursiveASTVisitor<MismatchedParameters> {
public:
  explicit MismatchedParameters(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitTemplateSpecializationType(TemplateSpecializationType *T) {
    const TemplateDecl *Template = T->getTemplateName().getAsTemplateDecl();
    if (!Template)
      return true;
    const TemplateParameterList *Params = Template->getTemplateParameters();
    ArrayRef<TemplateArgument> Args = T->template_arguments();
    for (unsigned I = 0; I < Args.size() && I < Params->size(); ++I) {
      if (Args[I].getKind() != TemplateArgument::Expression)
        continue;
      const auto *Ref =
          dyn_cast<DeclRefExpr>(Args[I].getAsExpr()->IgnoreParenImpCasts());
      const auto *Used =
          Ref ? dyn_cast<NonTypeTemplateParmDecl>(Ref->getDecl()) : nullptr;
      const auto *Declared =
          dyn_cast<NonTypeTemplateParmDecl>(Params->getParam(I));
      if (Used && Declared && !Declared->isParameterPack() &&
          !Declared->getType()->isDependentType() &&
          !Ctx.hasSameType(Used->getType(), Declared->getType()))
        Found.emplace_back(Used, Declared->getType());
    }
    return true;
  }

  std::vector<std::pair<const NonTypeTemplateParmDecl *, QualType>> Found;

private:
  ASTContext &Ctx;
};

/// The calls whose function's name is at one of a set of locations, with
/// the function each calls and the function or lambda it is in:
/// instantiations included, where Clang resolved what their templates left
/// dependent.
class CallsAt : public RecursiveASTVisitor<CallsAt> {
public:
  using Base = RecursiveASTVisitor<CallsAt>;
  CallsAt(const SourceManager &SM,
          const std::set<SourceLocation::UIntTy> &Locations)
      : SM(SM), Locations(Locations) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    auto *DC = dyn_cast_or_null<DeclContext>(D);
    if (DC)
      Contexts.push_back(DC);
    bool Continue = Base::TraverseDecl(D);
    if (DC)
      Contexts.pop_back();
    return Continue;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *Callee = dyn_cast<FunctionDecl>(E->getDecl());
    if (Callee && !E->hasQualifier() && !Contexts.empty() &&
        Locations.count(SM.getExpansionLoc(E->getLocation()).getRawEncoding()))
      Found.push_back({E->getLocation(), Callee, Contexts.back()});
    return true;
  }

  struct Call {
    SourceLocation Name;
    const FunctionDecl *Callee;
    const DeclContext *In;
  };
  std::vector<Call> Found;

private:
  const SourceManager &SM;
  const std::set<SourceLocation::UIntTy> &Locations;
  std::vector<const DeclContext *> Contexts;
};

/// [Begin, End) of \p Range's text in its file, when it is all in one file
/// and outside macros.
std::optional<std::pair<unsigned, unsigned>> offsetsOf(const SourceManager &SM,
                                                       SourceRange Range) {
  SourceLocation Begin = Range.getBegin(), Last = Range.getEnd();
  if (Begin.isInvalid() || Last.isInvalid() || Begin.isMacroID() ||
      Last.isMacroID() || SM.getFileID(Begin) != SM.getFileID(Last))
    return std::nullopt;
  SourceLocation End = Lexer::getLocForEndOfToken(Last, 0, SM, LangOptions());
  return std::make_pair(SM.getFileOffset(Begin), SM.getFileOffset(End));
}

} // namespace

PermissiveFixCollector::Outcome
PermissiveFixCollector::partialSpecializationFix(const Diagnostic &Info) {
  // "ambiguous partial specializations of 'is_array_view<array_view<const
  // float, 2>>'" between `template <class T, unsigned int rank>
  // is_array_view<array_view<T, rank>>` and its `const T` one: Visual C++
  // ordered them (the `const T` one is more specialized); C++ deduction
  // fails both ways, the rank's type not being array_view's `int`. The
  // parameters are declared with that type, as for a function template
  // (deducedParameterTypeFix).
  if (Info.getArgKind(0) != DiagnosticsEngine::ak_nameddecl ||
      !Info.hasSourceManager())
    return Outcome::Unfixable;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      reinterpret_cast<const NamedDecl *>(Info.getRawArg(0)));
  if (!Spec)
    return Outcome::Unfixable;
  const SourceManager &SM = Info.getSourceManager();
  SmallVector<ClassTemplatePartialSpecializationDecl *, 4> Partials;
  Spec->getSpecializedTemplate()->getPartialSpecializations(Partials);
  bool Any = false;
  for (ClassTemplatePartialSpecializationDecl *Partial : Partials) {
    MismatchedParameters Mismatches(Spec->getASTContext());
    if (const ASTTemplateArgumentListInfo *Written =
            Partial->getTemplateArgsAsWritten())
      for (const TemplateArgumentLoc &Arg : Written->arguments())
        Mismatches.TraverseTemplateArgumentLoc(Arg);
    for (const auto &[Parameter, Type] : Mismatches.Found) {
      const TypeSourceInfo *Written = Parameter->getTypeSourceInfo();
      auto Offsets = Written
                         ? offsetsOf(SM, Written->getTypeLoc().getSourceRange())
                         : std::nullopt;
      if (!Offsets)
        continue;
      FileID FID = SM.getFileID(Written->getTypeLoc().getBeginLoc());
      auto [Begin, End] = *Offsets;
      StringRef Text = SM.getBufferData(FID).slice(Begin, End);
      Any |= addInFile(SM, FID,
                       {Begin, End - Begin, Type.getAsString(),
                        DiagId::DeducedParameterType,
                        MappingId::DeducedParameterType,
                        (Text + " " + Parameter->getName()).str()});
    }
  }
  return Any ? Outcome::Fixed : Outcome::Unfixable;
}

PermissiveFixCollector::Outcome
PermissiveFixCollector::pointerZeroFix(const Diagnostic &Info,
                                       const ErrorSite &Site) {
  // `if (x <= 0)` with `const float *x`: Visual C++ converted the 0 to a
  // null pointer, as C++03 did; C++11 rejects the comparison. The 0 is
  // written as a null pointer of the operand's own type (the operand's
  // declared type, so that each instantiation of a template gets its own).
  const SourceManager &SM = Info.getSourceManager();
  if (Info.getNumRanges() != 2)
    return Outcome::Unfixable;
  std::optional<std::pair<unsigned, unsigned>> Operands[2];
  for (unsigned I = 0; I < 2; ++I)
    if (Info.getRange(I).isTokenRange() &&
        SM.getFileID(Info.getRange(I).getBegin()) == Site.FID)
      Operands[I] = offsetsOf(SM, Info.getRange(I).getAsRange());
  if (!Operands[0] || !Operands[1])
    return Outcome::Unfixable;
  auto TextOf = [&](unsigned I) {
    return Site.Text.slice(Operands[I]->first, Operands[I]->second);
  };
  unsigned Zero = TextOf(0) == "0" ? 0 : 1;
  StringRef Pointer = TextOf(1 - Zero);
  if (TextOf(Zero) != "0" || Pointer.empty() ||
      !llvm::all_of(Pointer,
                    [](char C) { return isAsciiIdentifierContinue(C); }))
    return Outcome::Unfixable;
  add(Site.File,
      {Operands[Zero]->first, 1, ("decltype(" + Pointer + ")(0)").str(),
       DiagId::PointerZeroComparison, MappingId::PointerZeroComparison,
       Pointer.str()});
  return Outcome::Fixed;
}

bool PermissiveFixCollector::constElementFix(const Diagnostic &Info) {
  // "in instantiation of template class 'std::vector<const int>' requested
  // here", at the declaration (`std::vector<const T> buffer(i);`, at
  // `buffer`): Visual C++ 2013's containers took const elements (a
  // vector<const T> whose elements are copied in once, amp-algorithms'
  // testtools.h); libstdc++'s assert that they are not, as C++ requires.
  // The container's name is looked for back to the statement's start, and
  // the `const` of its first template argument removed: the same elements,
  // assignable.
  if (Info.getArgKind(0) != DiagnosticsEngine::ak_nameddecl ||
      !Info.hasSourceManager() || Info.getLocation().isMacroID())
    return false;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      reinterpret_cast<const NamedDecl *>(Info.getRawArg(0)));
  const SourceManager &SM = Info.getSourceManager();
  if (!Spec || SM.isInSystemHeader(Info.getLocation()))
    return false;
  FileID FID = SM.getFileID(Info.getLocation());
  std::string File = userPath(SM, FID);
  if (File.empty())
    return false;
  StringRef Text = SM.getBufferData(FID);
  unsigned Offset = SM.getFileOffset(Info.getLocation());
  size_t Start = Text.take_front(Offset).find_last_of(";{}");
  Start = Start == StringRef::npos ? 0 : Start + 1;
  StringRef Name = Spec->getSpecializedTemplate()->getName();
  for (size_t At = Text.slice(Start, Offset).rfind(Name); At != StringRef::npos;
       At = Text.slice(Start, Start + At).rfind(Name)) {
    size_t NameAt = Start + At;
    StringRef After = Text.slice(NameAt + Name.size(), Offset).ltrim();
    if ((NameAt > 0 && isAsciiIdentifierContinue(Text[NameAt - 1])) ||
        !After.consume_front("<"))
      continue;
    After = After.ltrim();
    if (!After.starts_with("const") || After.size() <= 5 ||
        isAsciiIdentifierContinue(After[5]))
      return true;
    unsigned ConstAt = After.data() - Text.data();
    unsigned Length =
        5 + (After.drop_front(5).size() - After.drop_front(5).ltrim().size());
    add(File, {ConstAt, Length, "", DiagId::ConstContainerElement,
               MappingId::ConstContainerElement, "std::" + Name.str()});
    return true;
  }
  return true;
}

std::optional<PermissiveFixCollector::Outcome>
PermissiveFixCollector::undeclaredNameFix(const Diagnostic &Info,
                                          const ErrorSite &Site) {
  if (std::optional<Outcome> Library = cLibraryFix(Info, Site))
    return Library;
  return dependentBaseFix(Site, /*NamesType=*/false);
}

std::optional<PermissiveFixCollector::Outcome>
PermissiveFixCollector::cLibraryFix(const Diagnostic &Info,
                                    const ErrorSite &Site) {
  // `printf(...)` in the reference BLAS' xerbla.c, without <stdio.h>:
  // Visual C++ compiled a `.c` source as C89, which declared the function
  // implicitly. Clang's table of library builtins names its header, which
  // is included before the file's first #include (or at its start).
  if (!PP || !StringRef(Site.File).ends_with_insensitive(".c") ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_declarationname)
    return std::nullopt;
  const IdentifierInfo *Name =
      DeclarationName::getFromOpaqueInteger(Info.getRawArg(0))
          .getAsIdentifierInfo();
  unsigned Builtin = Name ? Name->getBuiltinID() : 0;
  // Clang 19's Preprocessor gives its builtins' table only through a
  // non-const accessor; the table is only read.
  const char *Header =
      Builtin ? const_cast<Preprocessor *>(PP)->getBuiltinInfo().getHeaderName(
                    Builtin)
              : nullptr;
  if (!Header)
    return std::nullopt;
  add(Site.File,
      {beforeFirstInclude(Site.Text), 0,
       "#include <" + std::string(Header) + ">\n", DiagId::CImplicitDeclaration,
       MappingId::CImplicitDeclaration, Name->getName().str()});
  return Outcome::Fixed;
}

void PermissiveFixCollector::settleLateFoundCalls(ASTContext &Ctx) {
  // `padded_read(view, i)` in namespace amp_stl_algorithms, of
  // amp_algorithms::padded_read, which Visual C++ found at instantiation
  // through the tests' `using namespace amp_algorithms;` after the
  // template: standard C++ looks an unqualified name up where the template
  // is written (and in the arguments' namespaces, concurrency here). The
  // call is qualified with the namespace of the function Clang found and
  // called at instantiation; one in a namespace around the template (a
  // function declared after it) is declared before it instead
  // (LateTemplates.h).
  std::set<SourceLocation::UIntTy> Locations = std::move(LateFoundCalls);
  LateFoundCalls.clear();
  if (Locations.empty())
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  CallsAt Calls(SM, Locations);
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (!SM.isInSystemHeader(D->getLocation()))
      Calls.TraverseDecl(D);
  for (const CallsAt::Call &C : Calls.Found) {
    const auto *Namespace =
        dyn_cast<NamespaceDecl>(C.Callee->getDeclContext()->getRedeclContext());
    if (!Namespace || Namespace->Encloses(C.In) ||
        Namespace->isAnonymousNamespace())
      continue;
    SourceLocation Loc = SM.getExpansionLoc(C.Name);
    FileID FID = SM.getFileID(Loc);
    std::string File = userPath(SM, FID);
    if (File.empty())
      continue;
    std::string Qualifier = Namespace->getQualifiedNameAsString() + "::";
    add(File,
        {SM.getFileOffset(Loc), 0, Qualifier, DiagId::LateFoundCallQualified,
         MappingId::LateFoundCallQualified,
         Qualifier + C.Callee->getNameAsString()});
  }
}

void PermissiveFixCollector::settleTemplateBodies() {
  std::set<const FunctionDecl *> Bodies = std::move(FailedTemplateBodies);
  FailedTemplateBodies.clear();
  for (const FunctionDecl *Function : Bodies) {
    // Visual C++ compiled a template's body only where it was instantiated:
    // one that nothing here instantiates may not be C++ at all (ampblas'
    // recursive_trmm names variables nothing declares). Kept out of the
    // build, not deleted: the template is declared, its body is `#if 0`.
    const FunctionTemplateDecl *Template =
        Function->getDescribedFunctionTemplate();
    const Stmt *Body = Function->getBody();
    const auto *Constructor = dyn_cast<CXXConstructorDecl>(Function);
    if (!Template || !Template->specializations().empty() || !Body ||
        isa<CXXTryStmt>(Body) ||
        (Constructor && Constructor->getNumCtorInitializers() > 0))
      continue;
    const SourceManager &SM = Function->getASTContext().getSourceManager();
    auto Offsets = offsetsOf(SM, Body->getSourceRange());
    if (!Offsets)
      continue;
    std::string File = userPath(SM, SM.getFileID(Body->getBeginLoc()));
    if (File.empty())
      continue;
    std::string Name = Function->getQualifiedNameAsString();
    StringRef After = SM.getBufferData(SM.getFileID(Body->getBeginLoc()))
                          .drop_front(Offsets->second);
    std::vector<PermissiveFix> &InFile = TemplateBodyFixes[File];
    InFile.push_back(
        {Offsets->first, 0,
         ";\n#if 0 // amp2hip: nothing instantiates this template "
         "and its body is not C++ (Visual C++ never compiled it)\n",
         DiagId::UninstantiatedTemplateBody,
         MappingId::UninstantiatedTemplateBody, Name});
    InFile.push_back({Offsets->second, 0,
                      After.starts_with("\n") ? "\n#endif" : "\n#endif\n",
                      DiagId::UninstantiatedTemplateBody,
                      MappingId::UninstantiatedTemplateBody, Name,
                      /*Silent=*/true});
  }
}

} // namespace amp2hip
