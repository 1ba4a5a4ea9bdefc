//===- NvccOverloads.cpp --------------------------------------------------===//

#include "rewrite/NvccOverloads.h"
#include "rewrite/Restrictions.h"
#include "rewrite/TypeSpelling.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Overload.h"
#include "clang/Sema/Sema.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void NvccOverloads::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(unless(isInTemplateInstantiation())).bind("call"),
                    this);
  Finder.addMatcher(
      cxxConstructExpr(unless(isInTemplateInstantiation())).bind("construct"),
      this);
  Finder.addMatcher(classTemplateSpecializationDecl().bind("instance"), this);
  Finder.addMatcher(typeLoc(loc(decltypeType())).bind("decltype"), this);
}

void NvccOverloads::run(const MatchFinder::MatchResult &Result) {
  if (const auto *E = Result.Nodes.getNodeAs<CallExpr>("call"))
    checkCall(*E);
  if (const auto *E = Result.Nodes.getNodeAs<CXXConstructExpr>("construct"))
    checkConstruct(*E, *Result.Context);
  if (const auto *Spec =
          Result.Nodes.getNodeAs<ClassTemplateSpecializationDecl>("instance"))
    checkInstantiation(*Spec);
  if (const auto *TL = Result.Nodes.getNodeAs<TypeLoc>("decltype"))
    if (auto Decltype = TL->getAs<DecltypeTypeLoc>())
      spellDecltype(Decltype, *Result.Context);
}

//===----------------------------------------------------------------------===//
// The overloads nvcc sees
//===----------------------------------------------------------------------===//

enum class Side { Cpu, Amp, Both };
static Side sideOf(const FunctionDecl &FD) {
  return isHostOnly(FD) ? Side::Cpu : isDeviceOnly(FD) ? Side::Amp : Side::Both;
}

/// The function template a specialization comes from, or the function.
static const Decl *origin(const FunctionDecl &FD) {
  if (const FunctionTemplateDecl *T = FD.getPrimaryTemplate())
    return T->getCanonicalDecl();
  return FD.getCanonicalDecl();
}

/// The declarations of \p FD's name in its scope (the class for members and
/// constructors).
static DeclContext::lookup_result overloadsOf(const FunctionDecl &FD) {
  return FD.getDeclContext()->getRedeclContext()->lookup(FD.getDeclName());
}

/// A written overload of \p FD's name whose restriction is not \p FD's: an
/// overload on restriction, which nvcc does not know. The common case (none)
/// costs this lookup.
static bool hasOverloadOnRestriction(const FunctionDecl &FD) {
  Side Own = sideOf(FD);
  for (const NamedDecl *ND : overloadsOf(FD)) {
    const FunctionDecl *Other = ND->getAsFunction();
    if (Other && !Other->isImplicit() && sideOf(*Other) != Own)
      return true;
  }
  return false;
}

/// The RestrictRewriter keeps a pair that differs only in restriction (the
/// same parameters, or a template against a plain function) to one
/// compilation pass each: nvcc never sees the two together.
static bool passTwin(const FunctionDecl &A, const FunctionDecl &B,
                     const ASTContext &Ctx) {
  bool Opposite =
      (isHostOnly(A) && isDeviceOnly(B)) || (isDeviceOnly(A) && isHostOnly(B));
  bool TemplateAgainstPlain =
      static_cast<bool>(A.getDescribedFunctionTemplate()) !=
      static_cast<bool>(B.getDescribedFunctionTemplate());
  return Opposite && (TemplateAgainstPlain || sameParameters(A, B, Ctx));
}

/// `f(int &)` as a user reads it.
static std::string signature(const FunctionDecl &FD) {
  PrintingPolicy Policy(FD.getASTContext().getLangOpts());
  Policy.SuppressTagKeyword = true;
  std::string Out = FD.getNameAsString() + "(";
  for (unsigned I = 0; I < FD.getNumParams(); ++I)
    Out += (I ? ", " : "") + FD.getParamDecl(I)->getType().getAsString(Policy);
  return Out + ")";
}

static const char *restrictionWords(const FunctionDecl &FD) {
  switch (sideOf(FD)) {
  case Side::Cpu:
    return "restrict(cpu)";
  case Side::Amp:
    return "restrict(amp)";
  case Side::Both:
    break;
  }
  return "restrict(cpu, amp)";
}

/// An argument as the user wrote it: the conversions the chosen function's
/// parameter needed (casts, temporaries, a converting constructor or
/// conversion function) are left out, as nvcc meets them.
static Expr *asWritten(Expr *E) {
  while (true) {
    E = E->IgnoreImplicitAsWritten();
    const auto *Construct = dyn_cast<CXXConstructExpr>(E);
    if (!Construct || isa<CXXTemporaryObjectExpr>(Construct) ||
        Construct->getNumArgs() == 0 || Construct->isListInitialization() ||
        Construct->getParenOrBraceRange().isValid())
      return E;
    E = const_cast<Expr *>(Construct->getArg(0));
  }
}

static void addWrittenArguments(llvm::ArrayRef<const Expr *> Args,
                                llvm::SmallVectorImpl<Expr *> &Out) {
  for (const Expr *A : Args)
    if (!isa<CXXDefaultArgExpr>(A))
      Out.push_back(asWritten(const_cast<Expr *>(A)));
}

const FunctionDecl *NvccOverloads::nvccChoice(const Call &C,
                                              llvm::ArrayRef<Expr *> Args,
                                              bool &Viable) {
  Sema &S = CI.getSema();
  ASTContext &Ctx = S.getASTContext();
  // Sema without CUDA ranks as nvcc does: no candidate is left out, or
  // ranked lower, for its execution space. Nothing it finds is reported,
  // and what its template deduction instantiates stays in SFINAE.
  LangOptions &Lang = CI.getLangOpts();
  unsigned WasCuda = Lang.CUDA;
  Lang.CUDA = 0;
  DiagnosticsEngine &Diags = S.getDiagnostics();
  bool WasSuppressed = Diags.getSuppressAllDiagnostics();
  Diags.setSuppressAllDiagnostics(true);
  const FunctionDecl *Best = nullptr;
  Viable = false;
  {
    Sema::SFINAETrap Trap(S);
    OverloadCandidateSet Set(C.Loc, OverloadCandidateSet::CSK_Normal);
    QualType ObjectType;
    Expr::Classification Class = Expr::Classification::makeSimpleLValue();
    if (C.Object) {
      ObjectType = C.Object->getType();
      if (C.ObjectIsPointer)
        ObjectType = ObjectType->getPointeeType();
      else
        Class = C.Object->Classify(Ctx);
    }
    for (NamedDecl *ND : overloadsOf(*C.Chosen)) {
      FunctionDecl *FD = ND->getAsFunction();
      if (!FD || (origin(*FD) != origin(*C.Chosen) &&
                  passTwin(*FD, *C.Chosen->getCanonicalDecl(), Ctx)))
        continue;
      if (const auto *Chosen = C.Chosen->getPrimaryTemplate())
        if (origin(*FD) != origin(*C.Chosen) &&
            passTwin(*FD, *Chosen->getTemplatedDecl(), Ctx))
          continue;
      DeclAccessPair Found = DeclAccessPair::make(ND, AS_public);
      if (isa<CXXMethodDecl>(FD) && !isa<CXXConstructorDecl>(FD))
        S.AddMethodCandidate(Found, ObjectType, Class, Args, Set);
      else if (auto *T = dyn_cast<FunctionTemplateDecl>(ND))
        S.AddTemplateOverloadCandidate(T, Found, nullptr, Args, Set);
      else
        S.AddOverloadCandidate(FD, Found, Args, Set);
    }
    OverloadCandidateSet::iterator It;
    switch (Set.BestViableFunction(S, C.Loc, It)) {
    case OR_Success:
      Viable = true;
      Best = It->Function;
      break;
    case OR_Ambiguous:
      Viable = true;
      break;
    default:
      break;
    }
  }
  Diags.setSuppressAllDiagnostics(WasSuppressed);
  Lang.CUDA = WasCuda;
  return Best;
}

/// The value an argument cast to \p Param gives: an lvalue of the referred
/// type for an lvalue reference, an xvalue for an rvalue one, else a prvalue.
static ExprValueKind castKind(QualType Param) {
  if (Param->isLValueReferenceType())
    return VK_LValue;
  return Param->isRValueReferenceType() ? VK_XValue : VK_PRValue;
}

NvccOverloads::Verdict NvccOverloads::judge(const Call &C,
                                            const FunctionDecl *&Other) {
  Other = nullptr;
  bool Viable;
  const FunctionDecl *Best = nvccChoice(C, C.Args, Viable);
  // No viable candidate: the arguments are not modelled well enough to know
  // what nvcc says, and nothing is claimed.
  if (!Viable || (Best && origin(*Best) == origin(*C.Chosen)))
    return Verdict::Same;
  Other = Best;
  if (C.Chosen->isVariadic() || C.Args.size() > C.Chosen->getNumParams())
    return Verdict::Other;
  ASTContext &Ctx = C.Chosen->getASTContext();
  llvm::SmallVector<Expr *, 4> Cast;
  for (size_t I = 0; I < C.Args.size(); ++I) {
    QualType Param = C.Chosen->getParamDecl(I)->getType();
    Cast.push_back(new (Ctx) OpaqueValueExpr(C.Loc, Param.getNonReferenceType(),
                                             castKind(Param)));
  }
  const FunctionDecl *AfterCast = nvccChoice(C, Cast, Viable);
  return AfterCast && origin(*AfterCast) == origin(*C.Chosen) ? Verdict::Cast
                                                              : Verdict::Other;
}

//===----------------------------------------------------------------------===//
// Calls and constructions
//===----------------------------------------------------------------------===//

void NvccOverloads::checkCall(const CallExpr &E) {
  const FunctionDecl *Callee = E.getDirectCallee();
  if (!Callee || !hasOverloadOnRestriction(*Callee))
    return;
  Call C;
  C.Chosen = Callee;
  C.Loc = E.getExprLoc();
  llvm::ArrayRef<const Expr *> Args(E.getArgs(), E.getNumArgs());
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(&E)) {
    C.Object = Member->getImplicitObjectArgument()->IgnoreImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(Member->getCallee()))
      C.ObjectIsPointer = ME->isArrow();
  } else if (isa<CXXOperatorCallExpr>(E) && isa<CXXMethodDecl>(Callee) &&
             !Args.empty()) {
    C.Object = Args.front()->IgnoreImpCasts();
    Args = Args.drop_front();
  }
  addWrittenArguments(Args, C.Args);
  settle(C);
}

void NvccOverloads::settle(const Call &C) {
  const FunctionDecl *Other;
  switch (judge(C, Other)) {
  case Verdict::Same:
    return;
  case Verdict::Cast:
    if (castArguments(C))
      return;
    [[fallthrough]];
  case Verdict::Other:
    reportOther(C, Other, C.Loc);
    return;
  }
}

/// True when \p E is part of an implicitly defined function (a copy
/// constructor's copy of a member): checkImplicit follows those from the
/// user's construction.
static bool inImplicitFunction(const Expr &E, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(E);
  while (!Parents.empty()) {
    if (const auto *FD = Parents[0].get<FunctionDecl>())
      return FD->isImplicit();
    if (Parents[0].get<Decl>())
      return false;
    Parents = Ctx.getParents(Parents[0]);
  }
  return false;
}

void NvccOverloads::checkConstruct(const CXXConstructExpr &E, ASTContext &Ctx) {
  const CXXConstructorDecl *Ctor = E.getConstructor();
  if (!Ctor)
    return;
  bool Implicit = Ctor->isImplicit();
  if ((Implicit ? ImplicitSeen.contains(Ctor)
                : !hasOverloadOnRestriction(*Ctor)) ||
      inImplicitFunction(E, Ctx))
    return;
  if (Implicit) {
    checkImplicit(*Ctor, E.getBeginLoc());
    return;
  }
  Call C;
  C.Chosen = Ctor;
  C.Loc = E.getBeginLoc();
  addWrittenArguments({E.getArgs(), E.getNumArgs()}, C.Args);
  settle(C);
}

void NvccOverloads::checkImplicit(const CXXConstructorDecl &Ctor,
                                  SourceLocation User) {
  // An implicitly defined constructor has no text to rewrite: a base's or
  // member's construction nvcc resolves otherwise makes it deleted there
  // (an ambiguous copy) or a wrong-side call. Said once, at the first use.
  if (!Ctor.isDefined() || !ImplicitSeen.insert(&Ctor).second)
    return;
  for (const CXXCtorInitializer *Init : Ctor.inits()) {
    const auto *E = dyn_cast_or_null<CXXConstructExpr>(
        Init->getInit() ? Init->getInit()->IgnoreImplicit() : nullptr);
    if (!E || !E->getConstructor())
      continue;
    if (E->getConstructor()->isImplicit()) {
      checkImplicit(*E->getConstructor(), User);
      continue;
    }
    if (!hasOverloadOnRestriction(*E->getConstructor()))
      continue;
    Call C;
    C.Chosen = E->getConstructor();
    C.Loc =
        Init->getSourceLocation().isValid() ? Init->getSourceLocation() : User;
    addWrittenArguments({E->getArgs(), E->getNumArgs()}, C.Args);
    const FunctionDecl *Other;
    if (judge(C, Other) != Verdict::Same) {
      reportOther(C, Other, User);
      TC.note(Ctor.getParent()->getLocation(),
              "in the implicitly defined constructor of '" +
                  Ctor.getParent()->getNameAsString() + "'");
    }
  }
}

bool NvccOverloads::castArguments(const Call &C) {
  ASTContext &Ctx = C.Chosen->getASTContext();
  SourceManager &SM = TC.SM;
  struct Edit {
    CharSourceRange Range;
    std::string Type;
  };
  llvm::SmallVector<Edit, 4> Edits;
  for (size_t I = 0; I < C.Args.size(); ++I) {
    QualType Param = C.Chosen->getParamDecl(I)->getType();
    const Expr *Arg = C.Args[I];
    if (Ctx.hasSameType(Arg->getType(), Param.getNonReferenceType()) &&
        Arg->getValueKind() == castKind(Param))
      continue;
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Arg->getSourceRange()), SM,
        Ctx.getLangOpts());
    if (Range.isInvalid() ||
        !TC.isRewritableFile(SM.getFileID(Range.getBegin()))) {
      // In a macro, or in text that is not translated: no edit is safe.
      return false;
    }
    Edits.push_back({Range, spellType(Param, Ctx)});
  }
  for (const Edit &E : Edits) {
    TC.insert(E.Range.getBegin(), "static_cast<" + E.Type + ">(");
    TC.insert(E.Range.getEnd(), ")");
  }
  return true;
}

void NvccOverloads::reportOther(const Call &C, const FunctionDecl *Other,
                                SourceLocation At) {
  TC.report(At, DiagId::NvccOverloadChoice)
      << signature(*C.Chosen) << restrictionWords(*C.Chosen) << (Other ? 0 : 1)
      << (Other ? signature(*Other) : std::string());
  TC.note(C.Chosen->getLocation(), "C++ AMP's choice is declared here");
  if (Other)
    TC.note(Other->getLocation(), std::string("nvcc's choice, ") +
                                      restrictionWords(*Other) +
                                      ", is declared here");
}

//===----------------------------------------------------------------------===//
// decltype of a call each compilation pass resolves its own way
//===----------------------------------------------------------------------===//

/// True when \p E calls a function whose overload on restriction alone
/// returns another type: the RestrictRewriter gives each compilation pass
/// one of the two, so nvcc's host pass gives amp code the restrict(cpu)
/// one's type, and its device pass CPU code the restrict(amp) one's.
static bool callsPassTwinOfOtherType(const Stmt *S, const ASTContext &Ctx) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *FD = dyn_cast<FunctionDecl>(Ref->getDecl()))
      for (const NamedDecl *ND : overloadsOf(*FD))
        if (const FunctionDecl *Other = ND->getAsFunction();
            Other && origin(*Other) != origin(*FD) &&
            passTwin(*FD, *Other, Ctx) &&
            !Ctx.hasSameType(FD->getReturnType(), Other->getReturnType()))
          return true;
  for (const Stmt *Child : S->children())
    if (callsPassTwinOfOtherType(Child, Ctx))
      return true;
  return false;
}

void NvccOverloads::spellDecltype(DecltypeTypeLoc TL, ASTContext &Ctx) {
  const Expr *E = TL.getUnderlyingExpr();
  QualType T = TL.getTypePtr()->getUnderlyingType();
  if (!E || T.isNull() || T->isDependentType() ||
      !callsPassTwinOfOtherType(E, Ctx))
    return;
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(TL.getSourceRange()), TC.SM,
      Ctx.getLangOpts());
  if (Range.isInvalid() ||
      !TC.isRewritableFile(TC.SM.getFileID(Range.getBegin())) ||
      !SpelledDecltypes.insert(Range.getBegin()).second)
    return;
  // The type C++ AMP gives it, spelled: the same in both passes.
  TC.replace(Range, spellType(T, Ctx));
}

//===----------------------------------------------------------------------===//
// Class templates whose members collide once instantiated
//===----------------------------------------------------------------------===//

/// The member of the class template \p M was instantiated from.
static const FunctionDecl &pattern(const CXXMethodDecl &M) {
  if (const FunctionDecl *P = M.getTemplateInstantiationPattern())
    return *P;
  if (const FunctionDecl *P = M.getInstantiatedFromMemberFunction())
    return *P;
  return M;
}

void NvccOverloads::checkInstantiation(
    const ClassTemplateSpecializationDecl &Spec) {
  if (Spec.getSpecializationKind() != TSK_ImplicitInstantiation &&
      Spec.getSpecializationKind() != TSK_ExplicitInstantiationDefinition)
    return;
  const ASTContext &Ctx = Spec.getASTContext();
  for (const CXXMethodDecl *Cpu : Spec.methods()) {
    if (Cpu->isImplicit() || !isHostOnly(*Cpu))
      continue;
    for (const NamedDecl *ND : Spec.lookup(Cpu->getDeclName())) {
      const auto *Amp = dyn_cast<CXXMethodDecl>(ND);
      if (!Amp || Amp->isImplicit() || !isDeviceOnly(*Amp) ||
          !sameParameters(*Cpu, *Amp, Ctx))
        continue;
      // Alike in the template already: the RestrictRewriter gives each
      // compilation pass its own side.
      const FunctionDecl &CpuPattern = pattern(*Cpu),
                         &AmpPattern = pattern(*Amp);
      if (CpuPattern.getDeclName() == AmpPattern.getDeclName() &&
          sameParameters(CpuPattern, AmpPattern, Ctx))
        continue;
      TC.report(Spec.getPointOfInstantiation(),
                DiagId::InstantiatedRestrictionOverloads)
          << Spec.getTypeForDecl()->getCanonicalTypeInternal().getAsString(
                 Ctx.getPrintingPolicy())
          << signature(*Cpu);
      TC.note(CpuPattern.getLocation(), "the restrict(cpu) member");
      TC.note(AmpPattern.getLocation(), "the restrict(amp) member");
      return; // once per instantiation
    }
  }
}

} // namespace amp2hip
