//===- StatementRules.cpp -------------------------------------------------===//

#include "check/StatementRules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

/// Clang has no matcher for typeid.
static const clang::ast_matchers::internal::VariadicDynCastAllOfMatcher<
    Stmt, CXXTypeidExpr>
    cxxTypeidExpr;

/// True when \p S is in a template's own text rather than an instantiation:
/// whether a name there is used for its value or by address is decided per
/// instantiation, which is matched too.
static bool isInTemplatePattern(const Stmt *S,
                                const MatchFinder::MatchResult &Result) {
  auto Parents = Result.Context->getParents(*S);
  while (!Parents.empty()) {
    if (const auto *F = Parents[0].get<FunctionDecl>())
      return F->isDependentContext();
    if (const auto *L = Parents[0].get<LambdaExpr>())
      return L->getCallOperator()->isDependentContext();
    Parents = Result.Context->getParents(Parents[0]);
  }
  return false;
}

void StatementRules::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(gotoStmt(inAmpCode()).bind("goto"), this);
  Finder.addMatcher(cxxThrowExpr(inAmpCode()).bind("throw"), this);
  Finder.addMatcher(cxxTryStmt(inAmpCode()).bind("try"), this);
  Finder.addMatcher(cxxDynamicCastExpr(inAmpCode()).bind("dynamic_cast"), this);
  Finder.addMatcher(cxxTypeidExpr(inAmpCode()).bind("typeid"), this);
  // A static_assert's message is the compiler's, not the GPU's; the
  // format of direct3d_printf and direct3d_errorf is the one string C++
  // AMP lets restrict(amp) code write (the runtime's debug_output.h).
  auto DebugOutput = callExpr(callee(functionDecl(hasAnyName(
      "::Concurrency::direct3d_printf", "::Concurrency::direct3d_errorf"))));
  Finder.addMatcher(
      stringLiteral(inAmpCode(), unless(hasParent(staticAssertDecl())),
                    unless(hasParent(implicitCastExpr(hasParent(DebugOutput)))))
          .bind("string"),
      this);
  Finder.addMatcher(integerLiteral(inAmpCode()).bind("integer"), this);
  Finder.addMatcher(floatLiteral(inAmpCode()).bind("floating"), this);
  Finder.addMatcher(
      castExpr(inAmpCode(), anyOf(hasCastKind(CK_IntegralToPointer),
                                  hasCastKind(CK_PointerToIntegral),
                                  hasCastKind(CK_LValueBitCast)))
          .bind("cast"),
      this);
  Finder.addMatcher(
      binaryOperator(
          inAmpCode(), hasAnyOperatorName("+", "-", "+=", "-="),
          hasEitherOperand(hasType(pointerType(pointee(booleanType())))))
          .bind("bool_arithmetic"),
      this);
  Finder.addMatcher(unaryOperator(inAmpCode(), hasAnyOperatorName("++", "--"),
                                  hasType(pointerType(pointee(booleanType()))))
                        .bind("bool_arithmetic"),
                    this);
  // tile_static variables are the one kind of static storage amp has.
  Finder.addMatcher(varDecl(isStaticLocal(), hasParent(declStmt(inAmpCode())),
                            unless(hasAttr(attr::CUDAShared)))
                        .bind("static_local"),
                    this);
  Finder.addMatcher(
      declRefExpr(inAmpCode(), to(varDecl(hasGlobalStorage(),
                                          unless(hasAttr(attr::CUDAShared)))
                                      .bind("global")))
          .bind("global_use"),
      this);
}

void StatementRules::checkRange(const FloatingLiteral &F,
                                const ASTContext &Ctx) {
  // Clang rounds a constant just beyond the largest float or double to
  // that largest value. Visual C++ (C2177) reads the written value as a
  // double, rounded to nearest: a double constant is too large when that
  // overflows (1.7976931348623158e+308 is DBL_MAX, ...59e+308 is not), a
  // float one when the double is larger than FLT_MAX (3.402823467e+38f).
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation At = SM.getSpellingLoc(F.getLocation());
  StringRef Text = Lexer::getSourceText(CharSourceRange::getTokenRange(At), SM,
                                        Ctx.getLangOpts());
  Text = Text.rtrim("fFlL");
  if (Text.empty() || Text.contains('\''))
    return;
  llvm::APFloat Value(llvm::APFloat::IEEEdouble());
  auto Status =
      Value.convertFromString(Text, llvm::APFloat::rmNearestTiesToEven);
  if (!Status)
    return;
  bool TooLarge = *Status & llvm::APFloat::opOverflow;
  if (!TooLarge && &F.getSemantics() == &llvm::APFloat::IEEEsingle()) {
    llvm::APFloat FloatMax = llvm::APFloat::getLargest(F.getSemantics());
    bool Lost = false;
    FloatMax.convert(llvm::APFloat::IEEEdouble(),
                     llvm::APFloat::rmNearestTiesToEven, &Lost);
    TooLarge = Value.compare(FloatMax) == llvm::APFloat::cmpGreaterThan;
  }
  if (!TooLarge)
    return;
  llvm::SmallString<32> Largest;
  llvm::APFloat::getLargest(F.getSemantics()).toString(Largest);
  if (auto D = Report.report(F.getLocation(), DiagId::AmpFloatOutOfRange))
    *D << Text.str() << F.getType().getAsString() << Largest.str();
}

void StatementRules::run(const MatchFinder::MatchResult &Result) {
  auto simple = [&](const char *Key, DiagId Id, const char *What) {
    if (const auto *S = Result.Nodes.getNodeAs<Stmt>(Key)) {
      if (auto D = Report.report(S->getBeginLoc(), Id))
        *D << What;
      return true;
    }
    return false;
  };
  if (simple("goto", DiagId::AmpGoto, "goto") ||
      simple("throw", DiagId::AmpExceptions, "throw") ||
      simple("try", DiagId::AmpExceptions, "try") ||
      simple("dynamic_cast", DiagId::AmpDynamicCast, "dynamic_cast") ||
      simple("typeid", DiagId::AmpTypeid, "typeid") ||
      simple("string", DiagId::AmpStringLiteral, "") ||
      simple("bool_arithmetic", DiagId::AmpBoolPointerArithmetic, ""))
    return;
  if (const auto *I = Result.Nodes.getNodeAs<IntegerLiteral>("integer")) {
    if (I->getValue().getActiveBits() > 32)
      if (auto D = Report.report(I->getBeginLoc(), DiagId::AmpWideInteger))
        *D << llvm::toString(I->getValue(), 10, false);
    return;
  }
  if (const auto *F = Result.Nodes.getNodeAs<FloatingLiteral>("floating"))
    return checkRange(*F, *Result.Context);
  if (const auto *C = Result.Nodes.getNodeAs<CastExpr>("cast")) {
    // A reinterpreting cast to a reference is an integer-pointer cast
    // only when one side is a pointer and the other is not.
    if (C->getCastKind() == CK_LValueBitCast &&
        C->getType()->isPointerType() ==
            C->getSubExpr()->getType()->isPointerType())
      return;
    if (auto D = Report.report(C->getBeginLoc(), DiagId::AmpIntPointerCast))
      *D << C->getSubExpr()->getType().getAsString()
         << C->getType().getAsString();
    return;
  }
  if (const auto *V = Result.Nodes.getNodeAs<VarDecl>("static_local")) {
    if (auto D = Report.report(V->getLocation(), DiagId::AmpGlobalVariable,
                               V->getNameAsString()))
      *D << V->getNameAsString();
    return;
  }
  if (const auto *Use = Result.Nodes.getNodeAs<DeclRefExpr>("global_use")) {
    const auto *V = Result.Nodes.getNodeAs<VarDecl>("global");
    // A constant read for its value (`static const int N = 4; a[N]`) is
    // not a use of the variable; nor is an operand of sizeof or decltype.
    if (Use->isNonOdrUse() != NOUR_None || isInTemplatePattern(Use, Result))
      return;
    if (Report.sourceManager().isInSystemHeader(
            Report.sourceManager().getExpansionLoc(V->getLocation())))
      return;
    if (auto D = Report.report(Use->getLocation(), DiagId::AmpGlobalVariable,
                               V->getNameAsString()))
      *D << V->getNameAsString();
  }
}

} // namespace amp2hip
