//===- DeclarationPlace.cpp -----------------------------------------------===//

#include "rewrite/DeclarationPlace.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace amp2hip {

const Decl *outermostDecl(const DeclContext *DC) {
  const Decl *Outer = nullptr;
  for (; DC && !DC->isFileContext() && !isa<LinkageSpecDecl>(DC);
       DC = DC->getLexicalParent())
    Outer = cast<Decl>(DC);
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

unsigned offsetBefore(const Decl *Outer, TranslationContext &TC,
                      const ASTContext &Ctx) {
  SourceLocation Start = TC.SM.getExpansionLoc(declarationStart(Outer, Ctx));
  unsigned At = TC.offset(Start);
  return lineStartBefore(TC.buffer(Start), At).value_or(At);
}

} // namespace amp2hip
