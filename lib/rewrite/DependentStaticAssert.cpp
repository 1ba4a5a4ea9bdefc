//===- DependentStaticAssert.cpp ------------------------------------------===//

#include "rewrite/DependentStaticAssert.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void DependentStaticAssert::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(staticAssertDecl().bind("assert"), this);
}

namespace {

/// The template whose parameter the condition is made to depend on: the
/// innermost one around \p DC with a named parameter, and that parameter.
struct DependedOn {
  const NamedDecl *Template;
  const NamedDecl *Parameter;
};

std::optional<DependedOn> dependedOn(const DeclContext *DC) {
  for (; DC && !DC->isFileContext(); DC = DC->getParent()) {
    const auto *D = dyn_cast<NamedDecl>(DC);
    const TemplateParameterList *Params =
        D ? D->getDescribedTemplateParams() : nullptr;
    if (const auto *Partial =
            dyn_cast_or_null<ClassTemplatePartialSpecializationDecl>(D))
      Params = Partial->getTemplateParameters();
    if (!Params)
      continue;
    // A generic lambda's invented parameters have no name to write.
    for (const NamedDecl *P : *Params)
      if (!P->getName().empty() && !P->isImplicit())
        return DependedOn{D, P};
  }
  return std::nullopt;
}

/// `amp2hip::dependent_false<T>` for \p P (`<N>` of its value form for a
/// non-type parameter, `<Ts...>` for a pack).
std::string dependentFalse(const NamedDecl &P) {
  std::string Name = P.getNameAsString();
  if (P.isTemplateParameterPack())
    Name += "...";
  return isa<NonTypeTemplateParmDecl>(P)
             ? "amp2hip::dependent_false_value<" + Name + ">"
             : "amp2hip::dependent_false<" + Name + ">";
}

} // namespace

void DependentStaticAssert::run(const MatchFinder::MatchResult &Result) {
  const auto *Assert = Result.Nodes.getNodeAs<StaticAssertDecl>("assert");
  const Expr *Cond = Assert ? Assert->getAssertExpr() : nullptr;
  if (!Cond || !Assert->getDeclContext()->isDependentContext() ||
      Cond->isValueDependent() || Cond->isTypeDependent())
    return;
  std::optional<llvm::APSInt> Value =
      Cond->getIntegerConstantExpr(*Result.Context);
  if (!Value || Value->getBoolValue())
    return; // true, or not a constant: hipcc and nvcc judge it as Clang did
  SourceManager &SM = TC.SM;
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Cond->getSourceRange()), SM,
      Result.Context->getLangOpts());
  if (Range.isInvalid() || !TC.isRewritable(Range.getBegin()))
    return; // spelled in a macro: rewritten, if at all, where it is defined
  std::optional<DependedOn> On = dependedOn(Assert->getDeclContext());
  if (!On)
    return;
  std::string Dependent = dependentFalse(*On->Parameter);
  StringRef Written = TC.text(Range).trim();
  // `false` itself is replaced; another condition keeps its meaning.
  std::string Condition = Written == "false" || Written == "0"
                              ? Dependent
                              : "(" + Written.str() + ") || " + Dependent;
  unsigned Begin = TC.offset(Range.getBegin());
  SourceEdits &Edits = TC.edits(Range.getBegin());
  Edits.replace(Begin, TC.offset(Range.getEnd()) - Begin, Condition);
  TC.report(Range.getBegin(), DiagId::DependentStaticAssert)
      << On->Template->getNameAsString() << On->Parameter->getNameAsString();
  TC.stats(Range.getBegin()).add(MappingId::DependentStaticAssert);
  if (Included.insert(SM.getFileID(Range.getBegin())).second)
    Edits.insert(beforeFirstInclude(TC.buffer(Range.getBegin())),
                 "#include <amp2hip/msvc/dependent_false.h>\n");
}

} // namespace amp2hip
