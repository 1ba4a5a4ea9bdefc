//===- CopyRules.cpp ------------------------------------------------------===//

#include "check/CopyRules.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void CopyRules::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName("::Concurrency::copy",
                                              "::Concurrency::copy_async"))))
          .bind("copy"),
      this);
}

/// True when \p F's body (an instantiation of the runtime's copy) holds a
/// failed static assertion tagged copy_into_const.
static bool failsCopyIntoConst(const FunctionDecl &F) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F.getBody());
  if (!Body)
    return false;
  for (const Stmt *S : Body->body()) {
    const auto *Decls = dyn_cast<DeclStmt>(S);
    if (!Decls)
      continue;
    for (const Decl *D : Decls->decls()) {
      const auto *Assert = dyn_cast<StaticAssertDecl>(D);
      const auto *Message =
          Assert ? dyn_cast_or_null<StringLiteral>(Assert->getMessage())
                 : nullptr;
      if (Message && Assert->isFailed() &&
          Message->getString().contains("copy_into_const"))
        return true;
    }
  }
  return false;
}

void CopyRules::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("copy");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Call->getNumArgs() != 2 || !failsCopyIntoConst(*Callee))
    return;
  const SourceManager &SM = *Result.SourceManager;
  const Expr *Destination = Call->getArg(1);
  std::string Text =
      Lexer::getSourceText(
          CharSourceRange::getTokenRange(
              SM.getExpansionRange(Destination->getSourceRange()).getAsRange()),
          SM, Result.Context->getLangOpts())
          .str();
  std::string Name = Callee->getNameAsString();
  if (auto D = Report.report(Call->getBeginLoc(), DiagId::CopyIntoConst))
    *D << Name << (Text.empty() ? "destination" : Text);
}

} // namespace amp2hip
