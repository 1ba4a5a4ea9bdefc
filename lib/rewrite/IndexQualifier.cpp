//===- IndexQualifier.cpp -------------------------------------------------===//

#include "rewrite/IndexQualifier.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void IndexQualifier::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(templateSpecializationTypeLoc().bind("loc"), this);
  // The class concurrency::graphics::norm (`norm(0.25f)`, `norm v;`).
  Finder.addMatcher(typeLoc(loc(recordType(hasDeclaration(cxxRecordDecl(
                                hasName("::Concurrency::graphics::norm"))))))
                        .bind("record"),
                    this);
}

namespace {
/// A class (template) whose unqualified name the GPU compilers' headers make
/// ambiguous, and how translated code spells it.
struct AmbiguousName {
  const char *Declared; ///< qualified name of the declaration
  StringRef Spelled;    ///< the unqualified spelling
  const char *Qualified;
  MappingId Mapping;
};
const AmbiguousName AmbiguousNames[] = {
    {"Concurrency::index", "index", "concurrency::index",
     MappingId::QualifiedIndex},
    {"Concurrency::graphics::texture", "texture",
     "concurrency::graphics::texture", MappingId::QualifiedTexture},
    {"Concurrency::graphics::norm", "norm", "concurrency::graphics::norm",
     MappingId::QualifiedNorm},
};
} // namespace

void IndexQualifier::run(const MatchFinder::MatchResult &Result) {
  std::string Declared;
  SourceLocation NameLoc;
  if (const auto *TL =
          Result.Nodes.getNodeAs<TemplateSpecializationTypeLoc>("loc")) {
    const TemplateDecl *TD =
        TL->getTypePtr()->getTemplateName().getAsTemplateDecl();
    if (!TD)
      return;
    Declared = TD->getQualifiedNameAsString();
    NameLoc = TL->getTemplateNameLoc();
  } else if (const auto *TL = Result.Nodes.getNodeAs<TypeLoc>("record")) {
    auto Record = TL->getAs<RecordTypeLoc>();
    if (!Record)
      return;
    Declared = Record.getDecl()->getQualifiedNameAsString();
    NameLoc = Record.getNameLoc();
  } else {
    return;
  }
  const AmbiguousName *Name = nullptr;
  for (const AmbiguousName &A : AmbiguousNames)
    if (Declared == A.Declared)
      Name = &A;
  if (!Name)
    return;
  // In a macro's argument the name is spelled where the macro is used; in
  // a macro's body, in its #define (`#define AT(r, c) index<2>(r, c)`),
  // which is written qualified for every use.
  SourceLocation Loc = TC.SM.isMacroBodyExpansion(NameLoc)
                           ? TC.SM.getSpellingLoc(NameLoc)
                           : TC.SM.getFileLoc(NameLoc);
  if (!TC.isRewritable(Loc))
    return;
  unsigned Offset = TC.offset(Loc);
  StringRef Buffer = TC.buffer(Loc);
  StringRef Before = Buffer.take_front(Offset).rtrim();
  if (Before.ends_with("::") ||
      !Buffer.substr(Offset).starts_with(Name->Spelled))
    return; // already qualified (or spelled through an alias)
  if (!Done.insert(Loc.getRawEncoding()).second)
    return;
  TC.edits(Loc).replace(Offset, Name->Spelled.size(), Name->Qualified);
  TC.stats(Loc).add(Name->Mapping);
}

} // namespace amp2hip
