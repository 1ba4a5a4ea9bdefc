//===- DeviceCallRewriter.cpp ---------------------------------------------===//

#include "rewrite/DeviceCallRewriter.h"

#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void DeviceCallRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(unless(isInTemplateInstantiation())).bind("call"),
                    this);
}

/// "tile_barrier::wait" -> ("tile_barrier", "wait").
static std::pair<StringRef, StringRef> splitMember(StringRef Spelling) {
  auto [Class, Method] = Spelling.split("::");
  return {Class, Method};
}

const MappingInfo *
DeviceCallRewriter::mappingFor(const CallExpr &Call) const {
  // Resolved calls: match the callee's qualified name.
  if (const FunctionDecl *Callee = Call.getDirectCallee()) {
    const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
    std::string Qualified = Callee->getQualifiedNameAsString();
    for (const MappingInfo &M : allMappings()) {
      if (M.Kind == MappingKind::MemberCall && Method) {
        auto [Class, Name] = splitMember(M.AmpSpelling);
        if (Callee->getNameAsString() == Name &&
            Method->getParent()->getNameAsString() == Class &&
            StringRef(Qualified).starts_with("Concurrency::"))
          return &M;
      }
      if (M.Kind == MappingKind::FreeCall && !Method &&
          Qualified == ("Concurrency::" + M.AmpSpelling).str())
        return &M;
    }
    return nullptr;
  }
  // Dependent calls in templates: `t_idx.barrier.wait()` where t_idx has a
  // dependent type. Recognized by the member names of the C++ AMP idiom.
  if (const auto *Member = dyn_cast<CXXDependentScopeMemberExpr>(
          Call.getCallee()->IgnoreImplicit())) {
    const auto *Base = dyn_cast_or_null<CXXDependentScopeMemberExpr>(
        Member->getBase() ? Member->getBase()->IgnoreImplicit() : nullptr);
    const auto *BaseMember = dyn_cast_or_null<MemberExpr>(
        Member->getBase() ? Member->getBase()->IgnoreImplicit() : nullptr);
    std::string BaseName =
        Base ? Base->getMember().getAsString()
        : BaseMember ? BaseMember->getMemberDecl()->getNameAsString()
                     : std::string();
    if (BaseName != "barrier")
      return nullptr;
    std::string Name = Member->getMember().getAsString();
    for (const MappingInfo &M : allMappings())
      if (M.Kind == MappingKind::MemberCall &&
          splitMember(M.AmpSpelling).second == Name)
        return &M;
  }
  // Dependent free calls: all_memory_fence(t_idx.barrier) in a template.
  if (const auto *ULE =
          dyn_cast<UnresolvedLookupExpr>(Call.getCallee()->IgnoreImplicit())) {
    std::string Name = ULE->getName().getAsString();
    for (const MappingInfo &M : allMappings())
      if (M.Kind == MappingKind::FreeCall && M.AmpSpelling == Name)
        return &M;
  }
  return nullptr;
}

void DeviceCallRewriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  if (!Call || !TC.isRewritable(Call->getBeginLoc()) ||
      !TC.isRewritable(Call->getEndLoc()))
    return; // calls spelled in macros keep the runtime's C++ AMP spelling
  const MappingInfo *M = mappingFor(*Call);
  if (!M)
    return;
  TC.replace(CharSourceRange::getTokenRange(Call->getSourceRange()),
             M->HipSpelling);
  TC.stats(Call->getBeginLoc()).add(M->Id);
}

} // namespace amp2hip
