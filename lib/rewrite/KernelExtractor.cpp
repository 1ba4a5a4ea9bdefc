//===- KernelExtractor.cpp ------------------------------------------------===//

#include "rewrite/KernelExtractor.h"
#include "check/CaptureRules.h"
#include "rewrite/DeclarationPlace.h"
#include "rewrite/LocalClassHoister.h"
#include "rewrite/TypeSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

//===----------------------------------------------------------------------===//
// Collecting sites
//===----------------------------------------------------------------------===//

void KernelExtractor::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(unless(isInTemplateInstantiation())).bind("call"),
                    this);
}

static const LambdaExpr *asLambda(const Expr *E);

/// An unresolved parallel_for_each in a template where the name also finds
/// PPL's, over iterators (the runtime's <ppl.h> declares it in
/// Concurrency::amp2hip_ppl): C++ AMP's takes two arguments, or three whose
/// last is the kernel, a restrict(amp) lambda where it is one; PPL's takes
/// three, or four (a partitioner last).
static bool isAmpLaunchBesidePpl(const CallExpr &Call) {
  if (Call.getNumArgs() == 2)
    return true;
  if (Call.getNumArgs() != 3)
    return false;
  const LambdaExpr *Lambda = asLambda(Call.getArg(2));
  if (!Lambda)
    return true;
  const auto *Device = Lambda->getCallOperator()->getAttr<CUDADeviceAttr>();
  return Device && !Device->isImplicit();
}

bool isParallelForEach(const CallExpr &Call) {
  if (const FunctionDecl *Callee = Call.getDirectCallee())
    return Callee->getQualifiedNameAsString() ==
           "Concurrency::parallel_for_each";
  // In a template the call may stay unresolved until instantiation.
  const auto *ULE =
      dyn_cast<UnresolvedLookupExpr>(Call.getCallee()->IgnoreImplicit());
  if (!ULE || ULE->getName().getAsString() != "parallel_for_each")
    return false;
  bool MayBePpl = llvm::any_of(ULE->decls(), [](const NamedDecl *D) {
    return D->getUnderlyingDecl()->getQualifiedNameAsString() ==
           "Concurrency::amp2hip_ppl::parallel_for_each";
  });
  return !MayBePpl || isAmpLaunchBesidePpl(Call);
}

/// The lambda passed as \p E, looking through the temporaries and
/// conversions Clang wraps around an argument.
static const LambdaExpr *asLambda(const Expr *E) {
  while (E) {
    E = E->IgnoreImplicit();
    if (const auto *L = dyn_cast<LambdaExpr>(E))
      return L;
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
      if (Construct->getNumArgs() != 1)
        return nullptr;
      E = Construct->getArg(0);
      continue;
    }
    if (const auto *Paren = dyn_cast<ParenExpr>(E)) {
      E = Paren->getSubExpr();
      continue;
    }
    return nullptr;
  }
  return nullptr;
}

bool isExtractedKernelCall(const CallExpr &Call, const SourceManager &SM) {
  if (!isParallelForEach(Call) || Call.getNumArgs() < 2 ||
      Call.getBeginLoc().isMacroID() || Call.getEndLoc().isMacroID())
    return false;
  const LambdaExpr *Lambda = asLambda(Call.getArg(Call.getNumArgs() - 1));
  if (!Lambda)
    return true;
  const CompoundStmt *Body = Lambda->getCompoundStmtBody();
  return Body->getLBracLoc().isFileID() && Body->getRBracLoc().isFileID();
}

/// The reference to a local variable that \p E is, looking through the copy
/// Clang makes of an argument passed by value.
static const DeclRefExpr *localRef(const Expr *E) {
  E = E->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    if (Construct->getNumArgs() == 1)
      E = Construct->getArg(0)->IgnoreImplicit();
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParens());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->isLocalVarDecl() && !V->getType()->isReferenceType() ? Ref
                                                                      : nullptr;
}

/// The local variable \p E names (see localRef).
static const VarDecl *namedLocal(const Expr *E) {
  const DeclRefExpr *Ref = localRef(E);
  return Ref ? cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// The uses of \p V in its function when every one is the kernel of a
/// parallel_for_each (none otherwise).
static llvm::SmallVector<const DeclRefExpr *, 2> kernelUses(const VarDecl &V,
                                                            ASTContext &Ctx) {
  const auto *Fn = dyn_cast<FunctionDecl>(V.getDeclContext());
  if (!Fn || !Fn->getBody())
    return {};
  auto Refs =
      match(findAll(declRefExpr(to(varDecl(equalsNode(&V)))).bind("ref")),
            *Fn->getBody(), Ctx);
  auto Kernels = match(findAll(callExpr().bind("call")), *Fn->getBody(), Ctx);
  llvm::SmallPtrSet<const Expr *, 4> KernelArgs;
  for (const BoundNodes &N : Kernels) {
    const auto *Call = N.getNodeAs<CallExpr>("call");
    if (Call->getNumArgs() < 2 || !isParallelForEach(*Call))
      continue;
    if (const DeclRefExpr *Ref = localRef(Call->getArg(Call->getNumArgs() - 1));
        Ref && Ref->getDecl() == &V)
      KernelArgs.insert(Ref);
  }
  llvm::SmallVector<const DeclRefExpr *, 2> Uses;
  for (const BoundNodes &N : Refs) {
    const auto *Ref = N.getNodeAs<DeclRefExpr>("ref");
    if (!KernelArgs.count(Ref))
      return {};
    Uses.push_back(Ref);
  }
  return Uses;
}

/// The loops around \p S in its function, innermost first.
static llvm::SmallVector<const Stmt *, 2> enclosingLoops(const Stmt &S,
                                                         ASTContext &Ctx) {
  llvm::SmallVector<const Stmt *, 2> Loops;
  DynTypedNodeList Parents = Ctx.getParents(S);
  while (!Parents.empty()) {
    const auto *P = Parents[0].get<Stmt>();
    if (!P)
      break; // the function, or a declaration inside it
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(P))
      Loops.push_back(P);
    Parents = Ctx.getParents(*P);
  }
  return Loops;
}

/// A variable \p Lambda copies that \p Fn may change between the lambda and
/// one of \p Launches, the references to the lambda's variable that
/// parallel_for_each calls launch (copyChangedBeforeLaunch).
static const VarDecl *copyChangedBefore(const LambdaExpr &Lambda,
                                        const FunctionDecl &Fn,
                                        ArrayRef<const DeclRefExpr *> Launches,
                                        ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto inside = [&](SourceLocation Loc, const Stmt &S) {
    return SM.isPointWithin(Loc, S.getBeginLoc(), S.getEndLoc());
  };
  // What may run between the lambda and a launch: what follows the lambda
  // and precedes the launch, and, in a loop around the launch but not the
  // lambda, what follows the launch (the next turn launches again).
  auto between = [&](SourceLocation Loc) {
    if (!SM.isBeforeInTranslationUnit(Lambda.getEndLoc(), Loc))
      return false;
    for (const DeclRefExpr *Launch : Launches) {
      if (SM.isBeforeInTranslationUnit(Loc, Launch->getBeginLoc()))
        return true;
      for (const Stmt *Loop : enclosingLoops(*Launch, Ctx))
        if (!inside(Lambda.getBeginLoc(), *Loop) && inside(Loc, *Loop))
          return true;
    }
    return false;
  };
  ExprMutationAnalyzer Mutations(*Fn.getBody(), Ctx);
  for (const LambdaCapture &C : Lambda.captures()) {
    const auto *Copied =
        C.capturesVariable() && C.getCaptureKind() == LCK_ByCopy
            ? dyn_cast<VarDecl>(C.getCapturedVar())
            : nullptr;
    if (!Copied)
      continue;
    // An init-capture's initializer (`[n = v.size()]`) becomes the launch's
    // argument: evaluated again at each launch, unless it is a constant.
    if (Copied->isInitCapture()) {
      const Expr *Init = Copied->getInit();
      if (!Init || Init->isValueDependent() || !Init->isEvaluatable(Ctx))
        return Copied;
      continue;
    }
    auto Refs =
        match(findAll(declRefExpr(to(varDecl(equalsNode(Copied)))).bind("ref")),
              *Fn.getBody(), Ctx);
    for (const BoundNodes &N : Refs) {
      const auto *Ref = N.getNodeAs<DeclRefExpr>("ref");
      if (between(Ref->getBeginLoc()) && Mutations.isMutated(Ref))
        return Copied;
    }
  }
  return nullptr;
}

const VarDecl *copyChangedBeforeLaunch(const VarDecl &V, ASTContext &Ctx) {
  const LambdaExpr *Lambda = asLambda(V.getInit());
  const auto *Fn = dyn_cast<FunctionDecl>(V.getDeclContext());
  if (!Lambda || !Fn || !Fn->getBody())
    return nullptr;
  return copyChangedBefore(*Lambda, *Fn, kernelUses(V, Ctx), Ctx);
}

/// True when \p Lambda captures something by reference (an array or a
/// texture, in a valid kernel) or `this`: an extended __device__ lambda
/// cannot.
static bool capturesByReference(const LambdaExpr &Lambda) {
  return llvm::any_of(Lambda.captures(), [](const LambdaCapture &C) {
    return C.capturesThis() || C.getCaptureKind() == LCK_ByRef;
  });
}

const LambdaExpr *kernelLambdaOfVariable(const VarDecl &V, ASTContext &Ctx) {
  if (!V.isLocalVarDecl() || !V.getInit())
    return nullptr;
  const LambdaExpr *Lambda = asLambda(V.getInit());
  if (!Lambda)
    return nullptr;
  // A lambda no call uses stays an ordinary (device) lambda.
  auto Launches = kernelUses(V, Ctx);
  if (Launches.empty())
    return nullptr;
  // A kernel takes the captures at the launch; the lambda took them when it
  // was made. When a copied variable may change in between, the lambda is
  // launched as written (an extended __device__ lambda keeps its copies),
  // unless it captures by reference, which such a lambda cannot
  // (KernelExtractor::extract reports that).
  if (!capturesByReference(*Lambda) &&
      copyChangedBefore(*Lambda, *cast<FunctionDecl>(V.getDeclContext()),
                        Launches, Ctx))
    return nullptr;
  return Lambda;
}

/// The DeclStmt that declares \p D, if D is a function-local declaration.
const DeclStmt *declaringStmt(const Decl *D, ASTContext &Ctx) {
  for (const DynTypedNode &Parent : Ctx.getParents(*D))
    if (const auto *DS = Parent.get<DeclStmt>())
      return DS;
  return nullptr;
}

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
static std::vector<std::string>
scopeUsings(const LambdaExpr &Lambda, TranslationContext &TC, ASTContext &Ctx) {
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

/// A kernel that is not a lambda: a function object, which the runtime's
/// parallel_for_each launches as written (amp2hip::functor_kernel).
void KernelExtractor::checkFunctionObject(const Expr &KernelArg) {
  QualType T = KernelArg.getType();
  if (T.isNull() || T->isDependentType())
    return; // known at instantiation; the runtime checks it then
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  bool AmpCall = false;
  if (RD && RD->hasDefinition()) {
    DeclarationName Call =
        RD->getASTContext().DeclarationNames.getCXXOperatorName(OO_Call);
    for (const NamedDecl *ND : RD->lookup(Call)) {
      const FunctionDecl *FD = ND->getAsFunction();
      const auto *Device = FD ? FD->getAttr<CUDADeviceAttr>() : nullptr;
      if (Device && (!Device->isImplicit() || RD->isLambda()))
        AmpCall = true;
    }
  }
  if (!AmpCall) {
    TC.report(KernelArg.getBeginLoc(), DiagId::KernelNotLambda);
    return;
  }
  // nvcc launches no kernel on a type local to a function: the class moves
  // out (extractAll, once every edit inside it is known).
  if (RD->isLocalClass() && !RD->isLambda())
    LocalFunctionObjects.push_back({RD, KernelArg.getBeginLoc()});
}

void KernelExtractor::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  if (!Call || Call->getNumArgs() < 2 || !isParallelForEach(*Call))
    return;
  SourceManager &SM = TC.SM;
  if (!TC.isRewritableFile(
          SM.getFileID(SM.getExpansionLoc(Call->getBeginLoc()))))
    return;
  // A call spelled in a macro stays as written: the runtime's
  // parallel_for_each launches its lambda (an extended __device__ lambda for
  // nvcc), whose restriction was rewritten where it is spelled.
  if (!isExtractedKernelCall(*Call, SM)) {
    // But nvcc's and hipcc's device lambdas capture only by value: `[&]`
    // is written `[=]` (RestrictRewriter), while `[&a]`, an array by
    // reference, needs an extracted kernel.
    if (const LambdaExpr *InMacro =
            asLambda(Call->getArg(Call->getNumArgs() - 1)))
      if (llvm::any_of(InMacro->explicit_captures(),
                       [](const LambdaCapture &C) {
                         return C.getCaptureKind() == LCK_ByRef;
                       }))
        TC.report(Call->getBeginLoc(), DiagId::KernelInMacro);
    return;
  }
  const Expr *KernelArg = Call->getArg(Call->getNumArgs() - 1);
  const LambdaExpr *Lambda = asLambda(KernelArg);
  const VarDecl *Variable = nullptr;
  if (!Lambda) {
    // `auto k = [=](index<1> i) restrict(amp) {...}; parallel_for_each(e, k);`
    Variable = namedLocal(KernelArg);
    Lambda =
        Variable ? kernelLambdaOfVariable(*Variable, *Result.Context) : nullptr;
  }
  if (!Lambda) {
    checkFunctionObject(*KernelArg);
    return;
  }
  TC.Kernels.push_back({Call, Lambda, Variable});
}

//===----------------------------------------------------------------------===//
// What the body refers to
//===----------------------------------------------------------------------===//

namespace {

/// Finds the function-local declarations a kernel body names: variables
/// (captured or not), typedefs and local classes declared outside the lambda.
class BodyScan : public RecursiveASTVisitor<BodyScan> {
public:
  BodyScan(const SourceManager &SM, SourceRange Lambda)
      : SM(SM), Lambda(Lambda) {}

  llvm::SetVector<const VarDecl *> Vars;
  llvm::SetVector<const NamedDecl *> Types;
  const MemberExpr *ImplicitThisMember = nullptr;
  /// A name of a class member written unqualified, and the class that
  /// declares it.
  struct MemberRef {
    SourceLocation Loc;
    const CXXRecordDecl *Owner;
    std::string Name;
    bool IsType;
    /// `f<2>(x)`: a member template named in a class template is written
    /// `C<T>::template f<2>(x)`.
    bool HasTemplateArgs = false;
  };
  /// Unqualified names of a class's static members, enumerators and nested
  /// types (`helper(x)`, `Node n;` in a member function): written qualified
  /// in the kernel.
  std::vector<MemberRef> ClassMemberRefs;
  /// A name qualified by a class (`Scaler::twice(x)`, Visual C++'s habit
  /// inside its own class): when the class is the kernel's, the kernel goes
  /// after it as its friend, and in a class template the class's bare name
  /// is written with its arguments (`Scaler<T>::`).
  struct ClassQualifier {
    SourceRange Name;
    const CXXRecordDecl *Class;
    bool Injected; ///< the class template's own name, without arguments
  };
  std::vector<ClassQualifier> ClassQualifiers;

  bool shouldVisitLambdaBody() const { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      if (isOutsideLocal(V))
        Vars.insert(V);
    if (!E->getQualifier())
      addMemberRef(E->getLocation(), E->getDecl(),
                   E->hasExplicitTemplateArgs());
    if (const auto *EC = dyn_cast<EnumConstantDecl>(E->getDecl()))
      if (const auto *Enum = dyn_cast<EnumDecl>(EC->getDeclContext()))
        if (isOutsideLocal(Enum))
          Types.insert(Enum);
    return true;
  }
  // In a template, a call with dependent arguments stays unresolved.
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    if (!E->getQualifier() && E->getNumDecls() > 0)
      addMemberRef(E->getNameLoc(), *E->decls_begin(),
                   E->hasExplicitTemplateArgs());
    return true;
  }
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
    if (E->isImplicitAccess() && !E->getQualifier() && E->getNumDecls() > 0)
      addMemberRef(E->getMemberLoc(), *E->decls_begin(),
                   E->hasExplicitTemplateArgs());
    return true;
  }
  /// A name after a qualifier (`Inner` in `Outer::Inner::f`) needs nothing
  /// more.
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    if (NNS && NNS.getPrefix() && NNS.getTypeLoc())
      Spelled.insert(NNS.getTypeLoc().getBeginLoc());
    if (NNS && !NNS.getPrefix() && NNS.getTypeLoc())
      addClassQualifier(NNS.getTypeLoc());
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }
  /// A qualified type name (`C::Node`) needs nothing more.
  bool VisitElaboratedTypeLoc(ElaboratedTypeLoc TL) {
    if (TL.getQualifierLoc() ||
        TL.getTypePtr()->getKeyword() != ElaboratedTypeKeyword::None)
      Spelled.insert(TL.getNamedTypeLoc().getBeginLoc());
    return true;
  }

  bool VisitMemberExpr(MemberExpr *E) {
    if (const auto *This =
            dyn_cast<CXXThisExpr>(E->getBase()->IgnoreImplicit()))
      if (This->isImplicit() && !ImplicitThisMember)
        ImplicitThisMember = E;
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    if (isOutsideLocal(TL.getTypedefNameDecl()))
      Types.insert(TL.getTypedefNameDecl());
    addNestedType(TL.getNameLoc(), TL.getTypedefNameDecl());
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    if (isOutsideLocal(TL.getDecl()))
      Types.insert(TL.getDecl());
    addNestedType(TL.getNameLoc(), TL.getDecl());
    return true;
  }
  /// A class template's bare name as a type inside it (`Scaler s;`,
  /// `Scaler(x)`): like `Scaler::`, it gets its arguments outside the class.
  /// A qualifier's (`Scaler::twice`) comes here too, recorded already.
  bool VisitInjectedClassNameTypeLoc(InjectedClassNameTypeLoc TL) {
    addClassQualifier(TL);
    return true;
  }

private:
  /// The class that declares \p D, a static member function or data
  /// member, or an enumerator declared in a class; null for other names.
  static const CXXRecordDecl *staticMemberOwner(const NamedDecl *D) {
    const DeclContext *DC = D->getDeclContext();
    if (isa<EnumConstantDecl>(D)) {
      if (cast<EnumDecl>(DC)->isScoped())
        return nullptr;
      DC = DC->getParent();
    } else if (const auto *M = dyn_cast<CXXMethodDecl>(D)) {
      if (!M->isStatic())
        return nullptr;
    } else if (const auto *V = dyn_cast<VarDecl>(D)) {
      if (!V->isStaticDataMember())
        return nullptr;
    } else {
      return nullptr;
    }
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    return RD && !RD->isLambda() ? RD : nullptr;
  }

  void addMemberRef(SourceLocation Loc, const NamedDecl *D,
                    bool HasTemplateArgs) {
    D = D->getUnderlyingDecl();
    // A static member function template: its function decides.
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
      D = FT->getTemplatedDecl();
    if (Loc.isFileID() && D->getDeclName().isIdentifier())
      if (const CXXRecordDecl *Owner = staticMemberOwner(D))
        ClassMemberRefs.push_back(
            {Loc, Owner, D->getNameAsString(), false, HasTemplateArgs});
  }
  void addClassQualifier(TypeLoc TL) {
    const Type *T = TL.getTypePtr();
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (const auto *TD = dyn_cast_or_null<ClassTemplateDecl>(
              TST->getTemplateName().getAsTemplateDecl()))
        RD = TD->getTemplatedDecl();
    if (RD && !RD->isLambda() && TL.getBeginLoc().isFileID() &&
        QualifiedAt.insert(TL.getBeginLoc()).second)
      ClassQualifiers.push_back(
          {TL.getSourceRange(), RD, isa<InjectedClassNameType>(T)});
  }
  /// Where ClassQualifiers has a name: each is replaced once.
  llvm::DenseSet<SourceLocation> QualifiedAt;
  void addNestedType(SourceLocation Loc, const NamedDecl *D) {
    const auto *Owner = dyn_cast<CXXRecordDecl>(D->getDeclContext());
    if (Owner && !Owner->isLambda() && Loc.isFileID() && !Spelled.count(Loc) &&
        D->getDeclName().isIdentifier())
      ClassMemberRefs.push_back({Loc, Owner, D->getNameAsString(), true});
  }
  llvm::DenseSet<SourceLocation> Spelled;

  /// Declared in a function, but not inside the kernel lambda itself.
  bool isOutsideLocal(const Decl *D) const {
    if (!D || !D->getDeclContext()->isFunctionOrMethod() || D->isImplicit())
      return false;
    if (const auto *V = dyn_cast<VarDecl>(D))
      if (!V->isLocalVarDeclOrParm())
        return false;
    SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
    return !(
        SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Lambda.getBegin()),
                                     Loc) &&
        SM.isBeforeInTranslationUnit(Loc, SM.getExpansionLoc(Lambda.getEnd())));
  }

  const SourceManager &SM;
  SourceRange Lambda;
};

/// One kernel parameter and the launch argument that feeds it.
struct KernelParam {
  std::string Declaration; ///< `concurrency::array_view<int, 2> a`
  std::string Argument;    ///< `a` (or an init-capture's initializer)
  std::string Binding;     ///< prologue statement, for arrays by reference
};

/// The kernel's index type and domain, read off the lambda's parameter.
struct DomainShape {
  bool Tiled = false;
  std::vector<std::string> Args; ///< rank, or tile extents
  bool Dependent = false;
  /// The index type is a dependent name (`typename V::index_type`): neither
  /// rank nor tiling is known before instantiation, so the kernel names its
  /// domain through the runtime's amp2hip::domain_for<Index>.
  bool Opaque = false;
  /// Args are the source's spelling (`SAMPLE`, `kTile`) rather than values,
  /// so that the kernel follows the macro or constant when it changes.
  bool Spelled = false;
};

} // namespace

static std::optional<DomainShape> domainShape(QualType Param,
                                              const ASTContext &Ctx) {
  QualType T = Param.getNonReferenceType().getUnqualifiedType();
  DomainShape Shape;
  StringRef Name;
  if (const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          T->getAsCXXRecordDecl())) {
    Name = Spec->getName();
    for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
      if (Arg.getKind() == TemplateArgument::Integral)
        Shape.Args.push_back(llvm::toString(Arg.getAsIntegral(), 10));
  } else if (const auto *TST = T->getAs<TemplateSpecializationType>()) {
    TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl();
    if (!TD)
      return std::nullopt;
    Name = TD->getName();
    Shape.Dependent = true;
    PrintingPolicy Policy(Ctx.getLangOpts());
    for (const TemplateArgument &Arg : TST->template_arguments()) {
      std::string S;
      llvm::raw_string_ostream OS(S);
      Arg.print(Policy, OS, /*IncludeType=*/false);
      Shape.Args.push_back(S);
    }
  } else if (T->isDependentType()) {
    Shape.Opaque = Shape.Dependent = true;
    return Shape;
  } else {
    return std::nullopt;
  }
  if (Name == "tiled_index") {
    Shape.Tiled = true;
    // tiled_index<D0, D1 = 0, D2 = 0>: drop the defaulted zeros.
    while (Shape.Args.size() > 1 && Shape.Args.back() == "0")
      Shape.Args.pop_back();
  } else if (Name != "index" || Shape.Args.size() != 1) {
    return std::nullopt;
  }
  if (Shape.Args.empty())
    return std::nullopt;
  return Shape;
}

/// The template-id the declaration \p P spells its type with, looking
/// through references, cv-qualifiers and `concurrency::`.
static std::optional<TemplateSpecializationTypeLoc>
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
static bool visibleAtNamespaceScope(const Expr &E, ASTContext &Ctx) {
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
static bool namesVariables(const Expr &E, ASTContext &Ctx, unsigned Depth = 0) {
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
static bool argsHiddenAtNamespaceScope(const ParmVarDecl &P, ASTContext &Ctx) {
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
static std::optional<std::vector<std::string>>
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

static std::string join(llvm::ArrayRef<std::string> Parts, StringRef Sep) {
  std::string Out;
  for (size_t I = 0; I < Parts.size(); ++I)
    Out += (I ? Sep.str() : "") + Parts[I];
  return Out;
}

static bool isIdentifierOrNumber(StringRef S) {
  return !S.empty() &&
         llvm::all_of(S, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

//===----------------------------------------------------------------------===//
// Where the kernel goes, and what it is called
//===----------------------------------------------------------------------===//

/// Whether \p T is a class member type that is not public (itself or a
/// class it is nested in): a name code at namespace scope cannot spell.
static bool isPrivateNested(QualType T) {
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
static bool isInventedParameter(QualType T, const DeclContext *DC) {
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
static std::vector<std::pair<std::string, std::string>>
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

std::string KernelExtractor::kernelName(const DeclContext *DC) {
  std::string Base;
  for (; DC && !DC->isFileContext(); DC = DC->getLexicalParent()) {
    const auto *FD = dyn_cast<FunctionDecl>(DC);
    if (!FD)
      continue;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
      if (MD->getParent()->isLambda())
        continue; // a lambda inside the function: keep looking outwards
      Base = MD->getParent()->getNameAsString() + "_";
    }
    Base += isa<CXXConstructorDecl>(FD) ? std::string("ctor")
                                        : FD->getNameAsString();
    break;
  }
  std::string Clean;
  for (char C : Base)
    Clean += llvm::isAlnum(C) || C == '_' ? C : '_';
  if (Clean.empty())
    Clean = "file";
  unsigned Ordinal = NamesUsed[Clean]++;
  return Clean + "_amp_kernel_" + std::to_string(Ordinal);
}

//===----------------------------------------------------------------------===//
// Kernels of member functions
//===----------------------------------------------------------------------===//

namespace {
/// How a kernel reaches the class whose member function launches it: the
/// kernel is the class's friend and names its members through the class.
struct ClassAccess {
  const CXXMethodDecl *Method; ///< the member function holding the call
  const CXXRecordDecl *Class;  ///< its class
  /// The member function is defined inside its class: the kernel is
  /// declared before the outermost class, where the launch can name it, and
  /// defined after it, where the class is complete.
  const CXXRecordDecl *DefinedAfter = nullptr;
};
} // namespace

/// The access a kernel launched in \p Enclosing gets to its class, or none
/// when the friend declarations or the kernel have no place to go.
static std::optional<ClassAccess> classAccess(const DeclContext *Enclosing,
                                              const Decl *Outer,
                                              TranslationContext &TC) {
  const auto *Method = dyn_cast<CXXMethodDecl>(Enclosing);
  // A lambda around the call: the member function around the lambda.
  while (Method && Method->getParent()->isLambda())
    Method = dyn_cast<CXXMethodDecl>(Method->getParent()->getDeclContext());
  if (!Method || Method->getParent()->isLocalClass() ||
      !TC.isRewritable(Method->getParent()->getBraceRange().getEnd()))
    return std::nullopt;
  ClassAccess Access{Method, Method->getParent()};
  if (!Method->isOutOfLine()) {
    Access.DefinedAfter = dyn_cast<CXXRecordDecl>(Outer);
    if (!Access.DefinedAfter ||
        !TC.isRewritable(Access.DefinedAfter->getBraceRange().getEnd()))
      return std::nullopt;
  }
  return Access;
}

/// \p RD's type as code at namespace scope names it: `C`, `C<T>`,
/// `Outer<T>::Inner`.
static std::string spellClass(const CXXRecordDecl *RD, const ASTContext &Ctx) {
  QualType T = Ctx.getTypeDeclType(RD);
  if (const auto *Injected = T->getAs<InjectedClassNameType>())
    T = Injected->getInjectedSpecializationType();
  return spellType(T, Ctx);
}

/// What the kernel writes before a member's name: `C::`, `C<T>::`, and
/// `typename` before a type of a class template. A base class's member is
/// named through the class itself; a member function defined outside its
/// class names it as its own definition does (`C<U>::`).
static std::string memberQualifier(const BodyScan::MemberRef &Ref,
                                   const ClassAccess &Access,
                                   TranslationContext &TC,
                                   const ASTContext &Ctx) {
  const CXXRecordDecl *Owner = Access.Class;
  for (const DeclContext *DC = Access.Class; DC; DC = DC->getParent())
    if (DC == Ref.Owner)
      Owner = Ref.Owner;
  std::string Qualifier;
  NestedNameSpecifierLoc Written = Access.Method->getQualifierLoc();
  if (Owner == Access.Class && Access.Method->isOutOfLine() && Written)
    Qualifier =
        TC.text(CharSourceRange::getTokenRange(Written.getSourceRange())).str();
  else
    Qualifier = spellClass(Owner, Ctx) + "::";
  if (Ref.IsType && Owner->isDependentContext())
    Qualifier = "typename " + Qualifier;
  if (Ref.HasTemplateArgs && Owner->isDependentContext())
    Qualifier += "template ";
  return Qualifier;
}

/// \p E, a constant expression, as the kernel at namespace scope reads it:
/// a class's constant qualified by \p Qualify, as the body's names are
/// (`Reducer<TileSize>::tile_size`), the class template's bare name with
/// its arguments, a function's constant replaced by its initializer,
/// spelled the same way. None when a name cannot be written so (spelled
/// in a macro, a constant without initializer); \p Unspellable is that
/// name.
static std::optional<std::string> spellAtNamespaceScope(
    const Expr &E, TranslationContext &TC, ASTContext &Ctx,
    llvm::function_ref<std::string(const BodyScan::MemberRef &)> Qualify,
    const NamedDecl *&Unspellable, unsigned Depth = 0) {
  CharSourceRange Range = TC.SM.getExpansionRange(E.getSourceRange());
  if (Depth > 8 || Range.isInvalid())
    return std::nullopt;
  unsigned Begin = TC.offset(Range.getBegin());
  std::string Text = TC.text(Range).str();
  // Edits as (offset in Text, length replaced, text), applied last first.
  std::vector<std::tuple<unsigned, unsigned, std::string>> Edits;
  auto inText = [&](SourceLocation Loc) {
    return Loc.isFileID() &&
           TC.SM.getFileID(Loc) == TC.SM.getFileID(Range.getBegin()) &&
           TC.offset(Loc) >= Begin && TC.offset(Loc) - Begin < Text.size();
  };
  BodyScan Scan(TC.SM, SourceRange());
  Scan.TraverseStmt(const_cast<Expr *>(&E));
  for (const BodyScan::MemberRef &Ref : Scan.ClassMemberRefs)
    if (inText(Ref.Loc))
      Edits.push_back({TC.offset(Ref.Loc) - Begin, 0, Qualify(Ref)});
  for (const BodyScan::ClassQualifier &Q : Scan.ClassQualifiers)
    if (Q.Injected && inText(Q.Name.getBegin()))
      Edits.push_back(
          {TC.offset(Q.Name.getBegin()) - Begin,
           unsigned(TC.text(CharSourceRange::getTokenRange(Q.Name)).size()),
           spellClass(Q.Class, Ctx)});
  for (const BoundNodes &N :
       match(findAll(declRefExpr().bind("ref")), E, Ctx)) {
    const auto *Ref = N.getNodeAs<DeclRefExpr>("ref");
    const ValueDecl *D = Ref->getDecl();
    // Spelled in a macro: only names that mean the same everywhere.
    if (!inText(Ref->getLocation()) && !visibleAtNamespaceScope(*Ref, Ctx)) {
      Unspellable = D;
      return std::nullopt;
    }
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->isLocalVarDecl())
      continue;
    std::optional<std::string> Init;
    if (V->getInit() && inText(Ref->getLocation()))
      Init = spellAtNamespaceScope(*V->getInit(), TC, Ctx, Qualify, Unspellable,
                                   Depth + 1);
    if (!Init) {
      Unspellable = Unspellable ? Unspellable : V;
      return std::nullopt;
    }
    Edits.push_back({TC.offset(Ref->getLocation()) - Begin,
                     unsigned(V->getName().size()),
                     isIdentifierOrNumber(*Init) ? *Init : "(" + *Init + ")"});
  }
  llvm::sort(Edits, [](const auto &A, const auto &B) {
    return std::get<0>(A) > std::get<0>(B);
  });
  for (const auto &[At, Length, By] : Edits)
    Text.replace(At, Length, By);
  return Text;
}

/// The offset just after the line that ends the definition of \p RD
/// (`};`): where a kernel that needs the class complete goes.
static unsigned offsetAfterClass(const CXXRecordDecl &RD,
                                 TranslationContext &TC) {
  SourceLocation Close = TC.SM.getExpansionLoc(RD.getBraceRange().getEnd());
  StringRef Buffer = TC.buffer(Close);
  size_t At = TC.offset(Close) + 1;
  size_t Semi = Buffer.find(';', At);
  if (Semi != StringRef::npos)
    At = Semi + 1;
  size_t Newline = Buffer.find('\n', At);
  return Newline == StringRef::npos ? Buffer.size() : Newline + 1;
}

/// The `#define` lines of the macros that \p Lambda uses (directly or in
/// another's expansion) and that are defined inside \p Outer: the kernel,
/// written before Outer, would not see them. Each is written again before
/// the kernel; the user's stays, an identical redefinition being allowed.
static std::string localMacroDefinitions(const LambdaExpr &Lambda,
                                         const Decl &Outer,
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

//===----------------------------------------------------------------------===//
// Building the kernel
//===----------------------------------------------------------------------===//

/// Makes the parameter declarations \p Params of a kernel declared before
/// class \p Outer valid there, and the expressions \p Values (the
/// domain's arguments, `C::tile_size`): for a class template,
/// \p ClassDeclaration declares it (`template <typename T> class C;`); for
/// a class, each `C::` becomes `typename amp_C::` (`amp_C::` in a value),
/// with amp_C a new template parameter of the kernel whose argument is C.
static void nameClassBeforeIt(const CXXRecordDecl &Outer,
                              std::vector<KernelParam> &Params,
                              std::vector<std::string> &Values,
                              std::vector<std::string> &TemplateDecls,
                              std::vector<std::string> &TemplateArgs,
                              std::string &ClassDeclaration,
                              TranslationContext &TC, const ASTContext &Ctx) {
  std::string Class = spellClass(&Outer, Ctx) + "::";
  auto isQualifierAt = [&](StringRef D, size_t At) {
    return At == 0 ||
           !(llvm::isAlnum(D[At - 1]) || D[At - 1] == '_' || D[At - 1] == ':');
  };
  auto names = [&](StringRef D) {
    for (size_t At = D.find(Class); At != StringRef::npos;
         At = D.find(Class, At + 1))
      if (isQualifierAt(D, At))
        return true;
    return false;
  };
  if (const ClassTemplateDecl *Template = Outer.getDescribedClassTemplate()) {
    if (llvm::none_of(
            Params,
            [&](const KernelParam &P) { return names(P.Declaration); }) &&
        llvm::none_of(Values, names))
      return;
    std::vector<std::string> Decls;
    for (const NamedDecl *Param : *Template->getTemplateParameters()) {
      std::string Decl =
          TC.text(CharSourceRange::getTokenRange(Param->getSourceRange()))
              .str();
      // Default arguments stay with the definition.
      if (size_t Eq = Decl.find('='); Eq != std::string::npos)
        Decl = StringRef(Decl).take_front(Eq).rtrim().str();
      Decls.push_back(Decl);
    }
    ClassDeclaration = "template <" + join(Decls, ", ") + "> " +
                       Outer.getKindName().str() + " " +
                       Outer.getNameAsString() + ";\n";
    return;
  }
  std::string Param = "amp_" + Outer.getNameAsString();
  bool Named = false;
  auto replace = [&](std::string &D, bool IsType) {
    for (size_t At = D.find(Class); At != std::string::npos;
         At = D.find(Class, At + 1)) {
      if (!isQualifierAt(D, At))
        continue;
      std::string By = "typename " + Param + "::";
      if (!IsType || StringRef(D).take_front(At).ends_with("typename "))
        By = Param + "::";
      D.replace(At, Class.size(), By);
      Named = true;
    }
  };
  for (KernelParam &P : Params)
    replace(P.Declaration, /*IsType=*/true);
  for (std::string &V : Values)
    replace(V, /*IsType=*/false);
  if (Named) {
    TemplateDecls.push_back("typename " + Param);
    TemplateArgs.push_back(Class.substr(0, Class.size() - 2));
  }
}

/// The indentation of the body's first non-blank line after the `{` line,
/// so that the prologue lines up with the user's statements.
static std::string bodyIndent(StringRef Body) {
  size_t FirstNewline = Body.find('\n');
  if (FirstNewline == StringRef::npos)
    return "    ";
  SmallVector<StringRef, 16> Lines;
  Body.drop_front(FirstNewline + 1).split(Lines, '\n');
  for (StringRef Line : Lines)
    if (!Line.trim().empty())
      return Line.take_while([](char C) { return C == ' ' || C == '\t'; })
          .str();
  return "    ";
}

void KernelExtractor::extract(const KernelSite &Site, ASTContext &Ctx) {
  const CallExpr &Call = *Site.Call;
  const LambdaExpr &Lambda = *Site.Lambda;
  const CXXMethodDecl *Op = Lambda.getCallOperator();
  SourceManager &SM = TC.SM;

  // HIP makes lambdas implicitly __host__ __device__; restrict(amp) is the
  // explicit attribute.
  const auto *Device = Op->getAttr<CUDADeviceAttr>();
  if (!Device || Device->isImplicit()) {
    TC.report(Lambda.getBeginLoc(), DiagId::KernelNotAmp);
    return;
  }
  if (Op->getNumParams() != 1) {
    TC.report(Lambda.getBeginLoc(), DiagId::BadKernelParameter);
    return;
  }
  if (Site.Variable)
    if (const VarDecl *Changed = copyChangedBeforeLaunch(*Site.Variable, Ctx)) {
      TC.report(Site.Variable->getLocation(), DiagId::KernelCopyNotKept)
          << Changed->getName()
          << "it may change before a launch, and the lambda also captures "
             "by reference";
      return;
    }
  const ParmVarDecl *IndexParam = Op->getParamDecl(0);
  std::optional<DomainShape> Shape = domainShape(IndexParam->getType(), Ctx);
  if (!Shape) {
    TC.report(IndexParam->getLocation(), DiagId::BadKernelParameter);
    return;
  }
  // `tiled_index<SAMPLE, SAMPLE>` keeps SAMPLE in the kernel's domain and
  // launch bounds (the values, once defaulted zeros are dropped, when the
  // spelling cannot be kept).
  if (auto Spelled = spelledDomainArgs(*IndexParam, TC, Ctx);
      !Shape->Opaque && Spelled && Spelled->size() == Shape->Args.size() &&
      *Spelled != Shape->Args) {
    Shape->Args = std::move(*Spelled);
    Shape->Spelled = true;
  }
  const CompoundStmt *Body = Lambda.getCompoundStmtBody();
  if (!TC.isRewritable(Body->getLBracLoc()) ||
      !TC.isRewritable(Body->getRBracLoc())) {
    TC.report(Call.getBeginLoc(), DiagId::KernelInMacro);
    return;
  }

  // Where the kernel goes: before the declaration that holds the call.
  const DeclContext *Enclosing = Lambda.getLambdaClass()->getDeclContext();
  const Decl *Outer = outermostDecl(Enclosing);
  if (!Outer)
    return;
  unsigned InsertAt = offsetBefore(Outer, TC, Ctx);

  // Captures become parameters; `this` and non-array references cannot.
  BodyScan Scan(SM, Lambda.getSourceRange());
  Scan.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (Scan.ImplicitThisMember) {
    TC.report(Scan.ImplicitThisMember->getExprLoc(),
              DiagId::KernelUsesClassMember)
        << Scan.ImplicitThisMember->getMemberDecl()->getNameAsString();
    return;
  }
  std::vector<KernelParam> Params;
  llvm::SmallPtrSet<const VarDecl *, 8> Captured;
  bool Failed = false;
  // Captures whose type has no name at namespace scope (a lambda's closure,
  // `auto` in a template): extra template parameters of the kernel, named
  // at the launch by decltype.
  std::vector<std::pair<std::string, std::string>> UnnamedTypes;
  auto addCapture = [&](const VarDecl *V, bool ByRef, SourceLocation Loc) {
    Captured.insert(V);
    QualType T = V->getType().getNonReferenceType();
    const CXXRecordDecl *Closure = T->getAsCXXRecordDecl();
    const AutoType *Auto = T->getContainedAutoType();
    bool Unnamed = (Closure && Closure->isLambda()) ||
                   (Auto && (!Auto->isDeduced() || T->isDependentType())) ||
                   isInventedParameter(T, Enclosing);
    if (Unnamed && !ByRef && !V->getType()->isReferenceType() &&
        !V->isInitCapture()) {
      std::string Type = "amp_type_" + V->getNameAsString();
      UnnamedTypes.push_back(
          {"typename " + Type, "decltype(" + V->getNameAsString() + ")"});
      Params.push_back(
          {Type + " " + V->getNameAsString(), V->getNameAsString(), ""});
      return;
    }
    // A class or enum local to the function moves out of it, where the kernel
    // can name it; function-local typedefs are spelled through.
    while (const NamedDecl *Local = localDeclIn(T, &Hoister.hoisted())) {
      if (isa<TypedefNameDecl>(Local))
        break;
      const auto *RD = dyn_cast<TagDecl>(Local);
      if (RD && Hoister.hoist(*RD, InsertAt, Ctx))
        continue;
      TC.report(Loc, DiagId::LocalTypeInKernel)
          << Local->getNameAsString()
          << cast<NamedDecl>(Local->getDeclContext())->getNameAsString();
      Failed = true;
      return;
    }
    KernelParam P;
    std::string Name = V->getNameAsString();
    P.Argument = V->isInitCapture() && V->getInit()
                     ? TC.text(CharSourceRange::getTokenRange(
                                   V->getInit()->getSourceRange()))
                           .str()
                     : Name;
    // Travels as its bytes (amp2hip::kernel_bytes): a private type, since
    // nvcc's host stub names a kernel parameter's type at namespace scope;
    // a C array, since a parameter of array type is a pointer (to the
    // host's array) and the lambda had copied the elements.
    if (!ByRef && (isPrivateNested(T) || T->isArrayType())) {
      if (T->isArrayType() && !T.isTriviallyCopyableType(Ctx)) {
        TC.report(Loc, DiagId::KernelCopyNotKept)
            << Name << "its elements are not trivially copyable";
        Failed = true;
        return;
      }
      QualType Unqualified = T.getUnqualifiedType();
      std::string Type = spellType(Unqualified, Ctx);
      P.Declaration = "amp2hip::kernel_bytes<sizeof(" + Type + "), alignof(" +
                      Type + ")> amp_bytes_" + Name;
      std::string Reference = T->isArrayType() ? "(&" + Name + ")" : "&" + Name;
      P.Binding = spellDeclaration(Unqualified, Reference, Ctx) +
                  " = amp_bytes_" + Name + ".as<" + Type + ">();";
      Params.push_back(std::move(P));
      return;
    }
    if (!ByRef) {
      P.Declaration = spellDeclaration(T.getUnqualifiedType(), Name, Ctx);
      Params.push_back(std::move(P));
      return;
    }
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (!RD) // dependent: look at the template's name
      if (const auto *TST = T->getAs<TemplateSpecializationType>())
        if (TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
          RD = dyn_cast_or_null<CXXRecordDecl>(TD->getTemplatedDecl());
    StringRef RecordName = RD ? RD->getName() : "";
    if (RecordName != "array" && RecordName != "texture" &&
        RecordName != "writeonly_texture_view") {
      // Where Visual C++ reported it (captureReportLoc); the note shows
      // the capture.
      TC.report(captureReportLoc(Lambda), DiagId::CaptureByReference) << Name;
      TC.note(Loc, "'" + Name + "' is captured here");
      Failed = true;
      return;
    }
    std::string Type = spellType(T, Ctx);
    P.Declaration = "amp2hip::device_ref<" + Type + "> amp_ref_" + Name;
    P.Binding = Type + " &" + Name + " = amp_ref_" + Name + ".get();";
    Params.push_back(std::move(P));
  };
  for (const LambdaCapture &C : Lambda.captures()) {
    if (C.capturesThis()) {
      TC.report(C.getLocation(), DiagId::CaptureThis);
      return;
    }
    if (!C.capturesVariable())
      continue;
    if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar()))
      addCapture(V, C.getCaptureKind() == LCK_ByRef, C.getLocation());
  }
  // In a template, Clang may leave implicit captures of dependent
  // expressions unresolved: capture what the body names by the default.
  std::vector<const VarDecl *> Redeclared;
  for (const VarDecl *V : Scan.Vars) {
    if (Captured.count(V))
      continue;
    // In a template, a dependent constant may still be a scalar one
    // (`const T n = 4;`), but not an object of a class template
    // (`const array<T, N> src(...)`): that is captured like any object.
    // One computed from a parameter or a variable (`const int n =
    // (int)v.size();`) never is.
    QualType VT = V->getType();
    bool MaybeScalar =
        !VT->getAs<TemplateSpecializationType>() && !VT->isRecordType();
    bool Constant =
        VT.isConstQualified() && V->hasInit() &&
        ((MaybeScalar &&
          (VT->isDependentType() || V->getInit()->isValueDependent()) &&
          !namesVariables(*V->getInit(), Ctx)) ||
         V->isUsableInConstantExpressions(Ctx));
    if (!Constant && !isa<ParmVarDecl>(V) && V->hasGlobalStorage())
      Constant = true; // static locals: left to the compiler to judge
    if (!Constant && Lambda.getCaptureDefault() != LCD_None) {
      addCapture(V, Lambda.getCaptureDefault() == LCD_ByRef,
                 Lambda.getCaptureDefaultLoc());
      continue;
    }
    Redeclared.push_back(V);
  }
  if (Failed)
    return;

  // Local constants and types the body names without capturing: re-declare
  // them, with what they depend on, in source order.
  std::vector<const DeclStmt *> Locals;
  std::vector<BodyScan::MemberRef> LocalMemberRefs;
  {
    llvm::SmallVector<const Decl *, 8> Work;
    for (const VarDecl *V : Redeclared)
      Work.push_back(V);
    for (const NamedDecl *T : Scan.Types)
      Work.push_back(T);
    llvm::SmallPtrSet<const Decl *, 8> Seen;
    while (!Work.empty()) {
      const Decl *D = Work.pop_back_val();
      if (!Seen.insert(D).second || Hoister.hoisted().contains(D))
        continue;
      const DeclStmt *DS = declaringStmt(D, Ctx);
      if (!DS) {
        if (isa<ParmVarDecl>(D)) {
          TC.report(Lambda.getBeginLoc(), DiagId::LocalTypeInKernel)
              << cast<NamedDecl>(D)->getNameAsString()
              << cast<NamedDecl>(D->getDeclContext())->getNameAsString();
          return;
        }
        continue;
      }
      if (llvm::is_contained(Locals, DS))
        continue;
      Locals.push_back(DS);
      BodyScan Deps(SM, Lambda.getSourceRange());
      Deps.TraverseStmt(const_cast<DeclStmt *>(DS));
      LocalMemberRefs.insert(LocalMemberRefs.end(),
                             Deps.ClassMemberRefs.begin(),
                             Deps.ClassMemberRefs.end());
      for (const VarDecl *V : Deps.Vars)
        if (!Captured.count(V))
          Work.push_back(V);
      for (const NamedDecl *T : Deps.Types)
        Work.push_back(T);
    }
    llvm::sort(LocalMemberRefs,
               [&](const BodyScan::MemberRef &A, const BodyScan::MemberRef &B) {
                 return SM.isBeforeInTranslationUnit(A.Loc, B.Loc);
               });
    std::sort(Locals.begin(), Locals.end(),
              [&](const DeclStmt *A, const DeclStmt *B) {
                return SM.isBeforeInTranslationUnit(A->getBeginLoc(),
                                                    B->getBeginLoc());
              });
  }

  // A static member function or data member, an enumerator or a nested
  // type of the class the call is in: the kernel at namespace scope names
  // it through its class and is the class's friend (private members
  // included). A parameter whose type is one of the class's likewise puts
  // the kernel after the class.
  std::optional<ClassAccess> Access;
  std::vector<BodyScan::MemberRef> Refs = Scan.ClassMemberRefs;
  Refs.insert(Refs.end(), LocalMemberRefs.begin(), LocalMemberRefs.end());
  if (const auto *OuterClass = dyn_cast<CXXRecordDecl>(Outer))
    for (const KernelParam &P : Params)
      if (P.Declaration.find(spellClass(OuterClass, Ctx) + "::") !=
          std::string::npos)
        Refs.push_back({Lambda.getBeginLoc(), OuterClass,
                        OuterClass->getNameAsString(), true});
  // A dependent index type that names a class's or a function's constant
  // (`tiled_index<tile_size>`, `static const int tile_size = TileSize;`):
  // the kernel's signature spells it as it reads at namespace scope.
  std::vector<const Expr *> DomainExprs;
  std::vector<BodyScan::MemberRef> DomainMemberRefs;
  if (Shape->Dependent && !Shape->Opaque && !Shape->Spelled &&
      argsHiddenAtNamespaceScope(*IndexParam, Ctx)) {
    std::optional<TemplateSpecializationTypeLoc> TST =
        spelledTemplateId(*IndexParam);
    for (unsigned I = 0; I < TST->getNumArgs(); ++I)
      if (TST->getArgLoc(I).getArgument().getKind() ==
          TemplateArgument::Expression)
        DomainExprs.push_back(TST->getArgLoc(I).getSourceExpression());
    const NamedDecl *Unspellable = nullptr;
    auto Record = [&](const BodyScan::MemberRef &Ref) {
      DomainMemberRefs.push_back(Ref);
      return std::string();
    };
    for (const Expr *E : DomainExprs)
      if (!spellAtNamespaceScope(*E, TC, Ctx, Record, Unspellable)) {
        const auto *Owner =
            Unspellable ? dyn_cast<NamedDecl>(Unspellable->getDeclContext())
                        : nullptr;
        TC.report(IndexParam->getLocation(),
                  isa_and_nonnull<CXXRecordDecl>(Owner)
                      ? DiagId::KernelClassScope
                      : DiagId::LocalTypeInKernel)
            << (Unspellable ? Unspellable->getNameAsString() : "")
            << (Owner ? Owner->getNameAsString() : "");
        return;
      }
    // The class named as a qualifier (`Reducer<TileSize>::tile_size`):
    // the kernel is its friend, after it, as for the body's.
    for (const Expr *E : DomainExprs) {
      BodyScan Names(SM, SourceRange());
      Names.TraverseStmt(const_cast<Expr *>(E));
      for (const BodyScan::ClassQualifier &Q : Names.ClassQualifiers)
        for (const DeclContext *DC = Enclosing; DC; DC = DC->getParent())
          if (DC == Q.Class)
            DomainMemberRefs.push_back({Q.Name.getBegin(), Q.Class,
                                        Q.Class->getNameAsString(), false});
    }
    if (DomainExprs.size() != Shape->Args.size())
      DomainExprs.clear();
    Refs.insert(Refs.end(), DomainMemberRefs.begin(), DomainMemberRefs.end());
  }
  std::vector<BodyScan::ClassQualifier> OwnQualifiers;
  for (const BodyScan::ClassQualifier &Q : Scan.ClassQualifiers)
    for (const DeclContext *DC = Enclosing; DC; DC = DC->getParent())
      if (DC == Q.Class) {
        OwnQualifiers.push_back(Q);
        Refs.push_back(
            {Q.Name.getBegin(), Q.Class, Q.Class->getNameAsString(), false});
        break;
      }
  if (!Refs.empty()) {
    Access = classAccess(Enclosing, Outer, TC);
    if (!Access) {
      TC.report(Refs.front().Loc, DiagId::KernelClassScope)
          << Refs.front().Name << Refs.front().Owner->getNameAsString();
      return;
    }
  }

  if (!DomainExprs.empty()) {
    const NamedDecl *Unspellable = nullptr;
    auto Qualify = [&](const BodyScan::MemberRef &Ref) {
      return memberQualifier(Ref, *Access, TC, Ctx);
    };
    Shape->Args.clear();
    for (const Expr *E : DomainExprs)
      Shape->Args.push_back(
          *spellAtNamespaceScope(*E, TC, Ctx, Qualify, Unspellable));
    Shape->Spelled = true;
  }

  // Names and templates.
  auto TemplateParams = enclosingTemplateParameters(Enclosing, TC);
  TemplateParams.insert(TemplateParams.end(), UnnamedTypes.begin(),
                        UnnamedTypes.end());
  std::vector<std::string> TemplateDecls, TemplateArgs;
  for (auto &[Decl, Arg] : TemplateParams) {
    TemplateDecls.push_back(Decl);
    TemplateArgs.push_back(Arg);
  }
  // Declared before its class, the kernel cannot name the class's types
  // in its parameters yet: a class template is declared before it; a
  // class takes the kernel's template parameter that stands for it.
  std::string ClassDeclaration;
  if (Access && Access->DefinedAfter)
    nameClassBeforeIt(*Access->DefinedAfter, Params, Shape->Args, TemplateDecls,
                      TemplateArgs, ClassDeclaration, TC, Ctx);

  // A parameter of a type that depends on the kernel's template parameters
  // is bound through `.template as<T>()`.
  if (!TemplateDecls.empty())
    for (KernelParam &P : Params)
      if (size_t At = P.Binding.find(".as<"); At != std::string::npos)
        P.Binding.replace(At, 4, ".template as<");
  // An argument's text with the edits made inside it (a property read
  // written as its getter, `index` qualified): the launch replaces the
  // whole call, and they would go with it.
  auto argText = [&](const Expr *E) {
    CharSourceRange Range = CharSourceRange::getTokenRange(E->getSourceRange());
    CharSourceRange File =
        Lexer::makeFileCharRange(Range, SM, Ctx.getLangOpts());
    if (File.isInvalid())
      return TC.text(Range).str();
    return TC.edits(File.getBegin())
        .takeRange(TC.buffer(File.getBegin()), TC.offset(File.getBegin()),
                   TC.offset(File.getEnd()));
  };
  // The launch replaces the call.
  auto replaceCall = [&](const std::string &KernelRef) {
    std::vector<std::string> LaunchArgs;
    if (Call.getNumArgs() == 3)
      LaunchArgs.push_back(argText(Call.getArg(0)));
    LaunchArgs.push_back(KernelRef);
    LaunchArgs.push_back(argText(Call.getArg(Call.getNumArgs() - 2)));
    for (const KernelParam &P : Params)
      LaunchArgs.push_back(P.Argument);
    std::string Launch = "amp2hip::launch(" + join(LaunchArgs, ", ") + ")";
    CharSourceRange CallRange =
        CharSourceRange::getTokenRange(Call.getSourceRange());
    unsigned CallBegin = TC.offset(CallRange.getBegin());
    unsigned CallEnd = TC.offset(
        Lexer::getLocForEndOfToken(CallRange.getEnd(), 0, SM, LangOptions()));
    TC.edits(CallRange.getBegin()).dropRange(CallBegin, CallEnd);
    TC.edits(CallRange.getBegin())
        .replace(CallBegin, CallEnd - CallBegin, Launch);
  };
  // A lambda kept in a variable and launched again: the same kernel.
  if (auto Known = KernelOfLambda.find(&Lambda);
      Known != KernelOfLambda.end()) {
    replaceCall(Known->second);
    return;
  }
  std::string Name = kernelName(Enclosing);

  if (Access)
    for (const BodyScan::MemberRef &Ref : Scan.ClassMemberRefs)
      TC.edits(Ref.Loc).insert(TC.offset(Ref.Loc),
                               memberQualifier(Ref, *Access, TC, Ctx));
  for (const BodyScan::ClassQualifier &Q : OwnQualifiers)
    if (Q.Injected) {
      CharSourceRange Range = CharSourceRange::getTokenRange(Q.Name);
      unsigned Begin = TC.offset(Range.getBegin());
      TC.edits(Range.getBegin())
          .replace(Begin, TC.text(Range).size(), spellClass(Q.Class, Ctx));
    }

  // The prologue: re-declared locals, the thread's index, the guard, the
  // references to arrays.
  unsigned BodyBegin = TC.offset(Body->getLBracLoc()) + 1;
  unsigned BodyEnd = TC.offset(Body->getRBracLoc());
  StringRef Buffer = TC.buffer(Body->getLBracLoc());
  std::string BodyText =
      TC.edits(Body->getLBracLoc()).takeRange(Buffer, BodyBegin, BodyEnd);
  std::string Indent = bodyIndent(BodyText);

  std::string Domain =
      Shape->Opaque
          ? "amp2hip::domain_for<" +
                spellType(IndexParam->getType().getNonReferenceType(), Ctx) +
                ">"
          : (Shape->Tiled ? "amp2hip::tiled_domain<"
                          : "amp2hip::extent_domain<") +
                join(Shape->Args, ", ") + ">";
  std::string Prologue;
  for (const std::string &Using : scopeUsings(Lambda, TC, Ctx))
    Prologue += Indent + Using + "\n";
  for (const DeclStmt *DS : Locals) {
    CharSourceRange Range =
        CharSourceRange::getTokenRange(DS->getSourceRange());
    std::string Text = TC.text(Range).str();
    // The class's members it names, qualified as in the body (last first,
    // so that the offsets stay valid).
    unsigned Begin = TC.offset(Range.getBegin());
    if (Access)
      for (const BodyScan::MemberRef &Ref : llvm::reverse(LocalMemberRefs))
        if (unsigned At = TC.offset(Ref.Loc);
            At >= Begin && At - Begin <= Text.size())
          Text.insert(At - Begin, memberQualifier(Ref, *Access, TC, Ctx));
    Prologue += Indent + Text + "\n";
  }
  std::string IndexName = IndexParam->getNameAsString();
  if (IndexName.empty())
    IndexName = "amp_index";
  QualType IndexType = IndexParam->getType().getNonReferenceType();
  // As written, unless its arguments name what the kernel at namespace
  // scope does not see (a class's `tiled_index<TS>`): then as the domain.
  std::string IndexDecl =
      Shape->Spelled || (!Shape->Dependent &&
                         argsHiddenAtNamespaceScope(*IndexParam, Ctx))
          ? (IndexType.isConstQualified() ? "const " : "") +
                std::string(Shape->Tiled ? "concurrency::tiled_index<"
                                         : "concurrency::index<") +
                join(Shape->Args, ", ") + "> " + IndexName
          : spellDeclaration(IndexType, IndexName, Ctx);
  Prologue += Indent + IndexDecl + " = amp_domain.this_thread();\n";
  if (!Shape->Tiled)
    Prologue += Indent + "if (!amp_domain.contains(" + IndexName + "))\n" +
                Indent + "  return;\n";
  for (const KernelParam &P : Params)
    if (!P.Binding.empty())
      Prologue += Indent + P.Binding + "\n";

  // The body as written: keep its lines; a one-line body gets its own line.
  StringRef Trimmed = StringRef(BodyText).rtrim(" \t");
  std::string BodyLines;
  if (!Trimmed.contains('\n'))
    BodyLines = Indent + Trimmed.trim().str() + "\n";
  else {
    BodyLines = Trimmed.ltrim(" \t").str();
    if (!BodyLines.empty() && BodyLines.front() == '\n')
      BodyLines.erase(0, 1);
    if (BodyLines.empty() || BodyLines.back() != '\n')
      BodyLines += "\n";
  }

  // The signature.
  std::vector<std::string> Decls = {Domain + " amp_domain"};
  for (const KernelParam &P : Params)
    Decls.push_back(P.Declaration);
  std::string Head = Name + "(";
  std::string OneLine = Head + join(Decls, ", ") + ")";
  std::string Signature =
      OneLine.size() <= 80
          ? OneLine
          : Head + join(Decls, ",\n" + std::string(Head.size(), ' ')) + ")";

  PresumedLoc Where = SM.getPresumedLoc(Call.getBeginLoc());
  std::string Kernel = localMacroDefinitions(Lambda, *Outer, TC) +
                       "// C++ AMP kernel from parallel_for_each at " +
                       llvm::sys::path::filename(Where.getFilename()).str() +
                       ":" + std::to_string(Where.getLine()) + "\n";
  std::string TemplateHead =
      TemplateDecls.empty() ? ""
                            : "template <" + join(TemplateDecls, ", ") + ">\n";
  // A friend of a class keeps the linkage the friend declaration gave it.
  std::string Declarator =
      Access ? "__global__ void" : "static __global__ void";
  if (Shape->Tiled) {
    Declarator += " ";
    std::vector<std::string> Factors;
    for (const std::string &A : Shape->Args)
      Factors.push_back(isIdentifierOrNumber(A) ? A : "(" + A + ")");
    if (Shape->Dependent && Factors.size() == 3) {
      // A template over tiled_index<D0, D1, D2> may instantiate ranks 1 and
      // 2 with D1 or D2 at 0: count threads as C++ AMP does. The double
      // parentheses keep HIP's __launch_bounds__ macro from splitting at the
      // commas.
      Declarator += "__launch_bounds__((concurrency::detail_::tile_threads<" +
                    join(Factors, ", ") + ">()))";
    } else if (Shape->Dependent || Shape->Spelled)
      Declarator += "__launch_bounds__(" + join(Factors, " * ") + ")";
    else {
      long long Threads = 1;
      for (const std::string &A : Shape->Args)
        Threads *= std::stoll(A);
      Declarator += "__launch_bounds__(" + std::to_string(Threads) + ")";
    }
  }
  Declarator += "\n";
  Kernel += TemplateHead + Declarator;
  Kernel += Signature + " {\n" + Prologue + BodyLines + "}\n\n";

  std::string KernelRef = Name;
  if (!TemplateArgs.empty())
    KernelRef += "<" + join(TemplateArgs, ", ") + ">";
  KernelOfLambda[&Lambda] = KernelRef;
  replaceCall(KernelRef);
  CharSourceRange CallRange =
      CharSourceRange::getTokenRange(Call.getSourceRange());
  if (Site.Variable)
    removeKernelVariable(*Site.Variable, Name, Ctx);

  std::string CallAt = llvm::sys::path::filename(Where.getFilename()).str() +
                       ":" + std::to_string(Where.getLine());
  if (Access && Access->DefinedAfter) {
    // Declared where the launch can name it, defined after the class.
    TC.edits(CallRange.getBegin())
        .insert(InsertAt,
                "// C++ AMP kernel from parallel_for_each at " + CallAt +
                    ", defined after class " +
                    Access->DefinedAfter->getNameAsString() + "\n" +
                    ClassDeclaration + TemplateHead + Declarator + Signature +
                    ";\n\n",
                SourceEdits::KernelInsertion);
    TC.edits(CallRange.getBegin())
        .insert(offsetAfterClass(*Access->DefinedAfter, TC),
                "\n" + StringRef(Kernel).drop_back().str(),
                SourceEdits::KernelInsertion);
  } else {
    TC.edits(CallRange.getBegin())
        .insert(InsertAt, Kernel, SourceEdits::KernelInsertion);
  }
  if (Access) {
    // A class template's parameters may not be redeclared inside it: the
    // friend template names its own.
    std::map<std::string, std::string> Renamed;
    for (const auto &Param : TemplateParams)
      Renamed[StringRef(Param.second).rtrim(".").str()] =
          "amp_" + StringRef(Param.second).rtrim(".").str();
    std::vector<std::string> FriendParams;
    for (const std::string &D : TemplateDecls)
      FriendParams.push_back(replaceWords(D, Renamed));
    std::string Friend =
        "  // the kernel of parallel_for_each at " + CallAt + "\n  " +
        (FriendParams.empty()
             ? ""
             : "template <" + join(FriendParams, ", ") + ">\n  ") +
        "friend __global__ void " + Name + "(" +
        replaceWords(join(Decls, ", "), Renamed) + ");\n";
    // The class, and the classes around it whose members the kernel names.
    llvm::SetVector<const CXXRecordDecl *> Friends;
    Friends.insert(Access->Class);
    for (const auto *Refs :
         {&Scan.ClassMemberRefs, &LocalMemberRefs, &DomainMemberRefs})
      for (const BodyScan::MemberRef &Ref : *Refs)
        for (const DeclContext *DC = Access->Class; DC; DC = DC->getParent())
          if (DC == Ref.Owner &&
              TC.isRewritable(Ref.Owner->getBraceRange().getEnd()))
            Friends.insert(Ref.Owner);
    for (const BodyScan::ClassQualifier &Q : OwnQualifiers)
      if (TC.isRewritable(Q.Class->getBraceRange().getEnd()))
        Friends.insert(Q.Class);
    for (const CXXRecordDecl *RD : Friends) {
      // Before the closing brace, indented one step further than it.
      SourceLocation Close = RD->getBraceRange().getEnd();
      unsigned At = TC.offset(Close);
      StringRef Line = TC.buffer(Close).take_front(At);
      Line = Line.substr(Line.rfind('\n') + 1);
      if (!Line.trim().empty()) {
        TC.edits(Close).insert(At, Friend);
        continue;
      }
      std::string Indented;
      SmallVector<StringRef, 4> Lines;
      StringRef(Friend).split(Lines, '\n', -1, /*KeepEmpty=*/false);
      for (StringRef L : Lines)
        Indented += Line.str() + L.str() + "\n";
      TC.edits(Close).insert(At - Line.size(), Indented);
    }
  }
  TC.stats(CallRange.getBegin())
      .add(Shape->Tiled ? MappingId::TiledKernel : MappingId::Kernel);
}

void KernelExtractor::removeKernelVariable(const VarDecl &V,
                                           StringRef KernelName,
                                           ASTContext &Ctx) {
  const DeclStmt *DS = declaringStmt(&V, Ctx);
  if (!DS || !DS->isSingleDecl() || !TC.isRewritable(DS->getBeginLoc()) ||
      !TC.isRewritable(DS->getEndLoc()))
    return;
  unsigned Begin = TC.offset(DS->getBeginLoc());
  unsigned End = TC.offset(DS->getEndLoc()) + 1; // the `;`
  SourceEdits &Edits = TC.edits(DS->getBeginLoc());
  Edits.dropRange(Begin, End);
  Edits.replace(Begin, End - Begin,
                "// '" + V.getNameAsString() + "': the kernel " +
                    KernelName.str() + " above");
}

void KernelExtractor::extractAll(ASTContext &Ctx) {
  // Source order, so that kernel ordinals follow the file.
  std::stable_sort(TC.Kernels.begin(), TC.Kernels.end(),
                   [&](const KernelSite &A, const KernelSite &B) {
                     return TC.SM.isBeforeInTranslationUnit(
                         A.Call->getBeginLoc(), B.Call->getBeginLoc());
                   });
  for (const KernelSite &Site : TC.Kernels)
    extract(Site, Ctx);
  for (auto [RD, Loc] : LocalFunctionObjects) {
    const Decl *Outer = outermostDecl(RD->getDeclContext());
    if (!Outer || !Hoister.hoist(*RD, offsetBefore(Outer, TC, Ctx), Ctx))
      TC.report(Loc, DiagId::LocalFunctionObject)
          << RD->getNameAsString()
          << cast<NamedDecl>(RD->getDeclContext())->getNameAsString();
  }
}

} // namespace amp2hip
