//===- PropertyRules.cpp --------------------------------------------------===//

#include "check/PropertyRules.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {

/// The read-only property of the runtime whose get method \p M is: a
/// __declspec(property) of \p M's class or of a base of it, declared in a
/// system header, that names \p M as its getter and has no setter.
const MSPropertyDecl *readOnlyPropertyOf(const CXXMethodDecl &M,
                                         const SourceManager &SM) {
  if (!M.getIdentifier())
    return nullptr;
  const CXXRecordDecl *Class = M.getParent()->getDefinition();
  if (!Class || !SM.isInSystemHeader(SM.getExpansionLoc(Class->getLocation())))
    return nullptr;
  const MSPropertyDecl *Found = nullptr;
  auto Search = [&](const CXXRecordDecl *C) {
    for (const Decl *D : C->decls())
      if (const auto *P = dyn_cast<MSPropertyDecl>(D))
        if (P->hasGetter() && !P->hasSetter() &&
            P->getGetterId() == M.getIdentifier())
          Found = P;
    return Found == nullptr; // go on with the bases while not found
  };
  if (Search(Class))
    Class->forallBases(Search);
  return Found;
}

} // namespace

void PropertyRules::registerMatchers(MatchFinder &Finder) {
  // An assignment whose left side is a getter's result: a class type's
  // operator= (or compound assignment) called on the temporary. A builtin
  // type's result is no lvalue, which Clang itself rejects.
  Finder.addMatcher(
      cxxOperatorCallExpr(
          isAssignmentOperator(),
          hasArgument(0, ignoringImplicit(cxxMemberCallExpr().bind("get")))),
      this);
}

void PropertyRules::run(const MatchFinder::MatchResult &Result) {
  const auto *Get = Result.Nodes.getNodeAs<CXXMemberCallExpr>("get");
  const CXXMethodDecl *Getter = Get ? Get->getMethodDecl() : nullptr;
  // A getter that returns a reference hands out the object's own state;
  // only a copy makes the assignment lost.
  if (!Getter || Getter->getReturnType()->isReferenceType())
    return;
  const MSPropertyDecl *Property =
      readOnlyPropertyOf(*Getter, Report.sourceManager());
  if (!Property)
    return;
  const auto *Member = dyn_cast<MemberExpr>(Get->getCallee()->IgnoreParens());
  SourceLocation Loc = Member ? Member->getMemberLoc() : Get->getExprLoc();
  if (auto D = Report.report(Loc, DiagId::ReadOnlyProperty,
                             Property->getNameAsString()))
    *D << Property->getNameAsString() << Getter->getNameAsString()
       << Getter->getParent()->getNameAsString();
}

} // namespace amp2hip
