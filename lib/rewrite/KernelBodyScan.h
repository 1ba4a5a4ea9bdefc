//===- KernelBodyScan.h - what a kernel's body names ------------*- C++ -*-===//
//
// A kernel moves from inside a function to namespace scope: what its body
// names there must still mean the same. BodyScan finds what will not: the
// function's locals and types it names (captured or re-declared), the
// class members it names unqualified (written qualified, the kernel a
// friend) and the class names it qualifies with.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_KERNELBODYSCAN_H
#define AMP2HIP_LIB_REWRITE_KERNELBODYSCAN_H

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <string>
#include <vector>

namespace amp2hip {

/// Finds the function-local declarations a kernel body names: variables
/// (captured or not), typedefs and local classes declared outside the lambda.
class BodyScan : public clang::RecursiveASTVisitor<BodyScan> {
public:
  BodyScan(const clang::SourceManager &SM, clang::SourceRange Lambda)
      : SM(SM), Lambda(Lambda) {}

  llvm::SetVector<const clang::VarDecl *> Vars;
  llvm::SetVector<const clang::NamedDecl *> Types;
  const clang::MemberExpr *ImplicitThisMember = nullptr;
  /// A name of a class member written unqualified, and the class that
  /// declares it.
  struct MemberRef {
    clang::SourceLocation Loc;
    const clang::CXXRecordDecl *Owner;
    std::string Name;
    bool IsType;
    /// `f<2>(x)`: a member template named in a class template is written
    /// `C<T>::template f<2>(x)`.
    bool HasTemplateArgs = false;
  };
  /// Unqualified names of a class's static members, enumerators and nested
  /// types (`helper(x)`, `Node n;` in a member function): written qualified
  /// in the kernel.
  std::vector<MemberRef> ClassMemberRefs;
  /// A name qualified by a class (`Scaler::twice(x)`, Visual C++'s habit
  /// inside its own class): when the class is the kernel's, the kernel goes
  /// after it as its friend, and in a class template the class's bare name
  /// is written with its arguments (`Scaler<T>::`).
  struct ClassQualifier {
    clang::SourceRange Name;
    const clang::CXXRecordDecl *Class;
    bool Injected; ///< the class template's own name, without arguments
  };
  std::vector<ClassQualifier> ClassQualifiers;

  bool shouldVisitLambdaBody() const { return true; }

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const auto *V = clang::dyn_cast<clang::VarDecl>(E->getDecl()))
      if (isOutsideLocal(V))
        Vars.insert(V);
    if (!E->getQualifier())
      addMemberRef(E->getLocation(), E->getDecl(),
                   E->hasExplicitTemplateArgs());
    if (const auto *EC = clang::dyn_cast<clang::EnumConstantDecl>(E->getDecl()))
      if (const auto *Enum =
              clang::dyn_cast<clang::EnumDecl>(EC->getDeclContext()))
        if (isOutsideLocal(Enum))
          Types.insert(Enum);
    return true;
  }
  // In a template, a call with dependent arguments stays unresolved.
  bool VisitUnresolvedLookupExpr(clang::UnresolvedLookupExpr *E) {
    if (!E->getQualifier() && E->getNumDecls() > 0)
      addMemberRef(E->getNameLoc(), *E->decls_begin(),
                   E->hasExplicitTemplateArgs());
    return true;
  }
  bool VisitUnresolvedMemberExpr(clang::UnresolvedMemberExpr *E) {
    if (E->isImplicitAccess() && !E->getQualifier() && E->getNumDecls() > 0)
      addMemberRef(E->getMemberLoc(), *E->decls_begin(),
                   E->hasExplicitTemplateArgs());
    return true;
  }
  /// A name after a qualifier (`Inner` in `Outer::Inner::f`) needs nothing
  /// more.
  bool TraverseNestedNameSpecifierLoc(clang::NestedNameSpecifierLoc NNS) {
    if (NNS && NNS.getPrefix() && NNS.getTypeLoc())
      Spelled.insert(NNS.getTypeLoc().getBeginLoc());
    if (NNS && !NNS.getPrefix() && NNS.getTypeLoc())
      addClassQualifier(NNS.getTypeLoc());
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }
  /// A qualified type name (`C::Node`) needs nothing more.
  bool VisitElaboratedTypeLoc(clang::ElaboratedTypeLoc TL) {
    if (TL.getQualifierLoc() ||
        TL.getTypePtr()->getKeyword() != clang::ElaboratedTypeKeyword::None)
      Spelled.insert(TL.getNamedTypeLoc().getBeginLoc());
    return true;
  }

  bool VisitMemberExpr(clang::MemberExpr *E) {
    if (const auto *This =
            clang::dyn_cast<clang::CXXThisExpr>(E->getBase()->IgnoreImplicit()))
      if (This->isImplicit() && !ImplicitThisMember)
        ImplicitThisMember = E;
    return true;
  }
  bool VisitTypedefTypeLoc(clang::TypedefTypeLoc TL) {
    if (isOutsideLocal(TL.getTypedefNameDecl()))
      Types.insert(TL.getTypedefNameDecl());
    addNestedType(TL.getNameLoc(), TL.getTypedefNameDecl());
    return true;
  }
  bool VisitTagTypeLoc(clang::TagTypeLoc TL) {
    if (isOutsideLocal(TL.getDecl()))
      Types.insert(TL.getDecl());
    addNestedType(TL.getNameLoc(), TL.getDecl());
    return true;
  }
  /// A class template's bare name as a type inside it (`Scaler s;`,
  /// `Scaler(x)`): like `Scaler::`, it gets its arguments outside the class.
  /// A qualifier's (`Scaler::twice`) comes here too, recorded already.
  bool VisitInjectedClassNameTypeLoc(clang::InjectedClassNameTypeLoc TL) {
    addClassQualifier(TL);
    return true;
  }

private:
  /// The class that declares \p D, a static member function or data
  /// member, or an enumerator declared in a class; null for other names.
  static const clang::CXXRecordDecl *
  staticMemberOwner(const clang::NamedDecl *D) {
    const clang::DeclContext *DC = D->getDeclContext();
    if (clang::isa<clang::EnumConstantDecl>(D)) {
      if (clang::cast<clang::EnumDecl>(DC)->isScoped())
        return nullptr;
      DC = DC->getParent();
    } else if (const auto *M = clang::dyn_cast<clang::CXXMethodDecl>(D)) {
      if (!M->isStatic())
        return nullptr;
    } else if (const auto *V = clang::dyn_cast<clang::VarDecl>(D)) {
      if (!V->isStaticDataMember())
        return nullptr;
    } else {
      return nullptr;
    }
    const auto *RD = clang::dyn_cast<clang::CXXRecordDecl>(DC);
    return RD && !RD->isLambda() ? RD : nullptr;
  }

  void addMemberRef(clang::SourceLocation Loc, const clang::NamedDecl *D,
                    bool HasTemplateArgs) {
    D = D->getUnderlyingDecl();
    // A static member function template: its function decides.
    if (const auto *FT = clang::dyn_cast<clang::FunctionTemplateDecl>(D))
      D = FT->getTemplatedDecl();
    if (Loc.isFileID() && D->getDeclName().isIdentifier())
      if (const clang::CXXRecordDecl *Owner = staticMemberOwner(D))
        ClassMemberRefs.push_back(
            {Loc, Owner, D->getNameAsString(), false, HasTemplateArgs});
  }
  void addClassQualifier(clang::TypeLoc TL) {
    const clang::Type *T = TL.getTypePtr();
    const clang::CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (const auto *TST = T->getAs<clang::TemplateSpecializationType>())
      if (const auto *TD = clang::dyn_cast_or_null<clang::ClassTemplateDecl>(
              TST->getTemplateName().getAsTemplateDecl()))
        RD = TD->getTemplatedDecl();
    if (RD && !RD->isLambda() && TL.getBeginLoc().isFileID() &&
        QualifiedAt.insert(TL.getBeginLoc()).second)
      ClassQualifiers.push_back({TL.getSourceRange(), RD,
                                 clang::isa<clang::InjectedClassNameType>(T)});
  }
  /// Where ClassQualifiers has a name: each is replaced once.
  llvm::DenseSet<clang::SourceLocation> QualifiedAt;
  void addNestedType(clang::SourceLocation Loc, const clang::NamedDecl *D) {
    const auto *Owner =
        clang::dyn_cast<clang::CXXRecordDecl>(D->getDeclContext());
    if (Owner && !Owner->isLambda() && Loc.isFileID() && !Spelled.count(Loc) &&
        D->getDeclName().isIdentifier())
      ClassMemberRefs.push_back({Loc, Owner, D->getNameAsString(), true});
  }
  llvm::DenseSet<clang::SourceLocation> Spelled;

  /// Declared in a function, but not inside the kernel lambda itself.
  bool isOutsideLocal(const clang::Decl *D) const {
    if (!D || !D->getDeclContext()->isFunctionOrMethod() || D->isImplicit())
      return false;
    if (const auto *V = clang::dyn_cast<clang::VarDecl>(D))
      if (!V->isLocalVarDeclOrParm())
        return false;
    clang::SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
    return !(
        SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Lambda.getBegin()),
                                     Loc) &&
        SM.isBeforeInTranslationUnit(Loc, SM.getExpansionLoc(Lambda.getEnd())));
  }

  const clang::SourceManager &SM;
  clang::SourceRange Lambda;
};

} // namespace amp2hip

#endif
