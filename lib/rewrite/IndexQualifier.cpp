//===- IndexQualifier.cpp -------------------------------------------------===//

#include "rewrite/IndexQualifier.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void IndexQualifier::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(templateSpecializationTypeLoc().bind("loc"), this);
}

void IndexQualifier::run(const MatchFinder::MatchResult &Result) {
  const auto *TL = Result.Nodes.getNodeAs<TemplateSpecializationTypeLoc>("loc");
  if (!TL)
    return;
  const TemplateDecl *TD =
      TL->getTypePtr()->getTemplateName().getAsTemplateDecl();
  if (!TD || TD->getQualifiedNameAsString() != "Concurrency::index")
    return;
  // In a macro's argument the name is spelled in the file (in a macro's
  // body it is not, and the spelling check below skips it).
  SourceLocation Name = TC.SM.getFileLoc(TL->getTemplateNameLoc());
  if (!TC.isRewritable(Name))
    return;
  unsigned Offset = TC.offset(Name);
  StringRef Buffer = TC.buffer(Name);
  StringRef Before = Buffer.take_front(Offset).rtrim();
  if (Before.ends_with("::") || !Buffer.substr(Offset).starts_with("index"))
    return; // already qualified (or spelled through an alias)
  if (!Done.insert(Offset).second)
    return;
  TC.edits(Name).replace(Offset, 5, "concurrency::index");
  TC.stats(Name).add(MappingId::QualifiedIndex);
}

} // namespace amp2hip
