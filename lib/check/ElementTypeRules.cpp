//===- ElementTypeRules.cpp -----------------------------------------------===//

#include "check/ElementTypeRules.h"

#include "check/TypeRules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <set>

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {

/// The runtime's class \p T is (through references and arrays) when it is
/// one of C++ AMP's containers of GPU data: array, array_view and the
/// textures and their views.
const ClassTemplateSpecializationDecl *ampContainer(QualType T,
                                                    const SourceManager &SM) {
  T = T.getNonReferenceType();
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl());
  if (!S || !SM.isInSystemHeader(SM.getExpansionLoc(S->getLocation())))
    return nullptr;
  std::string Name = S->getQualifiedNameAsString();
  static const std::set<std::string> Containers = {
      "Concurrency::array", "Concurrency::array_view",
      "Concurrency::graphics::texture", "Concurrency::graphics::texture_view",
      "Concurrency::graphics::writeonly_texture_view"};
  return Containers.count(Name) ? S : nullptr;
}

/// The container inside \p T: \p T itself, or a member or base of a class
/// of the user's (references too, static members not: they are not in the
/// element). "member 'a' is 'array<float, 1>'".
std::optional<std::string> containerIn(QualType T, const SourceManager &SM,
                                       const PrintingPolicy &Policy,
                                       std::set<const CXXRecordDecl *> &Seen) {
  if (ampContainer(T, SM))
    return "'" +
           T.getNonReferenceType().getUnqualifiedType().getAsString(Policy) +
           "' is a C++ AMP container";
  const CXXRecordDecl *Class =
      T.getNonReferenceType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!Class || !(Class = Class->getDefinition()) ||
      SM.isInSystemHeader(SM.getExpansionLoc(Class->getLocation())) ||
      !Seen.insert(Class).second)
    return std::nullopt;
  for (const FieldDecl *Field : Class->fields())
    if (containerIn(Field->getType(), SM, Policy, Seen))
      return "member '" + Field->getNameAsString() + "' holds '" +
             Field->getType().getAsString(Policy) + "'";
  for (const CXXBaseSpecifier &Base : Class->bases())
    if (containerIn(Base.getType(), SM, Policy, Seen))
      return "base '" + Base.getType().getAsString(Policy) +
             "' holds a C++ AMP container";
  return std::nullopt;
}

} // namespace

void ElementTypeRules::registerMatchers(MatchFinder &Finder) {
  // Where the user names an array or array_view type: variables and
  // parameters, and members of classes (a lambda's captures are the
  // variables they copy, checked there).
  Finder.addMatcher(varDecl(unless(isImplicit())).bind("var"), this);
  Finder.addMatcher(fieldDecl(unless(isImplicit()),
                              unless(hasParent(cxxRecordDecl(isLambda()))))
                        .bind("field"),
                    this);
}

void ElementTypeRules::run(const MatchFinder::MatchResult &Result) {
  if (const auto *V = Result.Nodes.getNodeAs<VarDecl>("var")) {
    checkConstSource(*V, *Result.Context);
    return check(V->getType(), V->getLocation(), *Result.Context);
  }
  if (const auto *F = Result.Nodes.getNodeAs<FieldDecl>("field"))
    return check(F->getType(), F->getLocation(), *Result.Context);
}

void ElementTypeRules::check(QualType T, SourceLocation Loc, ASTContext &Ctx) {
  const SourceManager &SM = Report.sourceManager();
  // Only the user's declarations: the runtime and the standard library
  // pass their element types on from the user's.
  if (Loc.isInvalid() || SM.isInSystemHeader(SM.getExpansionLoc(Loc)))
    return;
  const ClassTemplateSpecializationDecl *Container = ampContainer(T, SM);
  if (!Container || Container->getTemplateArgs().size() == 0 ||
      Container->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return;
  StringRef Kind = Container->getName();
  if (Kind != "array" && Kind != "array_view")
    return; // a texture's texel types are checked by the texture itself
  QualType Element = Container->getTemplateArgs()[0].getAsType();
  if (Element->isDependentType())
    return;
  const PrintingPolicy &Policy = Ctx.getPrintingPolicy();
  std::string ElementName = Element.getUnqualifiedType().getAsString(Policy);
  std::string ContainerName =
      QualType(Container->getTypeForDecl(), 0).getAsString(Policy);
  auto say = [&](DiagId Id, const std::string &Why) {
    if (auto D = Report.report(Loc, Id, ElementName))
      *D << ElementName << ContainerName << Why;
  };
  if (Element->isReferenceType())
    return say(DiagId::ElementTypeReference,
               "a reference is no object an array can hold");
  if (Element->isIncompleteType())
    return;
  std::set<const CXXRecordDecl *> Seen;
  if (auto Why = containerIn(Element, SM, Policy, Seen))
    return say(DiagId::ElementTypeContainer, *Why);
  if (auto Why = unsupportedInAmp(Element, SM, Policy))
    return say(DiagId::ElementTypeUnsupported, *Why);
  CharUnits Size = Ctx.getTypeSizeInChars(Element);
  if (Size.getQuantity() % 4 != 0)
    say(DiagId::ElementTypeSize,
        "its size, " + std::to_string(Size.getQuantity()) +
            (Size.getQuantity() == 1 ? " byte" : " bytes") +
            ", is not a multiple of 4");
}

void ElementTypeRules::checkConstSource(const VarDecl &V, ASTContext &Ctx) {
  const SourceManager &SM = Report.sourceManager();
  const ClassTemplateSpecializationDecl *View = ampContainer(V.getType(), SM);
  if (!View || View->getName() != "array_view" || !V.getInit() ||
      View->getTemplateArgs().size() < 2 ||
      View->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return;
  QualType Element = View->getTemplateArgs()[0].getAsType();
  if (Element->isDependentType() || Element.isConstQualified())
    return;
  // Clang found no constructor, so what is left of the initializer is a
  // RecoveryExpr holding the arguments.
  const auto *Failed = dyn_cast<RecoveryExpr>(V.getInit()->IgnoreImplicit());
  if (!Failed)
    return;
  for (const Expr *Arg : Failed->subExpressions()) {
    if (!Arg || Arg->isTypeDependent())
      continue;
    QualType Pointee = Arg->getType()->getPointeeType();
    if (Pointee.isNull() || !Pointee.isConstQualified() ||
        !Ctx.hasSameUnqualifiedType(Pointee, Element))
      continue;
    const PrintingPolicy &Policy = Ctx.getPrintingPolicy();
    const TemplateArgument &Rank = View->getTemplateArgs()[1];
    if (auto D = Report.report(V.getLocation(), DiagId::ViewOfConstData))
      *D << QualType(View->getTypeForDecl(), 0).getAsString(Policy)
         << Arg->getType().getAsString(Policy) << Element.getAsString(Policy)
         << std::to_string(Rank.getKind() == TemplateArgument::Integral
                               ? Rank.getAsIntegral().getExtValue()
                               : 1);
    return;
  }
}

} // namespace amp2hip
