//===- PplInclude.cpp -----------------------------------------------------===//

#include "rewrite/PplInclude.h"

#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/Support/Regex.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void PplInclude::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(declRefExpr(to(namedDecl().bind("decl"))).bind("use"),
                    this);
  Finder.addMatcher(
      typeLoc(loc(qualType(hasDeclaration(namedDecl().bind("decl")))))
          .bind("use"),
      this);
}

/// Whether \p File is one of the runtime's PPL headers (<ppl.h> and what it
/// includes: runtime/include/amp2hip/msvc/ppl.h, ppl/*.h, concrt.h,
/// pplinterface.h).
static bool isPplHeader(StringRef File) {
  size_t At = File.rfind("amp2hip/msvc/");
  if (At == StringRef::npos)
    return false;
  StringRef Name = File.drop_front(At + 13);
  return Name.starts_with("ppl") || Name == "concrt.h";
}

/// Whether \p Text includes a PPL header itself (<ppl.h>, <ppltasks.h>,
/// <concrt.h>, as written or as translated).
static bool includesPpl(StringRef Text) {
  static const llvm::Regex Include(
      "^[ \t]*#[ \t]*include[ \t]*[<\"](amp2hip/msvc/)?(ppl|ppltasks|concrt)"
      "\\.h[>\"]",
      llvm::Regex::IgnoreCase | llvm::Regex::Newline);
  return Include.match(Text);
}

void PplInclude::run(const MatchFinder::MatchResult &Result) {
  const auto *Decl = Result.Nodes.getNodeAs<NamedDecl>("decl");
  SourceLocation Use;
  if (const auto *Ref = Result.Nodes.getNodeAs<DeclRefExpr>("use"))
    Use = Ref->getLocation();
  else if (const auto *Loc = Result.Nodes.getNodeAs<TypeLoc>("use"))
    Use = Loc->getBeginLoc();
  Use = TC.SM.getExpansionLoc(Use);
  if (!Decl || !TC.isRewritable(Use))
    return;
  FileID FID = TC.SM.getFileID(Use);
  if (Included.count(FID) || !isPplHeader(TC.SM.getFilename(
                                 TC.SM.getSpellingLoc(Decl->getLocation()))))
    return;
  Included.insert(FID);
  StringRef Text = TC.buffer(Use);
  if (includesPpl(Text))
    return;
  // After the line that includes <amp.h>, else at the top of the file.
  static const llvm::Regex AmpInclude(
      "^[ \t]*#[ \t]*include[ \t]*[<\"]amp\\.h[>\"][^\n]*\n?",
      llvm::Regex::IgnoreCase | llvm::Regex::Newline);
  SmallVector<StringRef, 1> Match;
  size_t At = 0;
  if (AmpInclude.match(Text, &Match))
    At = Match[0].data() - Text.data() + Match[0].size();
  TC.edits(Use).insert(At,
                       "#include <amp2hip/msvc/ppl.h> // Visual C++'s <amp.h> "
                       "brought the Parallel Patterns Library in\n");
}

} // namespace amp2hip
