//===- PropertyRewriter.cpp -----------------------------------------------===//

#include "rewrite/PropertyRewriter.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {
const internal::VariadicDynCastAllOfMatcher<Stmt, MSPropertyRefExpr>
    msPropertyRefExpr;
const internal::VariadicDynCastAllOfMatcher<Decl, MSPropertyDecl>
    msPropertyDecl;
} // namespace

void PropertyRewriter::registerMatchers(MatchFinder &Finder) {
  // Instantiations too: in a template only they resolve `t.default_view`.
  Finder.addMatcher(msPropertyRefExpr().bind("read"), this);
  Finder.addMatcher(msPropertyDecl().bind("decl"), this);
}

/// The Property row of Mappings.def for \p D, a property of the runtime.
static const MappingInfo *mappingFor(const MSPropertyDecl &D) {
  const auto *Class = dyn_cast<CXXRecordDecl>(D.getDeclContext());
  if (!Class)
    return nullptr;
  std::string Spelling = Class->getNameAsString() + "::" + D.getNameAsString();
  for (const MappingInfo &M : allMappings())
    if (M.Kind == MappingKind::Property && M.AmpSpelling == Spelling)
      return &M;
  return nullptr;
}

void PropertyRewriter::run(const MatchFinder::MatchResult &Result) {
  if (const auto *E = Result.Nodes.getNodeAs<MSPropertyRefExpr>("read"))
    rewriteRead(*E);
  // A property the user declares stays in the output, where neither hipcc
  // nor nvcc (without -fms-extensions) takes it.
  if (const auto *D = Result.Nodes.getNodeAs<MSPropertyDecl>("decl"))
    if (TC.isRewritable(D->getLocation()))
      TC.report(D->getLocation(), DiagId::UserProperty) << D->getNameAsString();
}

void PropertyRewriter::rewriteRead(const MSPropertyRefExpr &E) {
  const MSPropertyDecl *D = E.getPropertyDecl();
  const MappingInfo *M = mappingFor(*D);
  if (!M)
    return; // the user's own property: reported at its declaration
  SourceLocation Member = E.getMemberLoc();
  if (!TC.isRewritableFile(TC.SM.getFileID(TC.SM.getExpansionLoc(Member))))
    return; // the runtime's own headers, system headers
  StringRef Getter = StringRef(M->HipSpelling).split("::").second;
  // In a macro's argument the name is spelled in the file; in a macro's
  // body it is not, and only the macro's author can change it.
  SourceLocation Spelled = TC.SM.getFileLoc(Member);
  StringRef Name = D->getName();
  if (!TC.isRewritable(Spelled) ||
      !TC.buffer(Spelled).substr(TC.offset(Spelled)).starts_with(Name)) {
    TC.report(Member, DiagId::PropertyInMacro) << Name << Getter;
    return;
  }
  if (!Done.insert(Spelled.getPtrEncoding()).second)
    return;
  TC.edits(Spelled).replace(TC.offset(Spelled), Name.size(), Getter);
  TC.stats(Spelled).add(M->Id);
}

} // namespace amp2hip
