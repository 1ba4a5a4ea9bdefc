//===- RestrictRewriter.cpp -----------------------------------------------===//

#include "RestrictRewriter.h"
#include "KernelExtractor.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void RestrictRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      functionDecl(unless(isImplicit()), unless(isInstantiated()),
                   unless(cxxMethodDecl(ofClass(cxxRecordDecl(isLambda())))))
          .bind("function"),
      this);
  Finder.addMatcher(lambdaExpr(unless(isInTemplateInstantiation())).bind("lambda"),
                    this);
}

void RestrictRewriter::run(const MatchFinder::MatchResult &Result) {
  if (const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>("function"))
    rewriteFunction(*FD);
  if (const auto *L = Result.Nodes.getNodeAs<LambdaExpr>("lambda"))
    rewriteLambda(*L, *Result.Context);
}

llvm::SmallVector<RestrictUse *, 2>
RestrictRewriter::usesBetween(SourceLocation After, SourceLocation Before) {
  llvm::SmallVector<RestrictUse *, 2> Found;
  if (After.isInvalid() || Before.isInvalid())
    return Found;
  SourceManager &SM = TC.SM;
  SourceLocation A = SM.getExpansionLoc(After), B = SM.getExpansionLoc(Before);
  for (RestrictUse &Use : TC.RestrictUses) {
    SourceLocation U = Use.Range.getBegin();
    if (!Use.Attached && SM.isBeforeInTranslationUnit(A, U) &&
        SM.isBeforeInTranslationUnit(U, B))
      Found.push_back(&Use);
  }
  return Found;
}

void RestrictRewriter::removeUse(const RestrictUse &Use) {
  SourceManager &SM = TC.SM;
  CharSourceRange Range =
      Lexer::makeFileCharRange(Use.Range, SM, LangOptions());
  unsigned Begin = TC.offset(Range.getBegin());
  unsigned End = TC.offset(Range.getEnd());
  StringRef Buffer = TC.buffer(Range.getBegin());
  // `int f() restrict(amp) {` -> `int f() {`: take one blank before it.
  while (Begin > 0 && (Buffer[Begin - 1] == ' ' || Buffer[Begin - 1] == '\t'))
    --Begin;
  if (Begin > 0 && Buffer[Begin - 1] != '\n' && End < Buffer.size() &&
      Buffer[End] != ' ' && Buffer[End] != '\n' && Buffer[End] != ';' &&
      Buffer[End] != ')' && Buffer[End] != '{')
    TC.edits(Range.getBegin()).replace(Begin, End - Begin, " ");
  else
    TC.edits(Range.getBegin()).replace(Begin, End - Begin, "");
}

/// The `;`, `{` or `=` (of `= 0`, `= default`) that ends a declarator
/// whose `)` is at \p RParen: restrict(...) sits before it.
SourceLocation RestrictRewriter::declarationEnd(SourceLocation RParen) {
  SourceLocation Loc = TC.SM.getExpansionLoc(RParen);
  StringRef Buffer = TC.SM.getBufferData(TC.SM.getFileID(Loc));
  unsigned Offset = TC.SM.getFileOffset(Loc) + 1;
  int Depth = 0;
  for (; Offset < Buffer.size(); ++Offset) {
    char C = Buffer[Offset];
    if (C == '(')
      ++Depth;
    else if (C == ')')
      --Depth;
    else if (Depth == 0 && (C == ';' || C == '{' || C == '='))
      break;
  }
  return Loc.getLocWithOffset(Offset - TC.SM.getFileOffset(Loc));
}

void RestrictRewriter::rewriteFunction(const FunctionDecl &FD) {
  if (!TC.isRewritable(TC.SM.getExpansionLoc(FD.getLocation())))
    return;
  FunctionTypeLoc FTL = FD.getFunctionTypeLoc();
  if (!FTL)
    return;
  SourceLocation End = FD.doesThisDeclarationHaveABody() && FD.getBody()
                           ? FD.getBody()->getBeginLoc()
                           : declarationEnd(FTL.getRParenLoc());
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->isWritten() && Init->getSourceRange().isValid()) {
        End = Init->getSourceRange().getBegin();
        break;
      }
  auto Uses = usesBetween(FTL.getRParenLoc(), End);
  if (Uses.empty())
    return;
  std::string Front;
  for (RestrictUse *Use : Uses) {
    Use->Attached = true;
    removeUse(*Use);
    std::string Spelling =
        Use->MacroName.empty() ? Use->hipSpecifier() : Use->MacroName;
    if (!Spelling.empty())
      Front += Spelling + " ";
    if (Use->MacroName.empty())
      TC.stats(FD.getLocation()).add(Use->mappingId());
  }
  if (!Front.empty())
    TC.insert(FD.getInnerLocStart(), Front);
}

/// True when \p Lambda is the kernel argument of a parallel_for_each call;
/// those are rewritten whole by the KernelExtractor.
static bool isKernelLambda(const LambdaExpr &Lambda, const ASTContext &Ctx) {
  DynTypedNodeList Parents = const_cast<ASTContext &>(Ctx).getParents(Lambda);
  while (!Parents.empty()) {
    if (const auto *Call = Parents[0].get<CallExpr>())
      return isParallelForEach(*Call);
    if (!Parents[0].get<Expr>())
      return false; // reached a statement or declaration: not an argument
    Parents = const_cast<ASTContext &>(Ctx).getParents(Parents[0]);
  }
  return false;
}

void RestrictRewriter::rewriteLambda(const LambdaExpr &Lambda,
                                     const ASTContext &Ctx) {
  const CXXMethodDecl *Op = Lambda.getCallOperator();
  if (!Op || !TC.isRewritable(TC.SM.getExpansionLoc(Lambda.getBeginLoc())))
    return;
  SourceLocation After = Lambda.getIntroducerRange().getEnd();
  if (FunctionTypeLoc FTL = Op->getFunctionTypeLoc())
    if (FTL.getRParenLoc().isValid())
      After = FTL.getRParenLoc();
  auto Uses = usesBetween(After, Lambda.getBody()->getBeginLoc());
  bool Kernel = isKernelLambda(Lambda, Ctx);
  for (RestrictUse *Use : Uses) {
    Use->Attached = true;
    if (Kernel)
      continue; // the whole call is replaced by a launch
    const auto *Outer =
        dyn_cast<FunctionDecl>(Op->getParent()->getDeclContext());
    bool InDeviceCode = Outer && Outer->hasAttr<CUDADeviceAttr>();
    if (Use->Amp && !Use->Cpu && !InDeviceCode)
      TC.report(Use->Range.getBegin(), DiagId::AmpLambdaOutsideKernel);
    removeUse(*Use);
    TC.stats(Lambda.getBeginLoc()).add(Use->mappingId());
  }
}

void RestrictRewriter::onEndOfTranslationUnit() {
  // After a parse error Clang drops the declarations it could not make
  // sense of; their restrict(...) would be reported again, as noise.
  if (TC.Diags.hasErrorOccurred())
    return;
  for (RestrictUse &Use : TC.RestrictUses)
    if (!Use.Attached) {
      std::string List = Use.Amp && Use.Cpu ? "cpu,amp" : Use.Amp ? "amp" : "cpu";
      TC.report(Use.Range.getBegin(), DiagId::UnattachedRestrict) << List;
    }
}

} // namespace amp2hip
