//===- UsageCounter.cpp ---------------------------------------------------===//

#include "report/UsageCounter.h"

#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

const MappingInfo *runtimeCallMapping(StringRef Qualified) {
  // The runtime's namespace is Concurrency (concurrency is an alias of it).
  if (!Qualified.consume_front("Concurrency::"))
    return nullptr;
  // PPL's parallel_for_each is declared in Concurrency::amp2hip_ppl and named
  // in Concurrency by a using-declaration (msvc/ppl/algorithms.h), so that
  // C++ AMP's launch alone is Concurrency::parallel_for_each.
  if (Qualified == "amp2hip_ppl::parallel_for_each")
    return &mapping(MappingId::PplParallelForEach);
  for (const MappingInfo &M : allMappings()) {
    if (M.Kind != MappingKind::Atomic && M.Kind != MappingKind::Math &&
        M.Kind != MappingKind::Ppl)
      continue;
    StringRef Spelling = M.AmpSpelling;
    if (Spelling.consume_back("*") ? Qualified.starts_with(Spelling)
                                   : Qualified == Spelling)
      return &M;
  }
  return nullptr;
}

void UsageCounter::registerMatchers(MatchFinder &Finder) {
  // Template definitions, not their instantiations: each call spelled once
  // is counted once.
  Finder.addMatcher(callExpr(unless(isInTemplateInstantiation())).bind("call"),
                    this);
}

/// The mapping of the function \p Call calls. In a template, a call with
/// dependent arguments is unresolved: any of the functions its name found
/// at the definition decides.
static const MappingInfo *mappingOf(const CallExpr &Call) {
  if (const FunctionDecl *Callee = Call.getDirectCallee())
    return runtimeCallMapping(Callee->getQualifiedNameAsString());
  const auto *Lookup =
      dyn_cast<UnresolvedLookupExpr>(Call.getCallee()->IgnoreImplicit());
  if (!Lookup)
    return nullptr;
  for (const NamedDecl *D : Lookup->decls())
    if (const MappingInfo *M = runtimeCallMapping(
            D->getUnderlyingDecl()->getQualifiedNameAsString()))
      return M;
  return nullptr;
}

void UsageCounter::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  if (!Call)
    return;
  // Calls written in a file amp2hip translates (a call a user macro
  // expands to counts where it is expanded), never the runtime's own.
  SourceLocation Loc = TC.SM.getExpansionLoc(Call->getBeginLoc());
  if (Loc.isInvalid() || !TC.isRewritableFile(TC.SM.getFileID(Loc)))
    return;
  if (const MappingInfo *M = mappingOf(*Call))
    TC.stats(Loc).add(M->Id);
}

} // namespace amp2hip
