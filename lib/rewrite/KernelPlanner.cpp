//===- KernelPlanner.cpp --------------------------------------------------===//

#include "rewrite/KernelPlanner.h"
#include "check/CaptureRules.h"
#include "rewrite/DeclarationPlace.h"
#include "rewrite/KernelPrinter.h"
#include "rewrite/KernelScope.h"
#include "rewrite/KernelSelection.h"
#include "rewrite/TypeSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The steps of planning one kernel, in order; each reports what stops the
/// extraction and says so by returning false.
class Planner {
public:
  Planner(const KernelLaunch &Launch, TranslationContext &TC,
          LocalClassHoister &Hoister, ASTContext &Ctx)
      : TC(TC), Hoister(Hoister), Ctx(Ctx), Launch(Launch),
        Lambda(*Launch.Lambda), Scan(TC.SM, Lambda.getSourceRange()) {}

  std::optional<PlannedKernel> plan() {
    if (!checkLambda() || !placeKernel() || !planCaptures() || !planLocals() ||
        !planClassAccess())
      return std::nullopt;
    planFriends();
    if (!planFriendSignature())
      return std::nullopt;
    spellDomain();
    planTemplates();
    planPrologue();
    return std::move(Out);
  }

private:
  bool checkLambda();
  bool placeKernel();
  bool planCaptures();
  void addCapture(const VarDecl *V, bool ByRef, SourceLocation Loc);
  bool planLocals();
  bool planDomainNames(std::vector<BodyScan::MemberRef> &Refs);
  bool planClassAccess();
  void spellDomain();
  void planTemplates();
  void planPrologue();
  void planFriends();
  bool planFriendSignature();

  TranslationContext &TC;
  LocalClassHoister &Hoister;
  ASTContext &Ctx;
  const KernelLaunch &Launch;
  const LambdaExpr &Lambda;
  const ParmVarDecl *IndexParam = nullptr;
  const DeclContext *Enclosing = nullptr;
  BodyScan Scan;
  PlannedKernel Out;
  KernelPlan &Plan = Out.Plan;
  KernelDomain &Domain = Out.Plan.Domain;
  /// The domain's arguments as the index type reads them (the values, when
  /// they do not depend on a template), before any spelling replaces them.
  std::vector<std::string> DomainValues;

  llvm::SetVector<const VarDecl *> Captured;
  bool Failed = false;
  /// Captures whose type has no name at namespace scope (a lambda's
  /// closure, `auto` in a template): extra template parameters of the
  /// kernel, named at the launch by decltype.
  std::vector<std::pair<std::string, std::string>> UnnamedTypes;
  /// Locals the body names without capturing them.
  std::vector<const VarDecl *> Redeclared;
  std::vector<const DeclStmt *> Locals;
  std::vector<BodyScan::MemberRef> LocalMemberRefs;
  /// The index type's arguments that the kernel spells as they read at
  /// namespace scope, and the class members they name.
  std::vector<const Expr *> DomainExprs;
  std::vector<BodyScan::MemberRef> DomainMemberRefs;
};

} // namespace

/// The domain \p Param, the kernel's index parameter, asks for.
static std::optional<KernelDomain> domainOf(const ParmVarDecl &Param,
                                            const ASTContext &Ctx) {
  std::optional<Shape> S = kernelIndexShape(Param.getType(), Ctx);
  if (!S)
    return std::nullopt;
  KernelDomain Domain;
  Domain.Tiled = S->tiled();
  Domain.Args = std::move(S->Spellings);
  Domain.Dependent = S->Dependent;
  Domain.Opaque = S->Opaque;
  if (Domain.Opaque)
    Domain.OpaqueIndex =
        spellType(Param.getType().getNonReferenceType(), Param.getASTContext());
  return Domain;
}

/// A restrict(amp) lambda of one index parameter, its body outside macros.
bool Planner::checkLambda() {
  const CXXMethodDecl *Op = Lambda.getCallOperator();
  // HIP makes lambdas implicitly __host__ __device__; restrict(amp) is the
  // explicit attribute.
  const auto *Device = Op->getAttr<CUDADeviceAttr>();
  if (!Device || Device->isImplicit()) {
    TC.report(Lambda.getBeginLoc(), DiagId::KernelNotAmp);
    return false;
  }
  if (Op->getNumParams() != 1) {
    TC.report(Lambda.getBeginLoc(), DiagId::BadKernelParameter);
    return false;
  }
  if (Launch.Variable)
    if (const VarDecl *Changed =
            copyChangedBeforeLaunch(*Launch.Variable, Ctx)) {
      TC.report(Launch.Variable->getLocation(), DiagId::KernelCopyNotKept)
          << Changed->getName()
          << "it may change before a launch, and the lambda also captures "
             "by reference";
      return false;
    }
  IndexParam = Op->getParamDecl(0);
  std::optional<KernelDomain> Shape = domainOf(*IndexParam, Ctx);
  if (!Shape) {
    TC.report(IndexParam->getLocation(), DiagId::BadKernelParameter);
    return false;
  }
  Domain = std::move(*Shape);
  DomainValues = Domain.Args;
  // `tiled_index<SAMPLE, SAMPLE>` keeps SAMPLE in the kernel's domain and
  // launch bounds (the values, once defaulted zeros are dropped, when the
  // spelling cannot be kept).
  if (auto Spelled = spelledDomainArgs(*IndexParam, TC, Ctx);
      !Domain.Opaque && Spelled && Spelled->size() == Domain.Args.size() &&
      *Spelled != Domain.Args) {
    Domain.Args = std::move(*Spelled);
    Domain.Spelled = true;
  }
  Out.Body = Lambda.getCompoundStmtBody();
  if (!TC.isRewritable(Out.Body->getLBracLoc()) ||
      !TC.isRewritable(Out.Body->getRBracLoc())) {
    TC.report(Launch.Call->getBeginLoc(), DiagId::KernelInMacro);
    return false;
  }
  return true;
}

/// Where the kernel goes: before the declaration that holds the call.
bool Planner::placeKernel() {
  Enclosing = Lambda.getLambdaClass()->getDeclContext();
  Out.Outer = outermostDecl(Enclosing);
  if (!Out.Outer)
    return false;
  Out.InsertAt = offsetBefore(Out.Outer, TC, Ctx);
  return true;
}

/// Captures become parameters; `this` and non-array references cannot.
bool Planner::planCaptures() {
  Scan.TraverseStmt(const_cast<CompoundStmt *>(Out.Body));
  if (Scan.ImplicitThisMember) {
    TC.report(Scan.ImplicitThisMember->getExprLoc(),
              DiagId::KernelUsesClassMember)
        << Scan.ImplicitThisMember->getMemberDecl()->getNameAsString();
    return false;
  }
  for (const LambdaCapture &C : Lambda.captures()) {
    if (C.capturesThis()) {
      TC.report(C.getLocation(), DiagId::CaptureThis);
      return false;
    }
    if (!C.capturesVariable())
      continue;
    if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar()))
      addCapture(V, C.getCaptureKind() == LCK_ByRef, C.getLocation());
  }
  // In a template, Clang may leave implicit captures of dependent
  // expressions unresolved: capture what the body names by the default.
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
  return !Failed;
}

void Planner::addCapture(const VarDecl *V, bool ByRef, SourceLocation Loc) {
  Captured.insert(V);
  std::vector<KernelParam> &Params = Plan.Params;
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
    if (RD && Hoister.hoist(*RD, Out.InsertAt, Ctx))
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
    // A forwarding reference (`x_type &&x`) makes its parameter a reference
    // where the argument is an lvalue (x_type = array_view<T, 2>&); the
    // lambda copied the object, so the kernel takes it by value.
    const auto *Forwarding = V->getType()->getAs<RValueReferenceType>();
    if (Forwarding && !Forwarding->getPointeeType().hasQualifiers() &&
        Forwarding->getPointeeType()->getAs<TemplateTypeParmType>())
      P.Declaration = "typename std::remove_reference<" + spellType(T, Ctx) +
                      ">::type " + Name;
    else
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
}

/// Local constants and types the body names without capturing: re-declared,
/// with what they depend on, in source order.
bool Planner::planLocals() {
  const SourceManager &SM = TC.SM;
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
        return false;
      }
      continue;
    }
    if (llvm::is_contained(Locals, DS))
      continue;
    Locals.push_back(DS);
    BodyScan Deps(SM, Lambda.getSourceRange());
    Deps.TraverseStmt(const_cast<DeclStmt *>(DS));
    LocalMemberRefs.insert(LocalMemberRefs.end(), Deps.ClassMemberRefs.begin(),
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
  std::sort(
      Locals.begin(), Locals.end(), [&](const DeclStmt *A, const DeclStmt *B) {
        return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
      });
  return true;
}

/// A dependent index type that names a class's or a function's constant
/// (`tiled_index<tile_size>`, `static const int tile_size = TileSize;`):
/// the kernel's signature spells it as it reads at namespace scope. The
/// class members it names go to \p Refs.
bool Planner::planDomainNames(std::vector<BodyScan::MemberRef> &Refs) {
  if (!Domain.Dependent || Domain.Opaque || Domain.Spelled ||
      !argsHiddenAtNamespaceScope(*IndexParam, Ctx))
    return true;
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
      TC.report(IndexParam->getLocation(), isa_and_nonnull<CXXRecordDecl>(Owner)
                                               ? DiagId::KernelClassScope
                                               : DiagId::LocalTypeInKernel)
          << (Unspellable ? Unspellable->getNameAsString() : "")
          << (Owner ? Owner->getNameAsString() : "");
      return false;
    }
  // The class named as a qualifier (`Reducer<TileSize>::tile_size`): the
  // kernel is its friend, after it, as for the body's.
  for (const Expr *E : DomainExprs) {
    BodyScan Names(TC.SM, SourceRange());
    Names.TraverseStmt(const_cast<Expr *>(E));
    for (const BodyScan::ClassQualifier &Q : Names.ClassQualifiers)
      for (const DeclContext *DC = Enclosing; DC; DC = DC->getParent())
        if (DC == Q.Class)
          DomainMemberRefs.push_back(
              {Q.Name.getBegin(), Q.Class, Q.Class->getNameAsString(), false});
  }
  if (DomainExprs.size() != Domain.Args.size())
    DomainExprs.clear();
  Refs.insert(Refs.end(), DomainMemberRefs.begin(), DomainMemberRefs.end());
  return true;
}

/// A static member function or data member, an enumerator or a nested type
/// of the class the call is in: the kernel at namespace scope names it
/// through its class and is the class's friend (private members included).
/// A parameter whose type is one of the class's likewise puts the kernel
/// after the class.
bool Planner::planClassAccess() {
  std::vector<BodyScan::MemberRef> Refs = Scan.ClassMemberRefs;
  Refs.insert(Refs.end(), LocalMemberRefs.begin(), LocalMemberRefs.end());
  if (const auto *OuterClass = dyn_cast<CXXRecordDecl>(Out.Outer))
    for (const KernelParam &P : Plan.Params)
      if (P.Declaration.find(spellClass(OuterClass, Ctx) + "::") !=
          std::string::npos)
        Refs.push_back({Lambda.getBeginLoc(), OuterClass,
                        OuterClass->getNameAsString(), true});
  if (!planDomainNames(Refs))
    return false;
  for (const BodyScan::ClassQualifier &Q : Scan.ClassQualifiers)
    for (const DeclContext *DC = Enclosing; DC; DC = DC->getParent())
      if (DC == Q.Class) {
        Out.OwnQualifiers.push_back(Q);
        Refs.push_back(
            {Q.Name.getBegin(), Q.Class, Q.Class->getNameAsString(), false});
        break;
      }
  if (Refs.empty())
    return true;
  Out.Access = classAccess(Enclosing, Out.Outer, TC);
  if (!Out.Access) {
    TC.report(Refs.front().Loc, DiagId::KernelClassScope)
        << Refs.front().Name << Refs.front().Owner->getNameAsString();
    return false;
  }
  Plan.Friend = true;
  Out.BodyMemberRefs = Scan.ClassMemberRefs;
  return true;
}

/// The index type's arguments as they read at namespace scope.
void Planner::spellDomain() {
  if (DomainExprs.empty())
    return;
  const NamedDecl *Unspellable = nullptr;
  auto Qualify = [&](const BodyScan::MemberRef &Ref) {
    return memberQualifier(Ref, *Out.Access, TC, Ctx);
  };
  Domain.Args.clear();
  for (const Expr *E : DomainExprs)
    Domain.Args.push_back(
        *spellAtNamespaceScope(*E, TC, Ctx, Qualify, Unspellable));
  Domain.Spelled = true;
}

/// The template parameters in scope, the unnamed capture types', and, for
/// a kernel declared before its class, the class's.
void Planner::planTemplates() {
  auto TemplateParams = enclosingTemplateParameters(Enclosing, TC);
  TemplateParams.insert(TemplateParams.end(), UnnamedTypes.begin(),
                        UnnamedTypes.end());
  for (auto &[Decl, Arg] : TemplateParams) {
    Plan.TemplateDecls.push_back(Decl);
    Plan.TemplateArgs.push_back(Arg);
    Plan.TemplateNames.push_back(Arg);
  }
  // Declared before its class, the kernel cannot name the class's types
  // in its parameters yet: a class template is declared before it; a
  // class takes the kernel's template parameter that stands for it.
  if (Out.Access && Out.Access->DefinedAfter) {
    nameClassBeforeIt(*Out.Access->DefinedAfter, Plan.Params, Domain.Args,
                      Plan.TemplateDecls, Plan.TemplateArgs,
                      Plan.ClassDeclaration, TC, Ctx);
    Plan.DefinedAfterClass = Out.Access->DefinedAfter->getNameAsString();
  }
  // A parameter of a type that depends on the kernel's template parameters
  // is bound through `.template as<T>()`.
  if (!Plan.TemplateDecls.empty())
    for (KernelParam &P : Plan.Params)
      if (size_t At = P.Binding.find(".as<"); At != std::string::npos)
        P.Binding.replace(At, 4, ".template as<");
}

/// What the kernel says before the body, and the comments' place.
void Planner::planPrologue() {
  Plan.Usings = scopeUsings(Lambda, TC, Ctx);
  for (const DeclStmt *DS : Locals) {
    CharSourceRange Range =
        CharSourceRange::getTokenRange(DS->getSourceRange());
    std::string Text = TC.text(Range).str();
    // The class's members it names, qualified as in the body (last first,
    // so that the offsets stay valid).
    unsigned Begin = TC.offset(Range.getBegin());
    if (Out.Access)
      for (const BodyScan::MemberRef &Ref : llvm::reverse(LocalMemberRefs))
        if (unsigned At = TC.offset(Ref.Loc);
            At >= Begin && At - Begin <= Text.size())
          Text.insert(At - Begin, memberQualifier(Ref, *Out.Access, TC, Ctx));
    Plan.Locals.push_back(Text);
  }
  Plan.IndexName = IndexParam->getNameAsString();
  if (Plan.IndexName.empty())
    Plan.IndexName = "amp_index";
  QualType IndexType = IndexParam->getType().getNonReferenceType();
  // As written, unless its arguments name what the kernel at namespace
  // scope does not see (a class's `tiled_index<TS>`): then as the domain.
  Plan.IndexFromDomain =
      Domain.Spelled ||
      (!Domain.Dependent && argsHiddenAtNamespaceScope(*IndexParam, Ctx));
  Plan.IndexConst = IndexType.isConstQualified();
  if (!Plan.IndexFromDomain)
    Plan.IndexAsWritten = spellDeclaration(IndexType, Plan.IndexName, Ctx);
  Plan.MacroDefinitions = localMacroDefinitions(Lambda, *Out.Outer, TC);
  Plan.IndentStep = indentStep(Enclosing, TC);
  Plan.KernelTypeDeduced = Ctx.getLangOpts().CPlusPlus17;
  PresumedLoc Where = TC.SM.getPresumedLoc(Launch.Call->getBeginLoc());
  Plan.CallAt = llvm::sys::path::filename(Where.getFilename()).str() + ":" +
                std::to_string(Where.getLine());
}

/// The class, and the classes around it whose members the kernel names.
void Planner::planFriends() {
  if (!Out.Access)
    return;
  llvm::SetVector<const CXXRecordDecl *> Friends;
  Friends.insert(Out.Access->Class);
  for (const auto *Refs :
       {&Scan.ClassMemberRefs, &LocalMemberRefs, &DomainMemberRefs})
    for (const BodyScan::MemberRef &Ref : *Refs)
      for (const DeclContext *DC = Out.Access->Class; DC; DC = DC->getParent())
        if (DC == Ref.Owner &&
            TC.isRewritable(Ref.Owner->getBraceRange().getEnd()))
          Friends.insert(Ref.Owner);
  for (const BodyScan::ClassQualifier &Q : Out.OwnQualifiers)
    if (TC.isRewritable(Q.Class->getBraceRange().getEnd()))
      Friends.insert(Q.Class);
  Out.Friends.assign(Friends.begin(), Friends.end());
}

/// The friend declarations go into their classes, which may come before a
/// declaration that the kernel's signature names: Microsoft's histogram
/// sample declares its class in a header and, in its source after the
/// include, the tile size its kernel's `tiled_index` names. The class
/// cannot see it, so the domain is written as its values there; a
/// parameter type declared after the class has no such spelling.
bool Planner::planFriendSignature() {
  for (const CXXRecordDecl *RD : Out.Friends) {
    SourceLocation Close = RD->getBraceRange().getEnd();
    if (declaredAfter(IndexParam->getTypeSourceInfo()->getTypeLoc(), Close,
                      TC.SM) &&
        !Domain.Dependent) {
      Domain.Args = DomainValues;
      Domain.Spelled = false;
      DomainExprs.clear();
    }
    const NamedDecl *Later = nullptr;
    if (Domain.Dependent)
      Later = declaredAfter(IndexParam->getTypeSourceInfo()->getTypeLoc(),
                            Close, TC.SM);
    for (const VarDecl *V : Captured)
      if (!Later && V->getTypeSourceInfo())
        Later =
            declaredAfter(V->getTypeSourceInfo()->getTypeLoc(), Close, TC.SM);
    if (Later) {
      TC.report(Launch.Call->getBeginLoc(), DiagId::KernelFriendNamesLater)
          << Later->getNameAsString() << RD->getNameAsString();
      return false;
    }
  }
  return true;
}

std::optional<PlannedKernel> planKernel(const KernelLaunch &Launch,
                                        TranslationContext &TC,
                                        LocalClassHoister &Hoister,
                                        ASTContext &Ctx) {
  return Planner(Launch, TC, Hoister, Ctx).plan();
}

} // namespace amp2hip
