//===- DeviceLambdaLifter.cpp ---------------------------------------------===//

#include "rewrite/DeviceLambdaLifter.h"
#include "rewrite/DeclarationPlace.h"
#include "rewrite/KernelPrinter.h"
#include "rewrite/LocalClassHoister.h"
#include "rewrite/TypeSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace amp2hip {

/// The function \p Lambda is written in, past the lambdas around it.
static const FunctionDecl *enclosingFunction(const LambdaExpr &Lambda) {
  for (const DeclContext *DC = Lambda.getLambdaClass()->getDeclContext(); DC;
       DC = DC->getParent()) {
    const auto *MD = dyn_cast<CXXMethodDecl>(DC);
    if (MD && MD->getParent()->isLambda())
      continue;
    return dyn_cast<FunctionDecl>(DC);
  }
  return nullptr;
}

/// `private` or `protected`, the access nvcc refuses; empty otherwise.
static StringRef refusedAccess(AccessSpecifier Access) {
  return Access == AS_private     ? "private"
         : Access == AS_protected ? "protected"
                                  : "";
}

std::optional<std::string> nvccExtendedLambdaRefusal(const LambdaExpr &Lambda) {
  const FunctionDecl *F = enclosingFunction(Lambda);
  if (!F)
    return std::nullopt;
  if (F->getReturnType()->getContainedDeducedType())
    return "a function whose return type is deduced";
  const auto *MD = dyn_cast<CXXMethodDecl>(F);
  if (!MD)
    return std::nullopt;
  if (StringRef Access = refusedAccess(MD->getCanonicalDecl()->getAccess());
      !Access.empty())
    return ("a " + Access + " member function").str();
  for (const CXXRecordDecl *RD = MD->getParent(); RD;
       RD = dyn_cast<CXXRecordDecl>(RD->getDeclContext())) {
    if (RD->isLocalClass())
      return std::string("a member function of a local class");
    if (!RD->getIdentifier())
      return std::string("a member function of an unnamed class");
    if (StringRef Access = refusedAccess(RD->getAccess()); !Access.empty())
      return ("a member function of a " + Access + " nested class").str();
  }
  return std::nullopt;
}

namespace {

/// Finds what the lambda's body names that a class at namespace scope does
/// not see: a local of its function it does not capture, a type of its
/// function, a member of its function's class. A class or enumeration of
/// its function is collected in \p LocalClasses instead: it can move out
/// too.
class OutsideNames : public RecursiveASTVisitor<OutsideNames> {
public:
  OutsideNames(const LambdaExpr &Lambda, const FunctionDecl *Enclosing,
               std::vector<const TagDecl *> &LocalClasses)
      : Lambda(Lambda), Operator(Lambda.getCallOperator()),
        LocalClasses(LocalClasses) {
    if (const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Enclosing))
      OwnClass = MD->getParent();
  }

  std::optional<std::string> Blocker;

  /// Notes a class or enumeration of the function, once.
  void addLocalClass(const TagDecl *Tag) {
    if (!llvm::is_contained(LocalClasses, Tag))
      LocalClasses.push_back(Tag);
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *D = E->getDecl();
    if (inLambda(D))
      return true;
    const auto *V = dyn_cast<VarDecl>(D);
    if (V && captured(V))
      return true; // a member of the class
    if (V && (V->isLocalVarDeclOrParm() || V->isStaticLocal()))
      return block("it names '" + V->getNameAsString() +
                   "', a local of its function, without capturing it");
    return checkContext(D);
  }
  bool VisitTypeLoc(TypeLoc TL) {
    const NamedDecl *D = nullptr;
    if (auto Typedef = TL.getAs<TypedefTypeLoc>())
      D = Typedef.getTypedefNameDecl();
    else if (auto Tag = TL.getAs<TagTypeLoc>())
      D = Tag.getDecl();
    return !D || inLambda(D) || checkContext(D);
  }
  bool VisitCXXThisExpr(CXXThisExpr *) { return block("it uses 'this'"); }

private:
  bool inLambda(const Decl *D) const {
    return Operator->Encloses(D->getDeclContext());
  }
  bool captured(const VarDecl *V) const {
    return llvm::any_of(Lambda.captures(), [&](const LambdaCapture &C) {
      return C.capturesVariable() && C.getCapturedVar() == V;
    });
  }
  /// Whether code at namespace scope names \p D as the body does.
  bool checkContext(const NamedDecl *D) {
    const DeclContext *DC = D->getDeclContext();
    const auto *Tag = dyn_cast<TagDecl>(D);
    if (const auto *Enum = dyn_cast<EnumDecl>(DC)) {
      Tag = Enum;
      DC = DC->getParent(); // an enumerator is its enumeration's scope's
    }
    if (DC->isFunctionOrMethod() && Tag) {
      addLocalClass(Tag);
      return true;
    }
    if (DC->isFunctionOrMethod())
      return block("it names '" + D->getNameAsString() +
                   "', declared in its function");
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    if (RD && (D->getAccess() != AS_public ||
               (OwnClass && (OwnClass == RD || OwnClass->isDerivedFrom(RD)))))
      return block("it names '" + D->getNameAsString() +
                   "', a member of its function's class");
    return true;
  }
  bool block(std::string Why) {
    Blocker = std::move(Why);
    return false; // stop the walk
  }

  const LambdaExpr &Lambda;
  const CXXMethodDecl *Operator;
  std::vector<const TagDecl *> &LocalClasses;
  const CXXRecordDecl *OwnClass = nullptr;
};

} // namespace

std::optional<std::string>
liftBlocker(const LambdaExpr &Lambda, TranslationContext &TC,
            std::vector<const TagDecl *> &LocalClasses) {
  if (Lambda.getLambdaClass()->isDependentContext())
    return std::string("it is in a template");
  if (Lambda.isGenericLambda())
    return std::string("it is generic");
  SourceLocation Begin = Lambda.getBeginLoc(), End = Lambda.getEndLoc();
  if (!Begin.isFileID() || !End.isFileID())
    return std::string("it is spelled in a macro");
  OutsideNames Names(Lambda, enclosingFunction(Lambda), LocalClasses);
  for (const LambdaCapture &C : Lambda.captures()) {
    if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
      return std::string("it captures by reference");
    if (!isa<VarDecl>(C.getCapturedVar()))
      return std::string("it captures a structured binding");
    QualType T = C.getCapturedVar()->getType().getNonReferenceType();
    std::string Name = C.getCapturedVar()->getNameAsString();
    if (T->isArrayType())
      return "it captures the array '" + Name + "'";
    if (const NamedDecl *Local = localDeclIn(T)) {
      const auto *Tag = dyn_cast<TagDecl>(Local);
      if (!Tag)
        return "it captures '" + Name +
               "', whose type is local to its function";
      Names.addLocalClass(Tag);
    }
  }
  // The class's operator() spells the parameters' and the return type as
  // the lambda does: they must mean the same at namespace scope too.
  if (TypeSourceInfo *Declarator =
          Lambda.getCallOperator()->getTypeSourceInfo())
    Names.TraverseTypeLoc(Declarator->getTypeLoc());
  if (!Names.Blocker)
    Names.TraverseStmt(Lambda.getBody());
  if (Names.Blocker)
    return Names.Blocker;
  // The classes of its function it names move out before it.
  LocalClassHoister Hoister(TC);
  for (const TagDecl *Tag : LocalClasses)
    if (!Hoister.canHoist(*Tag))
      return "it names '" + Tag->getNameAsString() +
             "', declared in its function, which cannot move out of it (it "
             "names other declarations of the function, or its name is "
             "taken)";
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Writing the class
//===----------------------------------------------------------------------===//

std::string DeviceLambdaLifter::className(const DeclContext *Enclosing) {
  std::string Base = enclosingFunctionName(Enclosing);
  unsigned Ordinal = NamesUsed[Base]++;
  return Base + "_amp_lambda_" + std::to_string(Ordinal);
}

void DeviceLambdaLifter::finish(ASTContext &Ctx) {
  for (const LiftedLambda &L : TC.LiftedLambdas)
    lift(L, Ctx);
}

void DeviceLambdaLifter::lift(const LiftedLambda &L, ASTContext &Ctx) {
  const LambdaExpr &Lambda = *L.Lambda;
  // The classes of its function it names go first. liftBlocker found each
  // movable, but a lambda lifted since may have moved another of its name.
  const Decl *Outer = outermostDecl(Lambda.getLambdaClass()->getDeclContext());
  unsigned InsertAt = offsetBefore(Outer, TC, Ctx);
  LocalClassHoister Hoister(TC);
  for (const TagDecl *Local : L.LocalClasses)
    if (!Hoister.hoist(*Local, InsertAt, Ctx, "a restrict(amp) lambda")) {
      TC.report(Lambda.getBeginLoc(), DiagId::ExtendedLambdaPlace)
          << L.Why
          << "it names '" + Local->getNameAsString() +
                 "', declared in its function, whose name another class "
                 "moved to namespace scope has taken";
      return;
    }
  const CXXMethodDecl *Op = Lambda.getCallOperator();
  const CompoundStmt *Body = Lambda.getCompoundStmtBody();
  SourceLocation Begin = Lambda.getBeginLoc();
  SourceEdits &Edits = TC.edits(Begin);
  StringRef Buffer = TC.buffer(Begin);
  // The declarator's parts and the body, with the edits made inside them.
  auto take = [&](unsigned From, unsigned To) {
    return Edits.takeRange(Buffer, From, To);
  };
  unsigned BodyBegin = TC.offset(Body->getLBracLoc());
  std::string BodyText = take(BodyBegin + 1, TC.offset(Body->getRBracLoc()));
  std::string Params = "()";
  unsigned RestBegin = TC.offset(Lambda.getIntroducerRange().getEnd()) + 1;
  if (FunctionTypeLoc FTL = Op->getFunctionTypeLoc();
      FTL && FTL.getLParenLoc().isValid()) {
    RestBegin = TC.offset(FTL.getRParenLoc()) + 1;
    Params = take(TC.offset(FTL.getLParenLoc()), RestBegin);
  }
  // `mutable` is the lambda's way of saying that operator() is not const.
  std::string Rest = take(RestBegin, BodyBegin);
  static const llvm::Regex Mutable("(^|[^A-Za-z0-9_])mutable($|[^A-Za-z0-9_])");
  Rest = Mutable.sub("\\1\\2", Rest);
  StringRef Trailing = StringRef(Rest).trim();

  std::vector<std::string> Members, Arguments;
  for (const LambdaCapture &C : Lambda.captures()) {
    const auto *V = cast<VarDecl>(C.getCapturedVar());
    Members.push_back(spellDeclaration(V->getType().getNonReferenceType(),
                                       V->getName(), Ctx) +
                      ";");
    if (!V->isInitCapture()) {
      Arguments.push_back(V->getNameAsString());
      continue;
    }
    CharSourceRange Init = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(V->getInit()->getSourceRange()), TC.SM,
        Ctx.getLangOpts());
    Arguments.push_back(
        take(TC.offset(Init.getBegin()), TC.offset(Init.getEnd())));
  }

  const FunctionDecl *Enclosing = enclosingFunction(Lambda);
  std::string Name = className(Lambda.getLambdaClass()->getDeclContext());
  std::string Step = indentStep(Enclosing, TC);
  PresumedLoc Where = TC.SM.getPresumedLoc(Begin);
  std::string Class =
      "namespace {\n// C++ AMP lambda at " +
      llvm::sys::path::filename(Where.getFilename()).str() + ":" +
      std::to_string(Where.getLine()) +
      ", written as a class:\n// nvcc takes no __device__ lambda in " + L.Why +
      "\nstruct " + Name + " {\n";
  for (const std::string &M : Members)
    Class += Step + M + "\n";
  Class += Step + L.Space + " auto operator()" + Params +
           (Lambda.isMutable() ? "" : " const") +
           (Trailing.empty() ? "" : " " + Trailing.str()) + " {\n" +
           bodyLines(BodyText, Step + Step) + Step +
           "}\n};\n} // namespace\n\n";

  unsigned LambdaBegin = TC.offset(Begin);
  unsigned LambdaEnd = TC.offset(Lambda.getEndLoc()) + 1; // the `}`
  Edits.dropRange(LambdaBegin, LambdaEnd);
  Edits.replace(LambdaBegin, LambdaEnd - LambdaBegin,
                Name + "{" + join(Arguments, ", ") + "}");
  Edits.insert(InsertAt, Class, SourceEdits::KernelInsertion);
  TC.stats(Begin).add(MappingId::DeviceLambdaClass);
}

} // namespace amp2hip
