//===- KernelExtractor.cpp ------------------------------------------------===//

#include "rewrite/KernelExtractor.h"
#include "rewrite/LocalClassHoister.h"
#include "rewrite/TypeSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
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

bool isParallelForEach(const CallExpr &Call) {
  if (const FunctionDecl *Callee = Call.getDirectCallee())
    return Callee->getQualifiedNameAsString() ==
           "Concurrency::parallel_for_each";
  // In a template the call may stay unresolved until instantiation.
  if (const auto *ULE =
          dyn_cast<UnresolvedLookupExpr>(Call.getCallee()->IgnoreImplicit()))
    return ULE->getName().getAsString() == "parallel_for_each";
  return false;
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

/// Every use of \p V in its function is the kernel of a parallel_for_each.
static bool onlyKernelUses(const VarDecl &V, ASTContext &Ctx) {
  const auto *Fn = dyn_cast<FunctionDecl>(V.getDeclContext());
  if (!Fn || !Fn->getBody())
    return false;
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
  for (const BoundNodes &N : Refs)
    if (!KernelArgs.count(N.getNodeAs<DeclRefExpr>("ref")))
      return false;
  // A lambda no call uses stays an ordinary (device) lambda.
  return !Refs.empty();
}

const LambdaExpr *kernelLambdaOfVariable(const VarDecl &V, ASTContext &Ctx) {
  if (!V.isLocalVarDecl() || !V.getInit())
    return nullptr;
  const LambdaExpr *Lambda = asLambda(V.getInit());
  return Lambda && onlyKernelUses(V, Ctx) ? Lambda : nullptr;
}

/// The DeclStmt that declares \p D, if D is a function-local declaration.
const DeclStmt *declaringStmt(const Decl *D, ASTContext &Ctx) {
  for (const DynTypedNode &Parent : Ctx.getParents(*D))
    if (const auto *DS = Parent.get<DeclStmt>())
      return DS;
  return nullptr;
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
  if (!isExtractedKernelCall(*Call, SM))
    return;
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
  /// Unqualified names of a class's static members and enumerators
  /// (`helper(x)` in a member function): written qualified in the kernel.
  std::vector<const DeclRefExpr *> ClassMemberRefs;

  bool shouldVisitLambdaBody() const { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      if (isOutsideLocal(V))
        Vars.insert(V);
    if (!E->getQualifier() && E->getLocation().isFileID() &&
        E->getDecl()->getDeclName().isIdentifier() &&
        isStaticMemberOrEnumerator(E->getDecl()))
      ClassMemberRefs.push_back(E);
    if (const auto *EC = dyn_cast<EnumConstantDecl>(E->getDecl()))
      if (const auto *Enum = dyn_cast<EnumDecl>(EC->getDeclContext()))
        if (isOutsideLocal(Enum))
          Types.insert(Enum);
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
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    if (isOutsideLocal(TL.getDecl()))
      Types.insert(TL.getDecl());
    return true;
  }

private:
  /// A class's static member function or data member, or an enumerator
  /// declared in a class.
  static bool isStaticMemberOrEnumerator(const ValueDecl *D) {
    const DeclContext *DC = D->getDeclContext();
    if (isa<EnumConstantDecl>(D)) {
      if (cast<EnumDecl>(DC)->isScoped())
        return false;
      DC = DC->getParent();
    } else if (const auto *M = dyn_cast<CXXMethodDecl>(D)) {
      if (!M->isStatic())
        return false;
    } else if (const auto *V = dyn_cast<VarDecl>(D)) {
      if (!V->isStaticDataMember())
        return false;
    } else {
      return false;
    }
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    return RD && !RD->isLambda();
  }

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

/// The declaration at namespace scope that (lexically) holds \p DC.
static const Decl *outermostDecl(const DeclContext *DC) {
  const Decl *Outer = nullptr;
  for (; DC && !DC->isFileContext() && !isa<LinkageSpecDecl>(DC);
       DC = DC->getLexicalParent())
    Outer = cast<Decl>(DC);
  return Outer;
}

/// Where a declaration's text starts: its template header, and the comment
/// that documents it.
static SourceLocation declarationStart(const Decl *D, const ASTContext &Ctx) {
  const Decl *Outer = D;
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate())
      Outer = FT;
  } else if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
    if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
      Outer = CT;
  }
  SourceLocation Start = Outer->getBeginLoc();
  if (const auto *DD = dyn_cast<DeclaratorDecl>(D))
    if (DD->getNumTemplateParameterLists() > 0)
      Start = DD->getOuterLocStart();
  if (const RawComment *Comment = Ctx.getRawCommentForDeclNoCache(Outer))
    if (Ctx.getSourceManager().isBeforeInTranslationUnit(Comment->getBeginLoc(),
                                                         Start))
      Start = Comment->getBeginLoc();
  return Start;
}

/// Where kernels (and the local classes they name) go: the start of the
/// line on which the declaration holding the kernel starts.
static unsigned kernelInsertionOffset(const Decl *Outer, TranslationContext &TC,
                                      const ASTContext &Ctx) {
  SourceLocation Start = TC.SM.getExpansionLoc(declarationStart(Outer, Ctx));
  unsigned At = TC.offset(Start);
  return lineStartBefore(TC.buffer(Start), At).value_or(At);
}

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
// Building the kernel
//===----------------------------------------------------------------------===//

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
  unsigned InsertAt = kernelInsertionOffset(Outer, TC, Ctx);

  // Captures become parameters; `this` and non-array references cannot.
  BodyScan Scan(SM, Lambda.getSourceRange());
  Scan.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (Scan.ImplicitThisMember) {
    TC.report(Scan.ImplicitThisMember->getExprLoc(),
              DiagId::KernelUsesClassMember)
        << Scan.ImplicitThisMember->getMemberDecl()->getNameAsString();
    return;
  }
  // A static member function or data member, or an enumerator, of the
  // class the call is in: the kernel at namespace scope names it through
  // the class and is the class's friend (private members included).
  const CXXRecordDecl *MemberClass = nullptr;
  if (!Scan.ClassMemberRefs.empty()) {
    const DeclRefExpr *First = Scan.ClassMemberRefs.front();
    const auto *Method = dyn_cast<CXXMethodDecl>(Enclosing);
    const CXXRecordDecl *RD = Method ? Method->getParent() : nullptr;
    // Where the friend declaration goes must be rewritable, and the kernel
    // must come after the class: a member function defined outside a class
    // that is not a template.
    if (!RD || !Method->isOutOfLine() || RD->isDependentContext() ||
        Method->isTemplated() || RD->isLocalClass() ||
        !TC.isRewritable(RD->getBraceRange().getEnd())) {
      TC.report(First->getLocation(), DiagId::KernelClassScope)
          << First->getDecl()->getNameAsString()
          << (RD ? RD->getNameAsString() : std::string("?"));
      return;
    }
    MemberClass = RD;
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
                   (Auto && (!Auto->isDeduced() || T->isDependentType()));
    if (Unnamed && !ByRef && !V->getType()->isReferenceType() &&
        !V->isInitCapture()) {
      std::string Type = "amp_type_" + V->getNameAsString();
      UnnamedTypes.push_back(
          {"typename " + Type, "decltype(" + V->getNameAsString() + ")"});
      Params.push_back(
          {Type + " " + V->getNameAsString(), V->getNameAsString(), ""});
      return;
    }
    // A class local to the function moves out of it, where the kernel can
    // name it; function-local typedefs are spelled through.
    while (const NamedDecl *Local = localDeclIn(T, &Hoister.hoisted())) {
      if (isa<TypedefNameDecl>(Local))
        break;
      const auto *RD = dyn_cast<CXXRecordDecl>(Local);
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
    if (!ByRef && isPrivateNested(T)) {
      // nvcc's host stub names a kernel parameter's type at namespace
      // scope: a private type travels as its bytes (amp2hip::kernel_bytes).
      std::string Type = spellType(T.getUnqualifiedType(), Ctx);
      P.Declaration = "amp2hip::kernel_bytes<sizeof(" + Type + "), alignof(" +
                      Type + ")> amp_bytes_" + Name;
      P.Binding =
          Type + " &" + Name + " = amp_bytes_" + Name + ".as<" + Type + ">();";
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
      TC.report(Loc, DiagId::CaptureByReference) << Name;
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
    QualType VT = V->getType();
    bool MaybeScalar =
        !VT->getAs<TemplateSpecializationType>() && !VT->isRecordType();
    bool Constant = VT.isConstQualified() && V->hasInit() &&
                    ((MaybeScalar && (VT->isDependentType() ||
                                      V->getInit()->isValueDependent())) ||
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
      for (const VarDecl *V : Deps.Vars)
        if (!Captured.count(V))
          Work.push_back(V);
      for (const NamedDecl *T : Deps.Types)
        Work.push_back(T);
    }
    std::sort(Locals.begin(), Locals.end(),
              [&](const DeclStmt *A, const DeclStmt *B) {
                return SM.isBeforeInTranslationUnit(A->getBeginLoc(),
                                                    B->getBeginLoc());
              });
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
  auto argText = [&](const Expr *E) {
    return TC.text(CharSourceRange::getTokenRange(E->getSourceRange())).str();
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

  if (MemberClass) {
    std::string Qualifier =
        spellType(Ctx.getRecordType(MemberClass), Ctx) + "::";
    for (const DeclRefExpr *Ref : Scan.ClassMemberRefs)
      TC.edits(Ref->getLocation())
          .insert(TC.offset(Ref->getLocation()), Qualifier);
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
  for (const DeclStmt *DS : Locals)
    Prologue +=
        Indent +
        TC.text(CharSourceRange::getTokenRange(DS->getSourceRange())).str() +
        "\n";
  std::string IndexName = IndexParam->getNameAsString();
  if (IndexName.empty())
    IndexName = "amp_index";
  QualType IndexType = IndexParam->getType().getNonReferenceType();
  std::string IndexDecl =
      Shape->Spelled
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
  std::string Kernel = "// C++ AMP kernel from parallel_for_each at " +
                       llvm::sys::path::filename(Where.getFilename()).str() +
                       ":" + std::to_string(Where.getLine()) + "\n";
  if (!TemplateDecls.empty())
    Kernel += "template <" + join(TemplateDecls, ", ") + ">\n";
  // A friend of a class keeps the linkage the friend declaration gave it.
  Kernel += MemberClass ? "__global__ void" : "static __global__ void";
  if (Shape->Tiled) {
    Kernel += " ";
    std::vector<std::string> Factors;
    for (const std::string &A : Shape->Args)
      Factors.push_back(isIdentifierOrNumber(A) ? A : "(" + A + ")");
    if (Shape->Dependent && Factors.size() == 3) {
      // A template over tiled_index<D0, D1, D2> may instantiate ranks 1 and
      // 2 with D1 or D2 at 0: count threads as C++ AMP does. The double
      // parentheses keep HIP's __launch_bounds__ macro from splitting at the
      // commas.
      Kernel += "__launch_bounds__((concurrency::detail_::tile_threads<" +
                join(Factors, ", ") + ">()))";
    } else if (Shape->Dependent || Shape->Spelled)
      Kernel += "__launch_bounds__(" + join(Factors, " * ") + ")";
    else {
      long long Threads = 1;
      for (const std::string &A : Shape->Args)
        Threads *= std::stoll(A);
      Kernel += "__launch_bounds__(" + std::to_string(Threads) + ")";
    }
  }
  Kernel += "\n";
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

  TC.edits(CallRange.getBegin())
      .insert(InsertAt, Kernel, SourceEdits::KernelInsertion);
  if (MemberClass) {
    SourceLocation Close = MemberClass->getBraceRange().getEnd();
    TC.edits(Close).insert(
        TC.offset(Close),
        "  // the kernel of parallel_for_each at " +
            llvm::sys::path::filename(Where.getFilename()).str() + ":" +
            std::to_string(Where.getLine()) + "\n  friend __global__ void " +
            Name + "(" + join(Decls, ", ") + ");\n");
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
    if (!Outer ||
        !Hoister.hoist(*RD, kernelInsertionOffset(Outer, TC, Ctx), Ctx))
      TC.report(Loc, DiagId::LocalFunctionObject)
          << RD->getNameAsString()
          << cast<NamedDecl>(RD->getDeclContext())->getNameAsString();
  }
}

} // namespace amp2hip
