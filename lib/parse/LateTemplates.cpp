//===- LateTemplates.cpp --------------------------------------------------===//

#include "parse/LateTemplates.h"
#include "parse/PermissiveText.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include "llvm/Support/SaveAndRestore.h"

#include <functional>
#include <set>

using namespace clang;

namespace amp2hip {

void parseLateTemplates(Sema &S) {
  if (!S.LateTemplateParser || !S.getCurScope())
    return;
  // Sema let go of the translation unit's scope at its end; a body's names
  // (a builtin declared on first use) need it again.
  Scope *Unit = S.getCurScope();
  while (Unit->getParent())
    Unit = Unit->getParent();
  llvm::SaveAndRestore<Scope *> UnitScope(S.TUScope, Unit);
  // Parsing one body may mark others (the map grows): the list first.
  std::vector<LateParsedTemplate *> Pending;
  for (auto &Entry : S.LateParsedTemplateMap)
    Pending.push_back(Entry.second.get());
  for (LateParsedTemplate *Late : Pending) {
    const FunctionDecl *FD = Late->D ? Late->D->getAsFunction() : nullptr;
    if (FD && FD->isLateTemplateParsed())
      S.LateTemplateParser(S.OpaqueParser, *Late);
  }
}

namespace {

bool hasDefaultArgument(const NamedDecl *P) {
  if (const auto *T = dyn_cast<TemplateTypeParmDecl>(P))
    return T->hasDefaultArgument();
  if (const auto *N = dyn_cast<NonTypeTemplateParmDecl>(P))
    return N->hasDefaultArgument();
  if (const auto *TT = dyn_cast<TemplateTemplateParmDecl>(P))
    return TT->hasDefaultArgument();
  return false;
}

/// The namespace-scope functions, classes and their templates that a body
/// names, outside system headers, whose first declaration follows \p Use.
class NamedLater : public RecursiveASTVisitor<NamedLater> {
public:
  NamedLater(const SourceManager &SM, SourceLocation Use) : SM(SM), Use(Use) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    note(E->getDecl());
    return true;
  }
  /// A call whose arguments depend on the template: every function the
  /// lookup found.
  bool VisitOverloadExpr(OverloadExpr *E) {
    for (NamedDecl *D : E->decls())
      note(D);
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (TemplateDecl *T =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      note(T);
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    note(TL.getDecl());
    return true;
  }
  /// A value of a class type needs the class whole where the template is
  /// written, unless the type depends on the template's parameters
  /// (`amp_algorithms::min<int>()(a, b)`): a declaration does not answer.
  bool VisitExpr(Expr *E) {
    if (E->isTypeDependent() || E->getType().isNull())
      return true;
    if (const CXXRecordDecl *RD = E->getType()->getAsCXXRecordDecl())
      if (const NamedDecl *D = note(RD))
        NeedsDefinition.insert(D);
    return true;
  }

  std::vector<const NamedDecl *> Found;
  std::set<const NamedDecl *> NeedsDefinition;

  /// \p D's template or class (an enumerator's enumeration), when it is
  /// declared after the use, at namespace scope: noted.
  const NamedDecl *note(const NamedDecl *D) {
    D = D->getUnderlyingDecl();
    // An enumerator is declared with its enumeration.
    if (const auto *Enumerator = dyn_cast<EnumConstantDecl>(D))
      D = cast<EnumDecl>(Enumerator->getDeclContext());
    if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
        D = T;
      else if (const FunctionTemplateDecl *T =
                   FD->getDescribedFunctionTemplate())
        D = T;
    } else if (const auto *Spec =
                   dyn_cast<ClassTemplateSpecializationDecl>(D)) {
      D = Spec->getSpecializedTemplate();
    } else if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
      if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
        D = T;
    }
    if (!isa<FunctionTemplateDecl, ClassTemplateDecl, FunctionDecl,
             CXXRecordDecl, EnumDecl>(D))
      return nullptr;
    D = cast<NamedDecl>(D->getCanonicalDecl());
    if (D->isImplicit() || !D->getDeclContext()->isFileContext() ||
        !D->getLexicalDeclContext()->isFileContext() || !D->getIdentifier())
      return nullptr;
    SourceLocation Loc = D->getBeginLoc();
    if (Loc.isInvalid() || Loc.isMacroID() || SM.isInSystemHeader(Loc) ||
        !SM.isBeforeInTranslationUnit(Use, Loc))
      return nullptr;
    if (Seen.insert(D).second)
      Found.push_back(D);
    return D;
  }

private:
  const SourceManager &SM;
  SourceLocation Use;
  std::set<const NamedDecl *> Seen;
};

/// The declaration at namespace scope that holds \p D (its outermost
/// namespace, or its own template): the declaration of a later name goes
/// before it.
const Decl *outermostDeclaration(const Decl *D) {
  const Decl *Outer = D;
  for (const DeclContext *DC = D->getLexicalDeclContext();
       DC && !DC->isTranslationUnit(); DC = DC->getLexicalParent())
    Outer = cast<Decl>(DC);
  if (const auto *F = dyn_cast<FunctionDecl>(Outer))
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
      return T;
  if (const auto *RD = dyn_cast<CXXRecordDecl>(Outer))
    if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
      return T;
  return Outer;
}

/// `namespace a { namespace b { ` and ` } }` around a declaration in
/// \p D's namespaces; none when one of them is no namespace.
std::optional<std::pair<std::string, std::string>>
namespacesOf(const NamedDecl *D) {
  std::string Open, Close;
  for (const DeclContext *DC = D->getDeclContext(); !DC->isTranslationUnit();
       DC = DC->getParent()) {
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS)
      return std::nullopt;
    std::string Name =
        NS->isAnonymousNamespace() ? "" : NS->getName().str() + " ";
    Open = (NS->isInline() ? "inline namespace " : "namespace ") + Name + "{ " +
           Open;
    Close += " }";
  }
  return std::make_pair(Open, Close);
}

/// The end of the token at \p Loc, as an offset.
unsigned tokenEnd(const SourceManager &SM, SourceLocation Loc) {
  return SM.getFileOffset(
      Lexer::getLocForEndOfToken(Loc, 0, SM, LangOptions()));
}

/// A class's or class template's declaration (`template <typename T> struct
/// plus`), and where its default template arguments are (` = void`): they
/// move to the declaration. None for a template parameter without a name
/// that has one.
std::optional<std::string>
classHead(const SourceManager &SM, const NamedDecl *D, StringRef Text,
          std::vector<std::pair<unsigned, unsigned>> &Defaults) {
  unsigned Start = SM.getFileOffset(D->getBeginLoc());
  unsigned NameEnd = tokenEnd(SM, D->getLocation());
  if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
    for (const NamedDecl *P : *T->getTemplateParameters()) {
      if (!hasDefaultArgument(P))
        continue;
      if (!P->getIdentifier())
        return std::nullopt;
      unsigned Begin = tokenEnd(SM, P->getLocation());
      unsigned End = tokenEnd(SM, P->getSourceRange().getEnd());
      Defaults.push_back({Begin, End - Begin});
    }
  std::vector<std::pair<unsigned, unsigned>> None;
  std::string Head = Text.take_front(NameEnd).str() + ";";
  return declarationHead(Head, Start, None);
}

/// An enumeration's enumerators are declared only by its definition, which
/// C++ takes once: the definition is copied before the template, and it and
/// the original are each between `#ifndef AMP2HIP_DECLARED_<name>` and
/// `#endif`, so that whichever comes first declares it, in any order of
/// includes. None when the definition does not start its line or declares
/// a variable (`enum E { ... } e;`).
std::vector<PermissiveFix> enumDefinitionOf(const SourceManager &SM,
                                            const EnumDecl *D, unsigned At,
                                            StringRef Open, StringRef Close) {
  const EnumDecl *Definition = D->getDefinition();
  if (!Definition)
    return {};
  SourceLocation Begin = Definition->getBeginLoc();
  SourceLocation BraceEnd = Definition->getBraceRange().getEnd();
  if (Begin.isMacroID() || BraceEnd.isInvalid() || BraceEnd.isMacroID())
    return {};
  StringRef Text = SM.getBufferData(SM.getFileID(Begin));
  unsigned Start = SM.getFileOffset(Begin);
  unsigned LineStart = Text.rfind('\n', Start) + 1; // 0 when not found
  if (!Text.slice(LineStart, Start).trim().empty())
    return {};
  unsigned End = tokenEnd(SM, BraceEnd);
  size_t Semicolon = Text.find_first_not_of(" \t\r\n", End);
  if (Semicolon == StringRef::npos || Text[Semicolon] != ';')
    return {};
  std::string Name = Definition->getQualifiedNameAsString();
  std::string Guard = "AMP2HIP_DECLARED_" + Name;
  for (size_t Colons; (Colons = Guard.find("::")) != std::string::npos;)
    Guard.replace(Colons, 2, "_");
  std::string Ifndef = "#ifndef " + Guard + "\n#define " + Guard + "\n";
  std::string Copy = Ifndef + Open.str() +
                     Text.slice(Start, Semicolon + 1).str() + Close.str() +
                     "\n#endif\n";
  return {{At, 0, Copy, DiagId::LateDeclaredName, MappingId::LateDeclaredName,
           Name},
          {LineStart, 0, Ifndef, DiagId::LateDeclaredName,
           MappingId::LateDeclaredName, Name, /*Silent=*/true},
          {static_cast<unsigned>(Semicolon) + 1, 0, "\n#endif\n",
           DiagId::LateDeclaredName, MappingId::LateDeclaredName, Name,
           /*Silent=*/true}};
}

/// \p D's declaration, in its namespaces, to insert at \p At of \p FID, with
/// the removals of its default arguments.
std::vector<PermissiveFix> declarationOf(const SourceManager &SM,
                                         const NamedDecl *D, unsigned At) {
  auto Namespaces = namespacesOf(D);
  if (!Namespaces)
    return {};
  if (const auto *Enum = dyn_cast<EnumDecl>(D))
    return enumDefinitionOf(SM, Enum, At, Namespaces->first,
                            Namespaces->second);
  FileID DeclFile = SM.getFileID(D->getBeginLoc());
  StringRef Text = SM.getBufferData(DeclFile);
  std::vector<std::pair<unsigned, unsigned>> Defaults;
  std::optional<std::string> Head;
  if (isa<ClassTemplateDecl, CXXRecordDecl>(D)) {
    Head = classHead(SM, D, Text, Defaults);
  } else {
    // A function template's default template arguments are not moved.
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      if (llvm::any_of(*T->getTemplateParameters(), hasDefaultArgument))
        return {};
    Head = declarationHead(Text, SM.getFileOffset(D->getBeginLoc()), Defaults);
  }
  if (!Head)
    return {};
  std::string Name = D->getQualifiedNameAsString();
  std::vector<PermissiveFix> Fixes = {
      {At, 0, Namespaces->first + *Head + ";" + Namespaces->second + "\n",
       DiagId::LateDeclaredName, MappingId::LateDeclaredName, Name}};
  for (auto [Begin, Length] : Defaults)
    Fixes.push_back({Begin, Length, "", DiagId::LateDeclaredName,
                     MappingId::LateDeclaredName, Name, /*Silent=*/true});
  return Fixes;
}

/// The definition of the class or class template \p D (with its
/// `template <...>`), when it is at namespace scope in a file: what a move
/// takes.
const CXXRecordDecl *definitionOf(const NamedDecl *D) {
  const auto *RD = dyn_cast<CXXRecordDecl>(D);
  if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
    RD = T->getTemplatedDecl();
  return RD ? RD->getDefinition() : nullptr;
}

/// \p RD's definition moved to \p At of \p Into, in its namespaces: the
/// copy there, and the removal of the original (from `template` to the `;`,
/// Silent). None when its text is not plainly there.
std::vector<std::pair<FileID, PermissiveFix>>
definitionMove(const SourceManager &SM, const NamedDecl *D,
               const CXXRecordDecl *RD, FileID Into, unsigned At) {
  auto Namespaces = namespacesOf(D);
  const Decl *Whole = RD;
  if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
    Whole = T;
  SourceLocation Begin = Whole->getBeginLoc();
  SourceLocation Brace = RD->getBraceRange().getEnd();
  if (!Namespaces || Begin.isInvalid() || Begin.isMacroID() ||
      Brace.isInvalid() || Brace.isMacroID())
    return {};
  SourceLocation End =
      Lexer::findLocationAfterToken(Brace, tok::semi, SM, LangOptions(),
                                    /*SkipTrailingWhitespaceAndNewLine=*/false);
  FileID From = SM.getFileID(Begin);
  if (End.isInvalid() || SM.getFileID(End) != From)
    return {};
  unsigned Start = SM.getFileOffset(Begin), Stop = SM.getFileOffset(End);
  StringRef Text = SM.getBufferData(From).slice(Start, Stop);
  std::string Name = D->getQualifiedNameAsString();
  return {{Into,
           {At, 0, Namespaces->first + Text.str() + Namespaces->second + "\n",
            DiagId::LateDefinedClass, MappingId::LateDefinedClass, Name}},
          {From,
           {Start, Stop - Start, "", DiagId::LateDefinedClass,
            MappingId::LateDefinedClass, Name, /*Silent=*/true}}};
}

/// Writes declarations before the outermost declaration around a use,
/// each name once; the classes some body needs whole are moved there
/// instead, wherever they are first named.
class LateDeclarations {
public:
  LateDeclarations(const SourceManager &SM,
                   std::set<const NamedDecl *> NeedsDefinition)
      : SM(SM), NeedsDefinition(std::move(NeedsDefinition)) {}

  /// Declares \p Found before \p Outer.
  void declareBefore(const Decl *Outer, ArrayRef<const NamedDecl *> Found) {
    SourceLocation Before = Outer->getBeginLoc();
    // A namespace a macro opens (ampblas' AMPBLAS_NAMESPACE_BEGIN): before
    // the macro's name.
    if (Before.isMacroID() &&
        !Lexer::isAtStartOfMacroExpansion(Before, SM, LangOptions(), &Before))
      return;
    if (Before.isInvalid() || Before.isMacroID())
      return;
    FileID File = SM.getFileID(Before);
    // At the start of its line when only blanks precede it there.
    unsigned At = SM.getFileOffset(Before);
    StringRef Text = SM.getBufferData(File);
    StringRef Indent = Text.take_front(At);
    Indent = Indent.drop_front(Indent.rfind('\n') + 1);
    if (Indent.trim().empty())
      At -= Indent.size();
    // What a declaration names that the file declares after where it is
    // written (a function returning a class template declared later) is
    // declared before it.
    std::function<void(const NamedDecl *)> Declare;
    // A class moved before the template, after the classes it derives from
    // that the file defines later, and the declarations of what else it
    // names later.
    auto Move = [&](const NamedDecl *D, const CXXRecordDecl *RD) {
      NamedLater Bases(SM, Before), Named(SM, Before);
      for (const CXXBaseSpecifier &Base : RD->bases())
        Bases.TraverseTypeLoc(Base.getTypeSourceInfo()->getTypeLoc());
      for (const NamedDecl *Base : Bases.Found)
        NeedsDefinition.insert(Base);
      Named.TraverseDecl(const_cast<CXXRecordDecl *>(RD));
      for (const NamedDecl *Inner : Bases.Found)
        Declare(Inner);
      for (const NamedDecl *Inner : Named.Found)
        Declare(Inner);
      for (auto &Fix : definitionMove(SM, D, RD, File, At))
        Out.push_back(std::move(Fix));
    };
    Declare = [&](const NamedDecl *D) {
      if (!Declared.insert(D).second)
        return;
      if (NeedsDefinition.count(D))
        if (const CXXRecordDecl *RD = definitionOf(D))
          return Move(D, RD);
      NamedLater Named(SM, Before);
      // A template's parameters (`template <ScanMode M, ...>`, of an
      // enumeration the file defines later) and a function's signature.
      if (const auto *T = dyn_cast<TemplateDecl>(D))
        for (NamedDecl *P : *T->getTemplateParameters())
          Named.TraverseDecl(P);
      if (const FunctionDecl *F = D->getAsFunction())
        if (TypeSourceInfo *Signature = F->getTypeSourceInfo())
          Named.TraverseTypeLoc(Signature->getTypeLoc());
      for (const NamedDecl *Inner : Named.Found)
        Declare(Inner);
      for (PermissiveFix &Fix : declarationOf(SM, D, At)) {
        // The removals are in the declaration's own file.
        FileID In = Fix.Silent ? SM.getFileID(D->getBeginLoc()) : File;
        Out.push_back({In, std::move(Fix)});
      }
    };
    for (const NamedDecl *D : Found)
      Declare(D);
  }

  std::vector<std::pair<FileID, PermissiveFix>> Out;

private:
  const SourceManager &SM;
  std::set<const NamedDecl *> NeedsDefinition;
  std::set<const NamedDecl *> Declared;
};

/// What the name at \p Use means from \p Context once the file is parsed:
/// the first declaration of it in the contexts around \p Context.
const NamedDecl *lookUpLater(Sema &S, const DeclContext *Context,
                             SourceLocation Use) {
  const SourceManager &SM = S.getSourceManager();
  Token Name;
  if (Lexer::getRawToken(Use, Name, SM, S.getLangOpts()) ||
      !Name.is(tok::raw_identifier))
    return nullptr;
  IdentifierInfo &Id = S.getASTContext().Idents.get(Name.getRawIdentifier());
  for (const DeclContext *DC = Context; DC; DC = DC->getParent())
    for (const NamedDecl *D : DC->lookup(&Id))
      return D;
  return nullptr;
}

} // namespace

std::vector<std::pair<FileID, PermissiveFix>>
lateNameDeclarations(Sema &S, ArrayRef<UndeclaredUse> Uses) {
  const SourceManager &SM = S.getSourceManager();
  // The bodies parsed late, outside system headers.
  std::vector<const FunctionDecl *> Bodies;
  for (auto &Entry : S.LateParsedTemplateMap) {
    const FunctionDecl *FD = Entry.first;
    if (FD->hasBody() && !FD->isLateTemplateParsed() &&
        !SM.isInSystemHeader(SM.getExpansionLoc(FD->getBody()->getBeginLoc())))
      Bodies.push_back(FD);
  }
  std::set<const NamedDecl *> NeedsDefinition;
  for (const FunctionDecl *FD : Bodies) {
    NamedLater Names(SM, SM.getExpansionLoc(FD->getBody()->getBeginLoc()));
    Names.TraverseStmt(FD->getBody());
    NeedsDefinition.insert(Names.NeedsDefinition.begin(),
                           Names.NeedsDefinition.end());
  }
  LateDeclarations Late(SM, std::move(NeedsDefinition));
  for (const FunctionDecl *FD : Bodies) {
    NamedLater Names(SM, SM.getExpansionLoc(FD->getBody()->getBeginLoc()));
    Names.TraverseStmt(FD->getBody());
    Late.declareBefore(outermostDeclaration(FD), Names.Found);
  }
  // A class template's body is not delayed: its names are looked up now.
  for (const UndeclaredUse &U : Uses) {
    if (!U.Context || SM.isInSystemHeader(U.Loc))
      continue;
    NamedLater Names(SM, U.Loc);
    if (const NamedDecl *D = lookUpLater(S, U.Context, U.Loc))
      Names.note(D);
    Late.declareBefore(
        outermostDeclaration(Decl::castFromDeclContext(U.Context)),
        Names.Found);
  }
  return std::move(Late.Out);
}

} // namespace amp2hip
