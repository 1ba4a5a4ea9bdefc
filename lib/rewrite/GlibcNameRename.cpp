//===- GlibcNameRename.cpp ------------------------------------------------===//

#include "rewrite/GlibcNameRename.h"

#include "clang/AST/Decl.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

/// The names the parse's prelude hides (runtime/include/amp2hip/parse/
/// prelude.h): every other glibc name a program redeclares fails the parse
/// itself, with Clang's own error.
static const StringRef GlibcOnlyNames[] = {"index", "rindex"};

/// Whether \p D's name is declared in the global namespace: a variable
/// there (extern "C" blocks included), or an enumerator of an unscoped
/// enumeration there.
static bool atGlobalScope(const NamedDecl &D) {
  const DeclContext *Scope = D.getDeclContext();
  if (const auto *Enum = dyn_cast<EnumDecl>(Scope)) {
    if (Enum->isScoped())
      return false;
    Scope = Enum->getDeclContext();
  }
  return Scope->getRedeclContext()->isTranslationUnit();
}

void GlibcNameRename::registerMatchers(MatchFinder &Finder) {
  // A variable or an enumerator redeclares the function; a function
  // overloads it, and a class's name hides it, as C's struct tags do.
  auto Clashing = namedDecl(anyOf(varDecl(), enumConstantDecl()),
                            hasAnyName(ArrayRef<StringRef>(GlibcOnlyNames)));
  Finder.addMatcher(Clashing.bind("decl"), this);
  Finder.addMatcher(declRefExpr(to(Clashing.bind("target"))).bind("ref"), this);
}

void GlibcNameRename::run(const MatchFinder::MatchResult &Result) {
  if (const auto *D = Result.Nodes.getNodeAs<NamedDecl>("decl"))
    return rename(*D, D->getLocation(), *Result.Context);
  const auto *Ref = Result.Nodes.getNodeAs<DeclRefExpr>("ref");
  const auto *Target = Result.Nodes.getNodeAs<NamedDecl>("target");
  rename(*Target, Ref->getLocation(), *Result.Context);
}

/// The program's name for \p D: a trailing underscore, one more for each
/// name of the global namespace that is taken (the same in every source
/// that sees the same declarations).
static std::string renamed(const NamedDecl &D, ASTContext &Ctx) {
  std::string Name = D.getName().str() + "_";
  while (!Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name)).empty())
    Name += "_";
  return Name;
}

void GlibcNameRename::rename(const NamedDecl &D, SourceLocation NameLoc,
                             ASTContext &Ctx) {
  if (!atGlobalScope(D) || !TC.isRewritable(D.getLocation()))
    return;
  // A use spelled in a user macro's body or argument is written there.
  SourceLocation Loc = TC.SM.getSpellingLoc(NameLoc);
  if (!TC.isRewritable(Loc) || !Done.insert(Loc.getRawEncoding()).second)
    return;
  StringRef Name = D.getName();
  if (!TC.buffer(Loc).substr(TC.offset(Loc)).starts_with(Name))
    return; // pasted or spelled through a macro parameter's name
  std::string NewName = renamed(D, Ctx);
  TC.edits(Loc).replace(TC.offset(Loc), Name.size(), NewName);
  TC.stats(Loc).add(MappingId::GlibcNameRenamed);
  if (Loc == TC.SM.getSpellingLoc(D.getLocation()) &&
      D.getCanonicalDecl() == &D) // `extern int rindex;`, once
    TC.report(Loc, DiagId::GlibcNameRenamed) << Name << NewName;
}

} // namespace amp2hip
