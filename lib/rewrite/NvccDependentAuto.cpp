//===- NvccDependentAuto.cpp ----------------------------------------------===//

#include "rewrite/NvccDependentAuto.h"

#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void NvccDependentAuto::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(memberExpr().bind("member"), this);
  // `e.tile<TS, TS>()`: dependent template arguments leave the overload of
  // tile for the instantiation.
  Finder.addMatcher(unresolvedMemberExpr().bind("member"), this);
}

/// The variable \p Base names, when nvcc leaves its type for the
/// instantiation: `auto`, deduced from a value-dependent initializer, in a
/// template.
static const VarDecl *dependentAuto(const Expr *Base) {
  const auto *Ref =
      Base ? dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts()) : nullptr;
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->getDeclContext()->isDependentContext() || !V->getInit() ||
      !V->getType()->getContainedAutoType() ||
      !V->getInit()->isValueDependent())
    return nullptr;
  return V;
}

void NvccDependentAuto::run(const MatchFinder::MatchResult &Result) {
  const Expr *Base = nullptr;
  SourceLocation Name;
  std::string Spelled;
  if (const auto *M = Result.Nodes.getNodeAs<MemberExpr>("member")) {
    if (!M->hasExplicitTemplateArgs() || M->hasTemplateKeyword())
      return;
    Base = M->getBase();
    Name = M->getMemberLoc();
    Spelled = M->getMemberNameInfo().getAsString();
  } else if (const auto *U =
                 Result.Nodes.getNodeAs<UnresolvedMemberExpr>("member")) {
    if (!U->hasExplicitTemplateArgs() || U->hasTemplateKeyword() ||
        U->isImplicitAccess())
      return;
    Base = U->getBase();
    Name = U->getMemberLoc();
    Spelled = U->getMemberName().getAsString();
  }
  if (!dependentAuto(Base) || !Name.isFileID() || !TC.isRewritable(Name))
    return;
  TC.edits(Name).insert(TC.offset(Name), "template ");
  TC.report(Name, DiagId::MissingTemplateKeyword) << Spelled;
  TC.stats(Name).add(MappingId::TemplateKeyword);
}

} // namespace amp2hip
