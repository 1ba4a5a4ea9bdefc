//===- IndexQualifier.cpp -------------------------------------------------===//

#include "rewrite/IndexQualifier.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Basic/CharInfo.h"

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
  // Visual C++'s concurrency::graphics::direct3d::float2 ... (typedefs of
  // the parse only: runtime/include/amp2hip/amp_short_vectors.h), as a type
  // and in a using-declaration.
  auto Direct3dShortVector = typedefNameDecl(hasDeclContext(
      namespaceDecl(hasName("::Concurrency::graphics::direct3d"))));
  Finder.addMatcher(
      typeLoc(loc(typedefType(hasDeclaration(Direct3dShortVector))))
          .bind("direct3d"),
      this);
  Finder.addMatcher(
      usingDecl(hasAnyUsingShadowDecl(hasTargetDecl(Direct3dShortVector)))
          .bind("using"),
      this);
  // Named after such a using-declaration (`double2 d;`).
  Finder.addMatcher(typeLoc(loc(usingType(throughUsingDecl(
                                hasTargetDecl(Direct3dShortVector)))))
                        .bind("direct3d"),
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

/// `float2` as `float_2`: the typedefs without the underscore exist only in
/// the parse (HIP's and CUDA's ::float2 would make them ambiguous), the
/// compilers' direct3d namespace names the underscored types.
void IndexQualifier::renameShortVector(SourceLocation NameLoc, StringRef Name) {
  SourceLocation Loc = TC.SM.isMacroBodyExpansion(NameLoc)
                           ? TC.SM.getSpellingLoc(NameLoc)
                           : TC.SM.getFileLoc(NameLoc);
  if (!TC.isRewritable(Loc) || Name.size() < 2)
    return;
  unsigned Offset = TC.offset(Loc);
  StringRef Buffer = TC.buffer(Loc);
  StringRef After = Buffer.substr(Offset);
  if (!After.starts_with(Name) ||
      (After.size() > Name.size() &&
       isAsciiIdentifierContinue(After[Name.size()])))
    return; // spelled through a macro parameter's name or pasted
  if (!Done.insert(Loc.getRawEncoding()).second)
    return;
  TC.edits(Loc).replace(Offset, Name.size(),
                        (Name.drop_back() + "_" + Name.take_back()).str());
  TC.stats(Loc).add(MappingId::Direct3dShortVector);
}

void IndexQualifier::run(const MatchFinder::MatchResult &Result) {
  if (const auto *TL = Result.Nodes.getNodeAs<TypeLoc>("direct3d")) {
    if (auto Typedef = TL->getAs<TypedefTypeLoc>())
      renameShortVector(Typedef.getNameLoc(),
                        Typedef.getTypedefNameDecl()->getName());
    else if (auto Using = TL->getAs<UsingTypeLoc>())
      renameShortVector(Using.getNameLoc(), Using.getFoundDecl()->getName());
    return;
  }
  if (const auto *Using = Result.Nodes.getNodeAs<UsingDecl>("using")) {
    renameShortVector(Using->getLocation(), Using->getName());
    return;
  }
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
