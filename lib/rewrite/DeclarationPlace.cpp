//===- DeclarationPlace.cpp -----------------------------------------------===//

#include "rewrite/DeclarationPlace.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace amp2hip {

const Decl *outermostDecl(const DeclContext *DC) {
  const Decl *Outer = nullptr;
  for (; DC && !DC->isFileContext() && !isa<LinkageSpecDecl>(DC);
       DC = DC->getLexicalParent())
    Outer = cast<Decl>(DC);
  // A lambda in a namespace-scope variable's initializer (a self-registering
  // check: `static registrar r("name", [] { ... });`) has the namespace for
  // its context: the declaration that holds it is the variable's.
  // Clang records that declaration (getLambdaContextDecl) only where
  // mangling needs it: it is the one of the namespace whose range holds the
  // lambda.
  const auto *Closure = dyn_cast_or_null<CXXRecordDecl>(Outer);
  if (!Closure || !Closure->isLambda())
    return Outer;
  const SourceManager &SM = Closure->getASTContext().getSourceManager();
  SourceLocation At = Closure->getBeginLoc();
  for (const Decl *D : Closure->getLexicalDeclContext()->decls())
    if (D != Closure && !D->isImplicit() &&
        !SM.isBeforeInTranslationUnit(At, D->getBeginLoc()) &&
        !SM.isBeforeInTranslationUnit(D->getEndLoc(), At))
      return D;
  return Outer;
}

SourceLocation declarationStart(const Decl *D, const ASTContext &Ctx) {
  const Decl *Outer = D;
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate())
      Outer = FT;
  } else if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
    if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
      Outer = CT;
  }
  SourceLocation Start = Outer->getBeginLoc();
  if (const auto *DD = dyn_cast<DeclaratorDecl>(D))
    if (DD->getNumTemplateParameterLists() > 0)
      Start = DD->getOuterLocStart();
  if (const RawComment *Comment = Ctx.getRawCommentForDeclNoCache(Outer))
    if (Ctx.getSourceManager().isBeforeInTranslationUnit(Comment->getBeginLoc(),
                                                         Start))
      Start = Comment->getBeginLoc();
  return Start;
}

std::string enclosingFunctionName(const DeclContext *DC) {
  std::string Base;
  for (; DC && !DC->isFileContext(); DC = DC->getLexicalParent()) {
    const auto *FD = dyn_cast<FunctionDecl>(DC);
    if (!FD)
      continue;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
      if (MD->getParent()->isLambda())
        continue; // a lambda inside the function: keep looking outwards
      Base = MD->getParent()->getNameAsString() + "_";
    }
    Base += isa<CXXConstructorDecl>(FD) ? std::string("ctor")
                                        : FD->getNameAsString();
    break;
  }
  std::string Clean;
  for (char C : Base)
    Clean += llvm::isAlnum(C) || C == '_' ? C : '_';
  return Clean.empty() ? "file" : Clean;
}

/// The blanks that begin the line of \p Loc.
static StringRef lineIndent(SourceLocation Loc, const TranslationContext &TC) {
  StringRef Buffer = TC.buffer(Loc);
  size_t LineStart = Buffer.rfind('\n', TC.offset(Loc));
  LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
  return Buffer.substr(LineStart).take_while(
      [](char C) { return C == ' ' || C == '\t'; });
}

std::string indentStep(const DeclContext *DC, const TranslationContext &TC) {
  const auto *F = dyn_cast<FunctionDecl>(DC);
  const auto *Body = F ? dyn_cast_or_null<CompoundStmt>(F->getBody()) : nullptr;
  if (!Body || Body->body_empty())
    return "  ";
  SourceLocation Outer = TC.SM.getExpansionLoc(F->getBeginLoc()),
                 Inner = TC.SM.getExpansionLoc(
                     (*Body->body_begin())->getBeginLoc());
  if (TC.SM.getFileID(Outer) != TC.SM.getFileID(Inner))
    return "  ";
  StringRef OuterIndent = lineIndent(Outer, TC),
            InnerIndent = lineIndent(Inner, TC);
  if (InnerIndent.size() > OuterIndent.size() &&
      InnerIndent.starts_with(OuterIndent))
    return InnerIndent.drop_front(OuterIndent.size()).str();
  return "  ";
}

unsigned offsetBefore(const Decl *Outer, TranslationContext &TC,
                      const ASTContext &Ctx) {
  SourceLocation Start = TC.SM.getExpansionLoc(declarationStart(Outer, Ctx));
  unsigned At = TC.offset(Start);
  return lineStartBefore(TC.buffer(Start), At).value_or(At);
}

namespace {

/// Finds the first name of a type that is declared after a place.
class LaterNames : public RecursiveASTVisitor<LaterNames> {
public:
  LaterNames(SourceLocation Loc, const SourceManager &SM) : Loc(Loc), SM(SM) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) { return check(E->getDecl()); }
  bool VisitTagTypeLoc(TagTypeLoc TL) { return check(TL.getDecl()); }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    return check(TL.getTypedefNameDecl());
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    return check(TL.getTypePtr()->getTemplateName().getAsTemplateDecl());
  }

  const NamedDecl *Later = nullptr;

private:
  /// False (stop) at the first later declaration.
  bool check(const NamedDecl *D) {
    if (!D)
      return true;
    SourceLocation First =
        SM.getExpansionLoc(D->getCanonicalDecl()->getLocation());
    if (First.isValid() && SM.isBeforeInTranslationUnit(Loc, First))
      Later = D;
    return !Later;
  }

  SourceLocation Loc;
  const SourceManager &SM;
};

} // namespace

const NamedDecl *declaredAfter(TypeLoc TL, SourceLocation Loc,
                               const SourceManager &SM) {
  LaterNames Names(SM.getExpansionLoc(Loc), SM);
  Names.TraverseTypeLoc(TL);
  return Names.Later;
}

} // namespace amp2hip
