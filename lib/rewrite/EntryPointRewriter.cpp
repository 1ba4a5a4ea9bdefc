//===- EntryPointRewriter.cpp ---------------------------------------------===//

#include "rewrite/EntryPointRewriter.h"

#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void EntryPointRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(isMain()).bind("main"), this);
}

void EntryPointRewriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Main = Result.Nodes.getNodeAs<FunctionDecl>("main");
  SourceLocation Begin = Main->getBeginLoc();
  if (!Main || Begin.isMacroID() || !TC.isRewritable(Begin))
    return;
  // The parse read the prepared text; the user's text says what the
  // program wrote.
  const EditedFile *User = TC.edited(TC.SM.getFileID(Begin));
  unsigned Offset = TC.offset(Begin);
  if (!User ||
      !StringRef(User->UserText)
           .substr(User->userOffset(Offset))
           .starts_with("void") ||
      !TC.buffer(Begin).substr(Offset).starts_with("int  "))
    return;
  TC.edits(Begin).replace(Offset, 4, "int");
  TC.stats(Begin).add(MappingId::VoidMain);
  TC.report(Begin, DiagId::VoidMain);
}

} // namespace amp2hip
