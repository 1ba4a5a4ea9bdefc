//===- KernelScope.cpp ----------------------------------------------------===//

#include "rewrite/KernelScope.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

/// The first namespace (or the translation unit) that encloses \p DC.
static const DeclContext *enclosingNamespace(const DeclContext *DC) {
  while (DC && !DC->isFileContext())
    DC = DC->getParent();
  return DC;
}

/// What the kernel at namespace scope must say again to see the names the
/// lambda's body saw: the `using` declarations, using-directives and
/// namespace aliases of the blocks around it that come before it
/// (`namespace fm = concurrency::fast_math;`), outermost first, and, for a
/// function defined outside its namespace (`void N::scale() {...}`), that
/// namespace.
std::vector<std::string> scopeUsings(const LambdaExpr &Lambda,
                                     TranslationContext &TC, ASTContext &Ctx) {
  std::vector<std::vector<std::string>> Levels; // innermost first
  DynTypedNode Node = DynTypedNode::create(Lambda);
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.empty())
      break;
    DynTypedNode Parent = Parents[0];
    if (const auto *Block = Parent.get<CompoundStmt>()) {
      std::vector<std::string> Level;
      for (const Stmt *S : Block->body()) {
        if (S == Node.get<Stmt>())
          break;
        const auto *DS = dyn_cast<DeclStmt>(S);
        if (!DS || !llvm::all_of(DS->decls(), [](const Decl *D) {
              return isa<UsingDirectiveDecl, UsingDecl, NamespaceAliasDecl>(D);
            }))
          continue;
        CharSourceRange Range = Lexer::makeFileCharRange(
            CharSourceRange::getTokenRange(DS->getSourceRange()), TC.SM,
            Ctx.getLangOpts());
        if (Range.isValid())
          Level.push_back(TC.text(Range).str());
      }
      Levels.push_back(std::move(Level));
    } else if (const auto *F = Parent.get<FunctionDecl>()) {
      const DeclContext *Semantic = enclosingNamespace(F->getDeclContext());
      if (Semantic != enclosingNamespace(F->getLexicalDeclContext()) &&
          isa<NamespaceDecl>(Semantic))
        Levels.push_back(
            {"using namespace " +
             cast<NamespaceDecl>(Semantic)->getQualifiedNameAsString() + ";"});
    }
    Node = Parent;
  }
  std::vector<std::string> Out;
  for (const std::vector<std::string> &Level : llvm::reverse(Levels))
    Out.insert(Out.end(), Level.begin(), Level.end());
  return Out;
}

/// The template-id the declaration \p P spells its type with, looking
/// through references, cv-qualifiers and `concurrency::`.
std::optional<TemplateSpecializationTypeLoc>
spelledTemplateId(const ParmVarDecl &P) {
  const TypeSourceInfo *TSI = P.getTypeSourceInfo();
  if (!TSI)
    return std::nullopt;
  TypeLoc TL = TSI->getTypeLoc();
  while (true) {
    if (auto Q = TL.getAs<QualifiedTypeLoc>())
      TL = Q.getUnqualifiedLoc();
    else if (auto R = TL.getAs<ReferenceTypeLoc>())
      TL = R.getPointeeLoc();
    else if (auto E = TL.getAs<ElaboratedTypeLoc>())
      TL = E.getNamedTypeLoc();
    else
      break;
  }
  if (auto TST = TL.getAs<TemplateSpecializationTypeLoc>())
    return TST;
  return std::nullopt;
}

/// True when \p E names only what a kernel at namespace scope sees as well:
/// macros, literals, constants at namespace scope, template parameters (the
/// kernel carries them over). A function's or a class's constant is not.
bool visibleAtNamespaceScope(const Expr &E, ASTContext &Ctx) {
  for (const BoundNodes &N :
       match(findAll(declRefExpr().bind("ref")), E, Ctx)) {
    const ValueDecl *D = N.getNodeAs<DeclRefExpr>("ref")->getDecl();
    if (isa<NonTypeTemplateParmDecl>(D))
      continue;
    const DeclContext *DC = D->getDeclContext();
    if (isa<EnumDecl>(DC))
      DC = DC->getParent();
    if (!DC->isFileContext())
      return false;
  }
  return true;
}

/// True when \p E reads a parameter, a local variable that is not const,
/// a const one computed from those (`const int h = n / 2;` after `const int
/// n = v.size();`) or the object (`cols()`, `w` in a member function): its
/// value is known only at run time.
bool namesVariables(const Expr &E, ASTContext &Ctx, unsigned Depth) {
  if (Depth > 8)
    return true;
  if (!match(findAll(expr(anyOf(cxxThisExpr(), cxxDependentScopeMemberExpr(),
                                unresolvedMemberExpr()))),
             E, Ctx)
           .empty())
    return true;
  for (const BoundNodes &N :
       match(findAll(declRefExpr().bind("ref")), E, Ctx)) {
    const auto *V =
        dyn_cast<VarDecl>(N.getNodeAs<DeclRefExpr>("ref")->getDecl());
    if (V && (isa<ParmVarDecl>(V) ||
              (V->hasLocalStorage() && !V->getType().isConstQualified())))
      return true;
    if (V && V->hasLocalStorage() && V->getInit() &&
        namesVariables(*V->getInit(), Ctx, Depth + 1))
      return true;
  }
  return false;
}

/// True when \p P spells its type as a template-id with an argument that
/// means something else, or nothing, at namespace scope.
bool argsHiddenAtNamespaceScope(const ParmVarDecl &P, ASTContext &Ctx) {
  std::optional<TemplateSpecializationTypeLoc> TST = spelledTemplateId(P);
  if (!TST)
    return false;
  for (unsigned I = 0; I < TST->getNumArgs(); ++I) {
    TemplateArgumentLoc Arg = TST->getArgLoc(I);
    if (Arg.getArgument().getKind() == TemplateArgument::Expression &&
        !visibleAtNamespaceScope(*Arg.getSourceExpression(), Ctx))
      return true;
  }
  return false;
}

/// The arguments of the index type as the source spells them, when each is
/// spelled in a rewritable file and means the same at namespace scope.
std::optional<std::vector<std::string>>
spelledDomainArgs(const ParmVarDecl &P, TranslationContext &TC,
                  ASTContext &Ctx) {
  std::optional<TemplateSpecializationTypeLoc> TST = spelledTemplateId(P);
  if (!TST)
    return std::nullopt;
  std::vector<std::string> Args;
  for (unsigned I = 0; I < TST->getNumArgs(); ++I) {
    TemplateArgumentLoc Arg = TST->getArgLoc(I);
    const Expr *E = Arg.getArgument().getKind() == TemplateArgument::Expression
                        ? Arg.getSourceExpression()
                        : nullptr;
    if (!E || !visibleAtNamespaceScope(*E, Ctx))
      return std::nullopt;
    CharSourceRange Range = TC.SM.getExpansionRange(E->getSourceRange());
    if (!TC.isRewritable(Range.getBegin()) || !TC.isRewritable(Range.getEnd()))
      return std::nullopt;
    Args.push_back(TC.text(Range).trim().str());
  }
  return Args;
}

/// Whether \p T is a class member type that is not public (itself or a
/// class it is nested in): a name code at namespace scope cannot spell.
bool isPrivateNested(QualType T) {
  const Decl *D = T->getAsTagDecl();
  for (; D && isa<CXXRecordDecl>(D->getDeclContext());
       D = cast<Decl>(D->getDeclContext()))
    if (D->getAccess() != AS_public)
      return true;
  return false;
}

/// Whether \p T is the template parameter a generic lambda invents for an
/// `auto` parameter (in scope at \p DC), which no code can name. The
/// parameter's type is often the canonical one, without the declaration.
bool isInventedParameter(QualType T, const DeclContext *DC) {
  const auto *Parm = T->getAs<TemplateTypeParmType>();
  if (!Parm)
    return false;
  if (const TemplateTypeParmDecl *D = Parm->getDecl())
    return D->isImplicit();
  for (; DC && !DC->isFileContext(); DC = DC->getLexicalParent())
    if (const auto *FD = dyn_cast<FunctionDecl>(DC))
      if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate())
        if (const TemplateParameterList *L = FT->getTemplateParameters();
            L->getDepth() == Parm->getDepth() && Parm->getIndex() < L->size())
          return L->getParam(Parm->getIndex())->isImplicit();
  return false;
}

/// The template parameters in scope at the lambda, outermost first:
/// (declaration text, argument text) pairs such as ("int TS", "TS").
std::vector<std::pair<std::string, std::string>>
enclosingTemplateParameters(const DeclContext *DC, TranslationContext &TC) {
  std::vector<const TemplateParameterList *> Lists;
  for (; DC && !DC->isFileContext(); DC = DC->getLexicalParent()) {
    std::vector<const TemplateParameterList *> Here;
    if (const auto *FD = dyn_cast<FunctionDecl>(DC)) {
      for (unsigned I = 0; I < FD->getNumTemplateParameterLists(); ++I)
        Here.push_back(FD->getTemplateParameterList(I));
      if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate())
        Here.push_back(FT->getTemplateParameters());
    } else if (const auto *Partial =
                   dyn_cast<ClassTemplatePartialSpecializationDecl>(DC)) {
      Here.push_back(Partial->getTemplateParameters());
    } else if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
      if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
        Here.push_back(CT->getTemplateParameters());
    }
    Lists.insert(Lists.begin(), Here.begin(), Here.end());
  }
  std::vector<std::pair<std::string, std::string>> Params;
  for (const TemplateParameterList *List : Lists)
    for (const NamedDecl *P : *List) {
      // A generic lambda's `auto` parameter invents one, which nothing can
      // name: a capture of that type is a template parameter of its own,
      // deduced from decltype at the launch (`amp_type_view`).
      if (P->isImplicit())
        continue;
      std::string Decl =
          TC.text(CharSourceRange::getTokenRange(P->getSourceRange())).str();
      // A default argument belongs to the enclosing template only.
      if (size_t Eq = Decl.find('='); Eq != std::string::npos)
        Decl = StringRef(Decl).take_front(Eq).rtrim().str();
      std::string Arg = P->getNameAsString();
      if (P->isParameterPack())
        Arg += "...";
      Params.push_back({Decl, Arg});
    }
  return Params;
}

/// The `#define` lines of the macros that \p Lambda uses (directly or in
/// another's expansion) and that are defined inside \p Outer: the kernel,
/// written before Outer, would not see them. Each is written again before
/// the kernel; the user's stays, an identical redefinition being allowed.
std::string localMacroDefinitions(const LambdaExpr &Lambda, const Decl &Outer,
                                  TranslationContext &TC) {
  const SourceManager &SM = TC.SM;
  auto inside = [&](SourceLocation Loc, SourceRange R) {
    return SM.isPointWithin(Loc, R.getBegin(), R.getEnd());
  };
  std::vector<const MacroInfo *> Used;
  for (auto [Loc, MI] : TC.MacroUses)
    if (inside(Loc, Lambda.getSourceRange()) &&
        inside(MI->getDefinitionLoc(), Outer.getSourceRange()) &&
        !llvm::is_contained(Used, MI))
      Used.push_back(MI);
  llvm::sort(Used, [&](const MacroInfo *A, const MacroInfo *B) {
    return SM.isBeforeInTranslationUnit(A->getDefinitionLoc(),
                                        B->getDefinitionLoc());
  });
  std::string Out;
  for (const MacroInfo *MI : Used) {
    StringRef Buffer = TC.buffer(MI->getDefinitionLoc());
    size_t Begin = Buffer.rfind('\n', TC.offset(MI->getDefinitionLoc()));
    Begin = Begin == StringRef::npos ? 0 : Begin + 1;
    size_t End = Buffer.find('\n', TC.offset(MI->getDefinitionEndLoc()));
    Out += Buffer.slice(Begin, End).trim().str() + "\n";
  }
  return Out;
}

} // namespace amp2hip
