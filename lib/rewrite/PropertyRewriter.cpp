//===- PropertyRewriter.cpp -----------------------------------------------===//

#include "rewrite/PropertyRewriter.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {
const internal::VariadicDynCastAllOfMatcher<Stmt, MSPropertyRefExpr>
    msPropertyRefExpr;
const internal::VariadicDynCastAllOfMatcher<Decl, MSPropertyDecl>
    msPropertyDecl;

/// What an assignment to a property is written as: the setter call, whose
/// value is void, so only where the value is not used.
enum class WriteProblem { InMacro, ValueUsed, IncrementOrDecrement, Object };

/// The expression \p E stands for, through the opaque values Clang puts in
/// a property's syntactic form.
const Expr *source(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *O = dyn_cast<OpaqueValueExpr>(E); O && O->getSourceExpr())
      E = O->getSourceExpr();
    else
      return E;
  }
}

/// An object expression that may be written twice (`obj.p += e` reads and
/// writes obj): variables, members, `this`, constants and subscripts or
/// calls of views by them. Anything else might have effects or cost.
bool repeatable(const Expr *E) {
  E = source(E);
  if (isa<DeclRefExpr, CXXThisExpr, IntegerLiteral>(E))
    return true;
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return repeatable(M->getBase());
  if (const auto *S = dyn_cast<ArraySubscriptExpr>(E))
    return repeatable(S->getBase()) && repeatable(S->getIdx());
  if (const auto *C = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (C->getOperator() != OO_Subscript && C->getOperator() != OO_Call)
      return false;
    for (const Expr *A : C->arguments())
      if (!repeatable(A))
        return false;
    return true;
  }
  return false;
}

/// Whether the value of \p E, the property's PseudoObjectExpr, is used: it
/// is not a statement of its own (nor a for loop's increment).
bool valueUsed(const Expr &E, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(E);
  while (!Parents.empty()) {
    if (const auto *P = Parents[0].get<Expr>()) {
      if (!isa<ExprWithCleanups, ParenExpr>(P))
        return true;
      Parents = Ctx.getParents(*P);
      continue;
    }
    return false; // a statement
  }
  return false;
}
} // namespace

void PropertyRewriter::registerMatchers(MatchFinder &Finder) {
  // Instantiations too: in a template only they resolve `t.default_view`.
  Finder.addMatcher(msPropertyRefExpr().bind("use"), this);
  Finder.addMatcher(msPropertyDecl().bind("decl"), this);
  // `view.extent` on a dependent `view`: the program's own property of
  // that name, if some instantiation makes it so.
  Finder.addMatcher(cxxDependentScopeMemberExpr().bind("dependent"), this);
}

/// Where the declaration of the program's property \p D begins (its
/// `__declspec`), when its line holds it alone and it has a getter: it is
/// commented out there. None otherwise.
static std::optional<unsigned> userPropertyLine(const TranslationContext &TC,
                                                const MSPropertyDecl &D) {
  SourceLocation Name = D.getLocation();
  if (!D.hasGetter() || Name.isMacroID() || !TC.isRewritable(Name))
    return std::nullopt;
  StringRef Text = TC.buffer(Name);
  unsigned At = TC.offset(Name);
  size_t LineStart = Text.rfind('\n', At) + 1;
  size_t LineEnd = std::min(Text.find('\n', At), Text.size());
  StringRef Before = Text.slice(LineStart, At);
  size_t Spec = Before.find("__declspec(property");
  StringRef After = Text.slice(At + D.getName().size(), LineEnd).rtrim();
  if (Spec == StringRef::npos || !Before.take_front(Spec).trim().empty() ||
      After != ";")
    return std::nullopt;
  return unsigned(LineStart + Spec);
}

/// The Property row of Mappings.def for \p D, a property of the runtime.
static const MappingInfo *mappingFor(const MSPropertyDecl &D) {
  const auto *Class = dyn_cast<CXXRecordDecl>(D.getDeclContext());
  if (!Class)
    return nullptr;
  // Every short vector type is the runtime's one template.
  if (Class->getName() == "short_vec")
    return &mapping(MappingId::PropertyShortVectorSwizzle);
  std::string Spelling = Class->getNameAsString() + "::" + D.getNameAsString();
  for (const MappingInfo &M : allMappings())
    if (M.Kind == MappingKind::Property && M.AmpSpelling == Spelling)
      return &M;
  return nullptr;
}

void PropertyRewriter::run(const MatchFinder::MatchResult &Result) {
  if (const auto *E = Result.Nodes.getNodeAs<MSPropertyRefExpr>("use")) {
    const MappingInfo *M = mappingFor(*E->getPropertyDecl());
    // The user's own property: rewritten when its declaration is commented
    // out, else reported there.
    if (!M && userPropertyLine(TC, *E->getPropertyDecl()))
      M = &mapping(MappingId::UserPropertyAccessors);
    if (!M)
      return;
    SourceLocation Member = E->getMemberLoc();
    if (!TC.isRewritableFile(TC.SM.getFileID(TC.SM.getExpansionLoc(Member))))
      return; // the runtime's own headers, system headers
    // An assignment's syntactic form holds the property as its left side.
    for (const DynTypedNode &P : Result.Context->getParents(*E)) {
      if (const auto *Assign = P.get<BinaryOperator>();
          Assign && Assign->isAssignmentOp() && source(Assign->getLHS()) == E)
        return rewriteAssignment(*E, *Assign, *M, *Result.Context);
      if (const auto *Step = P.get<UnaryOperator>();
          Step && Step->isIncrementDecrementOp()) {
        if (!seen(Member))
          TC.report(Member, DiagId::PropertyWrite)
              << E->getPropertyDecl()->getName()
              << int(WriteProblem::IncrementOrDecrement);
        return;
      }
    }
    rewriteRead(*E, *M);
  }
  // A property the user declares: commented out, its reads written as
  // getter calls, where its line holds it alone; else it stays, where
  // neither hipcc nor nvcc (without -fms-extensions) takes it.
  if (const auto *D = Result.Nodes.getNodeAs<MSPropertyDecl>("decl")) {
    if (!TC.isRewritable(D->getLocation()))
      return;
    auto Line = userPropertyLine(TC, *D);
    if (!Line) {
      TC.report(D->getLocation(), DiagId::UserProperty) << D->getNameAsString();
      return;
    }
    std::string Getter = D->getGetterId()->getName().str();
    if (seen(D->getLocation()))
      return;
    TC.edits(D->getLocation()).insert(*Line, "// ");
    TC.stats(D->getLocation()).add(MappingId::UserPropertyAccessors);
    TC.report(D->getLocation(), DiagId::UserPropertyAccessors)
        << D->getName() << Getter;
  }
  if (const auto *E =
          Result.Nodes.getNodeAs<CXXDependentScopeMemberExpr>("dependent"))
    rewriteDependentRead(*E);
}

namespace {
/// The program's own properties, in the files amp2hip rewrites: known
/// before the matchers run, since a template may read one that a later
/// header declares.
class UserProperties : public RecursiveASTVisitor<UserProperties> {
public:
  UserProperties(const TranslationContext &TC,
                 llvm::StringMap<std::string> &Getters)
      : TC(TC), Getters(Getters) {}
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && !TC.isRewritable(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool TraverseStmt(Stmt *) { return true; } // properties are class members
  bool VisitMSPropertyDecl(MSPropertyDecl *D) {
    if (!userPropertyLine(TC, *D))
      return true;
    std::string Getter = D->getGetterId()->getName().str();
    auto [It, New] = Getters.insert({D->getName(), Getter});
    if (!New && It->second != Getter)
      It->second.clear(); // two getters of one name: which one is unknown
    return true;
  }

private:
  const TranslationContext &TC;
  llvm::StringMap<std::string> &Getters;
};
} // namespace

void PropertyRewriter::start(ASTContext &Ctx) {
  UserProperties(TC, UserGetters).TraverseDecl(Ctx.getTranslationUnitDecl());
}

void PropertyRewriter::rewriteDependentRead(
    const CXXDependentScopeMemberExpr &E) {
  if (!E.getMember().isIdentifier())
    return;
  StringRef Name = E.getMember().getAsIdentifierInfo()->getName();
  auto Getter = UserGetters.find(Name);
  SourceLocation Member = E.getMemberLoc();
  if (Getter == UserGetters.end() || Getter->second.empty() ||
      Member.isMacroID() || !TC.isRewritable(Member) ||
      !TC.buffer(Member).substr(TC.offset(Member)).starts_with(Name) ||
      E.hasExplicitTemplateArgs())
    return;
  // A call of a member function of that name is no read of the property.
  StringRef Rest = TC.buffer(Member).substr(TC.offset(Member) + Name.size());
  if (Rest.ltrim().starts_with("(") || seen(Member))
    return;
  TC.edits(Member).replace(TC.offset(Member), Name.size(),
                           Getter->second + "()");
  TC.stats(Member).add(MappingId::UserPropertyAccessors);
}

bool PropertyRewriter::seen(SourceLocation Member) {
  return !Done.insert(Member.getPtrEncoding()).second;
}

void PropertyRewriter::rewriteRead(const MSPropertyRefExpr &E,
                                   const MappingInfo &M) {
  const MSPropertyDecl *D = E.getPropertyDecl();
  std::string Getter = (D->getGetterId()->getName() + "()").str();
  // In a macro's argument the name is spelled in the file; in a macro's
  // body it is not, and only the macro's author can change it.
  SourceLocation Member = E.getMemberLoc();
  SourceLocation Spelled = TC.SM.getFileLoc(Member);
  StringRef Name = D->getName();
  if (!TC.isRewritable(Spelled) ||
      !TC.buffer(Spelled).substr(TC.offset(Spelled)).starts_with(Name)) {
    TC.report(Member, DiagId::PropertyInMacro) << Name << Getter;
    return;
  }
  if (seen(Spelled))
    return;
  TC.edits(Spelled).replace(TC.offset(Spelled), Name.size(), Getter);
  TC.stats(Spelled).add(M.Id);
}

void PropertyRewriter::rewriteAssignment(const MSPropertyRefExpr &E,
                                         const BinaryOperator &Assign,
                                         const MappingInfo &M,
                                         ASTContext &Ctx) {
  const MSPropertyDecl *D = E.getPropertyDecl();
  StringRef Name = D->getName();
  SourceLocation Member = E.getMemberLoc();
  if (seen(Member))
    return; // an instantiation's, or the same node reached again
  auto problem = [&](WriteProblem Why) {
    TC.report(Member, DiagId::PropertyWrite) << Name << int(Why);
  };
  // The assignment is the syntactic form of a PseudoObjectExpr.
  DynTypedNodeList Parents = Ctx.getParents(Assign);
  const auto *Whole = Parents.empty() ? nullptr : Parents[0].get<Expr>();
  if (Whole && valueUsed(*Whole, Ctx))
    return problem(WriteProblem::ValueUsed);
  // The name, the operator and the right side's end are edited: all must
  // be spelled in the file, outside macros.
  const Expr *Rhs = source(Assign.getRHS());
  SourceLocation RhsBegin = Rhs->getBeginLoc();
  SourceLocation RhsEnd =
      Lexer::getLocForEndOfToken(Rhs->getEndLoc(), 0, TC.SM, Ctx.getLangOpts());
  if (!TC.isRewritable(Member) || !TC.isRewritable(RhsBegin) ||
      RhsEnd.isInvalid() || !TC.isRewritable(RhsEnd) ||
      TC.SM.getFileID(Member) != TC.SM.getFileID(RhsEnd))
    return problem(WriteProblem::InMacro);
  std::string Setter = D->getSetterId()->getName().str();
  std::string Call = Setter + "(", Close = ")";
  if (Assign.isCompoundAssignmentOp()) {
    // obj.p op= e reads obj.p first: obj is written twice.
    const Expr *Object = E.getBaseExpr();
    if (!repeatable(Object))
      return problem(WriteProblem::Object);
    StringRef ObjectText = TC.text(
        CharSourceRange::getTokenRange(source(Object)->getSourceRange()));
    Call +=
        (ObjectText + (E.isArrow() ? "->" : ".") + D->getGetterId()->getName() +
         "() " +
         BinaryOperator::getOpcodeStr(
             BinaryOperator::getOpForCompoundAssignment(Assign.getOpcode())) +
         " (")
            .str();
    Close = "))";
  }
  unsigned From = TC.offset(Member);
  TC.edits(Member).replace(From, TC.offset(RhsBegin) - From, Call);
  TC.edits(Member).insert(TC.offset(RhsEnd), Close);
  TC.stats(Member).add(M.Id);
}

} // namespace amp2hip
