//===- KernelClassAccess.cpp ----------------------------------------------===//

#include "rewrite/KernelClassAccess.h"
#include "rewrite/KernelPrinter.h"
#include "rewrite/KernelScope.h"
#include "rewrite/TypeSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

/// The access a kernel launched in \p Enclosing gets to its class, or none
/// when the friend declarations or the kernel have no place to go.
std::optional<ClassAccess> classAccess(const DeclContext *Enclosing,
                                       const Decl *Outer,
                                       TranslationContext &TC) {
  const auto *Method = dyn_cast<CXXMethodDecl>(Enclosing);
  // A lambda around the call: the member function around the lambda.
  while (Method && Method->getParent()->isLambda())
    Method = dyn_cast<CXXMethodDecl>(Method->getParent()->getDeclContext());
  if (!Method || Method->getParent()->isLocalClass() ||
      !TC.isRewritable(Method->getParent()->getBraceRange().getEnd()))
    return std::nullopt;
  ClassAccess Access{Method, Method->getParent()};
  if (!Method->isOutOfLine()) {
    Access.DefinedAfter = dyn_cast<CXXRecordDecl>(Outer);
    if (!Access.DefinedAfter ||
        !TC.isRewritable(Access.DefinedAfter->getBraceRange().getEnd()))
      return std::nullopt;
  }
  return Access;
}

/// \p RD's type as code at namespace scope names it: `C`, `C<T>`,
/// `Outer<T>::Inner`.
std::string spellClass(const CXXRecordDecl *RD, const ASTContext &Ctx) {
  QualType T = Ctx.getTypeDeclType(RD);
  if (const auto *Injected = T->getAs<InjectedClassNameType>())
    T = Injected->getInjectedSpecializationType();
  return spellType(T, Ctx);
}

/// What the kernel writes before a member's name: `C::`, `C<T>::`, and
/// `typename` before a type of a class template. A base class's member is
/// named through the class itself; a member function defined outside its
/// class names it as its own definition does (`C<U>::`).
std::string memberQualifier(const BodyScan::MemberRef &Ref,
                            const ClassAccess &Access, TranslationContext &TC,
                            const ASTContext &Ctx) {
  const CXXRecordDecl *Owner = Access.Class;
  for (const DeclContext *DC = Access.Class; DC; DC = DC->getParent())
    if (DC == Ref.Owner)
      Owner = Ref.Owner;
  std::string Qualifier;
  NestedNameSpecifierLoc Written = Access.Method->getQualifierLoc();
  if (Owner == Access.Class && Access.Method->isOutOfLine() && Written)
    Qualifier =
        TC.text(CharSourceRange::getTokenRange(Written.getSourceRange())).str();
  else
    Qualifier = spellClass(Owner, Ctx) + "::";
  if (Ref.IsType && Owner->isDependentContext())
    Qualifier = "typename " + Qualifier;
  if (Ref.HasTemplateArgs && Owner->isDependentContext())
    Qualifier += "template ";
  return Qualifier;
}

/// \p E, a constant expression, as the kernel at namespace scope reads it:
/// a class's constant qualified by \p Qualify, as the body's names are
/// (`Reducer<TileSize>::tile_size`), the class template's bare name with
/// its arguments, a function's constant replaced by its initializer,
/// spelled the same way. None when a name cannot be written so (spelled
/// in a macro, a constant without initializer); \p Unspellable is that
/// name.
std::optional<std::string> spellAtNamespaceScope(
    const Expr &E, TranslationContext &TC, ASTContext &Ctx,
    llvm::function_ref<std::string(const BodyScan::MemberRef &)> Qualify,
    const NamedDecl *&Unspellable, unsigned Depth) {
  CharSourceRange Range = TC.SM.getExpansionRange(E.getSourceRange());
  if (Depth > 8 || Range.isInvalid())
    return std::nullopt;
  unsigned Begin = TC.offset(Range.getBegin());
  std::string Text = TC.text(Range).str();
  // Edits as (offset in Text, length replaced, text), applied last first.
  std::vector<std::tuple<unsigned, unsigned, std::string>> Edits;
  auto inText = [&](SourceLocation Loc) {
    return Loc.isFileID() &&
           TC.SM.getFileID(Loc) == TC.SM.getFileID(Range.getBegin()) &&
           TC.offset(Loc) >= Begin && TC.offset(Loc) - Begin < Text.size();
  };
  BodyScan Scan(TC.SM, SourceRange());
  Scan.TraverseStmt(const_cast<Expr *>(&E));
  for (const BodyScan::MemberRef &Ref : Scan.ClassMemberRefs)
    if (inText(Ref.Loc))
      Edits.push_back({TC.offset(Ref.Loc) - Begin, 0, Qualify(Ref)});
  for (const BodyScan::ClassQualifier &Q : Scan.ClassQualifiers)
    if (Q.Injected && inText(Q.Name.getBegin()))
      Edits.push_back(
          {TC.offset(Q.Name.getBegin()) - Begin,
           unsigned(TC.text(CharSourceRange::getTokenRange(Q.Name)).size()),
           spellClass(Q.Class, Ctx)});
  for (const BoundNodes &N :
       match(findAll(declRefExpr().bind("ref")), E, Ctx)) {
    const auto *Ref = N.getNodeAs<DeclRefExpr>("ref");
    const ValueDecl *D = Ref->getDecl();
    // Spelled in a macro: only names that mean the same everywhere.
    if (!inText(Ref->getLocation()) && !visibleAtNamespaceScope(*Ref, Ctx)) {
      Unspellable = D;
      return std::nullopt;
    }
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->isLocalVarDecl())
      continue;
    std::optional<std::string> Init;
    if (V->getInit() && inText(Ref->getLocation()))
      Init = spellAtNamespaceScope(*V->getInit(), TC, Ctx, Qualify, Unspellable,
                                   Depth + 1);
    if (!Init) {
      Unspellable = Unspellable ? Unspellable : V;
      return std::nullopt;
    }
    Edits.push_back({TC.offset(Ref->getLocation()) - Begin,
                     unsigned(V->getName().size()),
                     isIdentifierOrNumber(*Init) ? *Init : "(" + *Init + ")"});
  }
  llvm::sort(Edits, [](const auto &A, const auto &B) {
    return std::get<0>(A) > std::get<0>(B);
  });
  for (const auto &[At, Length, By] : Edits)
    Text.replace(At, Length, By);
  return Text;
}

/// The offset just after the line that ends the definition of \p RD
/// (`};`): where a kernel that needs the class complete goes.
unsigned offsetAfterClass(const CXXRecordDecl &RD, TranslationContext &TC) {
  SourceLocation Close = TC.SM.getExpansionLoc(RD.getBraceRange().getEnd());
  StringRef Buffer = TC.buffer(Close);
  size_t At = TC.offset(Close) + 1;
  size_t Semi = Buffer.find(';', At);
  if (Semi != StringRef::npos)
    At = Semi + 1;
  size_t Newline = Buffer.find('\n', At);
  return Newline == StringRef::npos ? Buffer.size() : Newline + 1;
}

/// Makes the parameter declarations \p Params of a kernel declared before
/// class \p Outer valid there, and the expressions \p Values (the
/// domain's arguments, `C::tile_size`): for a class template,
/// \p ClassDeclaration declares it (`template <typename T> class C;`); for
/// a class, each `C::` becomes `typename amp_C::` (`amp_C::` in a value),
/// with amp_C a new template parameter of the kernel whose argument is C.
void nameClassBeforeIt(const CXXRecordDecl &Outer,
                       std::vector<KernelParam> &Params,
                       std::vector<std::string> &Values,
                       std::vector<std::string> &TemplateDecls,
                       std::vector<std::string> &TemplateArgs,
                       std::string &ClassDeclaration, TranslationContext &TC,
                       const ASTContext &Ctx) {
  std::string Class = spellClass(&Outer, Ctx) + "::";
  auto isQualifierAt = [&](StringRef D, size_t At) {
    return At == 0 ||
           !(llvm::isAlnum(D[At - 1]) || D[At - 1] == '_' || D[At - 1] == ':');
  };
  auto names = [&](StringRef D) {
    for (size_t At = D.find(Class); At != StringRef::npos;
         At = D.find(Class, At + 1))
      if (isQualifierAt(D, At))
        return true;
    return false;
  };
  if (const ClassTemplateDecl *Template = Outer.getDescribedClassTemplate()) {
    if (llvm::none_of(
            Params,
            [&](const KernelParam &P) { return names(P.Declaration); }) &&
        llvm::none_of(Values, names))
      return;
    std::vector<std::string> Decls;
    for (const NamedDecl *Param : *Template->getTemplateParameters()) {
      std::string Decl =
          TC.text(CharSourceRange::getTokenRange(Param->getSourceRange()))
              .str();
      // Default arguments stay with the definition.
      if (size_t Eq = Decl.find('='); Eq != std::string::npos)
        Decl = StringRef(Decl).take_front(Eq).rtrim().str();
      Decls.push_back(Decl);
    }
    ClassDeclaration = "template <" + join(Decls, ", ") + "> " +
                       Outer.getKindName().str() + " " +
                       Outer.getNameAsString() + ";\n";
    return;
  }
  std::string Param = "amp_" + Outer.getNameAsString();
  bool Named = false;
  auto replace = [&](std::string &D, bool IsType) {
    for (size_t At = D.find(Class); At != std::string::npos;
         At = D.find(Class, At + 1)) {
      if (!isQualifierAt(D, At))
        continue;
      std::string By = "typename " + Param + "::";
      if (!IsType || StringRef(D).take_front(At).ends_with("typename "))
        By = Param + "::";
      D.replace(At, Class.size(), By);
      Named = true;
    }
  };
  for (KernelParam &P : Params)
    replace(P.Declaration, /*IsType=*/true);
  for (std::string &V : Values)
    replace(V, /*IsType=*/false);
  if (Named) {
    TemplateDecls.push_back("typename " + Param);
    TemplateArgs.push_back(Class.substr(0, Class.size() - 2));
  }
}

} // namespace amp2hip
