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

/// Whether nvcc leaves \p Base's type for the instantiation: a variable
/// `auto` deduced from a value-dependent initializer in a template, or a
/// value-dependent call (`make_extent(tile_size).tile<tile_size>()`,
/// ampblas' trsv.h).
static bool leftDependent(const Expr *Base) {
  Base = Base ? Base->IgnoreParenImpCasts() : nullptr;
  if (const auto *Call = dyn_cast_or_null<CallExpr>(Base))
    return Call->isValueDependent() && !Call->isTypeDependent();
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(Base);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->getDeclContext()->isDependentContext() && V->getInit() &&
         V->getType()->getContainedAutoType() &&
         V->getInit()->isValueDependent();
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
  if (!leftDependent(Base) || !Name.isFileID() || !TC.isRewritable(Name))
    return;
  TC.edits(Name).insert(TC.offset(Name), "template ");
  TC.report(Name, DiagId::MissingTemplateKeyword) << Spelled;
  TC.stats(Name).add(MappingId::TemplateKeyword);
}

} // namespace amp2hip
