//===- Uniformity.cpp -----------------------------------------------------===//

#include "check/Uniformity.h"

#include "check/Kernels.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace amp2hip {

static const CXXRecordDecl *classOf(QualType T) {
  return T.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl();
}

bool isTiledIndex(QualType T) {
  const CXXRecordDecl *C = classOf(T);
  return C && C->getName() == "tiled_index";
}

bool isTileStatic(const VarDecl &V) { return V.hasAttr<CUDASharedAttr>(); }

bool isBarrierWait(const CallExpr &Call) {
  const auto *M = dyn_cast<CXXMemberCallExpr>(&Call);
  const CXXMethodDecl *Method = M ? M->getMethodDecl() : nullptr;
  return Method && Method->getParent()->getName() == "tile_barrier" &&
         Method->getName().starts_with("wait");
}

/// Memory that threads share: what one thread reads there at an index of
/// its own may differ from what another reads.
static bool isContainer(QualType T) {
  const CXXRecordDecl *C = classOf(T);
  if (!C)
    return false;
  StringRef N = C->getName();
  return N == "array" || N == "array_view" || N == "texture" ||
         N == "texture_view" || N == "writeonly_texture_view";
}

static Divergence join(Divergence A, Divergence B) { return B.V > A.V ? B : A; }

/// \p D, said to come from \p Where (a condition, for the notes).
static Divergence at(Divergence D, SourceLocation Where) {
  if (D.divergent())
    D.Where = Where;
  return D;
}

struct Uniformity::Exits {
  Divergence Return, Break, Continue;
  void join(const Exits &O) {
    Return = amp2hip::join(Return, O.Return);
    Break = amp2hip::join(Break, O.Break);
    Continue = amp2hip::join(Continue, O.Continue);
  }
};

Divergence Uniformity::load(const Expr *Base, Divergence Index) const {
  // A thread's own array keeps what was stored in it.
  Divergence D = of(Base);
  if (Index.divergent())
    D = join(D, {Variance::Data, Index.Where});
  return D;
}

Divergence Uniformity::of(const Expr *E) const {
  if (!E)
    return {};
  E = E->IgnoreParens();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (isTiledIndex(Ref->getType()))
      return {Variance::Index, Ref->getExprLoc()};
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (!V || isTileStatic(*V))
      return {};
    return Variables.lookup(V);
  }
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    if (isTiledIndex(M->getBase()->getType())) {
      StringRef Name = M->getMemberDecl()->getName();
      if (Name == "local" || Name == "global")
        return {Variance::Index, M->getExprLoc()};
      return {}; // tile, tile_origin, tile_extent, barrier
    }
    return of(M->getBase());
  }
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    return load(A->getBase(), of(A->getIdx()));
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_Deref)
    return load(U->getSubExpr(), {});
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
    OverloadedOperatorKind K = Op->getOperator();
    if ((K == OO_Subscript || K == OO_Call) && Op->getNumArgs() >= 1 &&
        isContainer(Op->getArg(0)->getType())) {
      Divergence Index;
      for (unsigned I = 1; I < Op->getNumArgs(); ++I)
        Index = join(Index, of(Op->getArg(I)));
      return load(Op->getArg(0), Index);
    }
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *Callee = definitionOf(Call->getDirectCallee());
    if (Callee && Analyzed.count(Callee)) {
      Divergence D = Returns.lookup(Callee);
      if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
        D = join(D, of(Member->getImplicitObjectArgument()));
      return D;
    }
    Divergence D;
    for (const Stmt *Child : Call->children())
      D = join(D, of(dyn_cast_or_null<Expr>(Child)));
    // Each thread gets its own old value.
    if (const FunctionDecl *F = Call->getDirectCallee();
        F && F->getIdentifier() && F->getName().starts_with("atomic_"))
      D = join(D, {Variance::Data, Call->getExprLoc()});
    return D;
  }
  if (isa<LambdaExpr>(E))
    return {};
  Divergence D;
  for (const Stmt *Child : E->children())
    D = join(D, of(dyn_cast_or_null<Expr>(Child)));
  return D;
}

void Uniformity::walkExpr(const Expr *E, Divergence Control, Visitor *V) const {
  if (!E)
    return;
  if (V)
    V->statement(*E, Control);
  if (isa<LambdaExpr>(E))
    return; // its body runs when it is called: a function of its own
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isLogicalOp()) {
    walkExpr(B->getLHS(), Control, V);
    walkExpr(B->getRHS(),
             join(Control, at(of(B->getLHS()), B->getLHS()->getBeginLoc())), V);
    return;
  }
  if (const auto *C = dyn_cast<AbstractConditionalOperator>(E)) {
    walkExpr(C->getCond(), Control, V);
    Divergence Inner =
        join(Control, at(of(C->getCond()), C->getCond()->getBeginLoc()));
    walkExpr(C->getTrueExpr(), Inner, V);
    walkExpr(C->getFalseExpr(), Inner, V);
    return;
  }
  for (const Stmt *Child : E->children())
    walkExpr(dyn_cast_or_null<Expr>(Child), Control, V);
}

/// The divergence of control inside a construct whose condition is \p Cond.
static Divergence under(const Uniformity &U, Divergence Control,
                        const Expr *Cond) {
  if (!Cond)
    return Control;
  return join(Control, at(U.of(Cond), Cond->getBeginLoc()));
}

Uniformity::Exits Uniformity::walkStmt(const Stmt *S, Divergence Control,
                                       Visitor *V) const {
  if (!S)
    return {};
  if (V)
    V->boundary();
  if (const auto *E = dyn_cast<Expr>(S)) {
    walkExpr(E, Control, V);
    return {};
  }
  if (const auto *Block = dyn_cast<CompoundStmt>(S)) {
    // What follows a return, break or continue taken by some threads only
    // is reached by the others only.
    Exits All;
    Divergence Here = Control;
    for (const Stmt *Child : Block->body()) {
      Exits X = walkStmt(Child, Here, V);
      All.join(X);
      Here = join(join(Here, X.Return), join(X.Break, X.Continue));
    }
    return All;
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    walkStmt(If->getInit(), Control, V);
    walkStmt(If->getConditionVariableDeclStmt(), Control, V);
    walkExpr(If->getCond(), Control, V);
    Divergence Inner = under(*this, Control, If->getCond());
    Exits X = walkStmt(If->getThen(), Inner, V);
    X.join(walkStmt(If->getElse(), Inner, V));
    return X;
  }
  if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    walkStmt(Switch->getInit(), Control, V);
    walkStmt(Switch->getConditionVariableDeclStmt(), Control, V);
    walkExpr(Switch->getCond(), Control, V);
    Exits X = walkStmt(Switch->getBody(),
                       under(*this, Control, Switch->getCond()), V);
    return {X.Return, {}, X.Continue}; // break leaves the switch
  }
  const Stmt *Init = nullptr, *Body = nullptr;
  const Expr *Cond = nullptr, *Inc = nullptr;
  const DeclStmt *CondVar = nullptr;
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    Init = For->getInit();
    CondVar = For->getConditionVariableDeclStmt();
    Cond = For->getCond();
    Inc = For->getInc();
    Body = For->getBody();
  } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
    CondVar = While->getConditionVariableDeclStmt();
    Cond = While->getCond();
    Body = While->getBody();
  } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
    Cond = Do->getCond();
    Body = Do->getBody();
  } else if (const auto *Range = dyn_cast<CXXForRangeStmt>(S)) {
    Init = Range->getInit();
    walkStmt(Range->getRangeStmt(), Control, V);
    walkStmt(Range->getBeginStmt(), Control, V);
    walkStmt(Range->getEndStmt(), Control, V);
    walkStmt(Range->getLoopVarStmt(), Control, V);
    Body = Range->getBody();
  }
  if (Body) {
    walkStmt(Init, Control, V);
    // A loop whose condition differs runs a different number of times in
    // different threads; one that some threads left by break or return
    // runs without them from then on.
    Divergence Inner = under(*this, Control, Cond);
    Exits First = walkStmt(Body, Inner, nullptr);
    Divergence Loop = join(Inner, join(First.Break, First.Return));
    walkStmt(CondVar, Loop, V);
    walkExpr(Cond, Loop, V);
    Exits X = walkStmt(Body, Loop, V);
    walkExpr(Inc, Loop, V);
    return {X.Return, {}, {}};
  }
  if (const auto *Return = dyn_cast<ReturnStmt>(S)) {
    walkExpr(Return->getRetValue(), Control, V);
    if (V)
      V->statement(*S, Control);
    return {Control, {}, {}};
  }
  if (isa<BreakStmt>(S))
    return {{}, Control, {}};
  if (isa<ContinueStmt>(S))
    return {{}, {}, Control};
  if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : Decls->decls())
      if (const auto *Var = dyn_cast<VarDecl>(D)) {
        walkExpr(Var->getInit(), Control, V);
        if (V)
          V->declaration(*Var, Control);
      }
    return {};
  }
  // Labels, case and default labels, attributed statements.
  Exits All;
  for (const Stmt *Child : S->children())
    All.join(walkStmt(Child, Control, V));
  return All;
}

void Uniformity::walk(const FunctionDecl &F, Visitor &V) const {
  walkStmt(F.getBody(), {}, &V);
}

/// Fills the variables', parameters' and returns' variances in.
class Uniformity::Propagator : public Uniformity::Visitor {
public:
  Propagator(Uniformity &U) : U(U) {}
  const FunctionDecl *Current = nullptr;
  bool Changed = false;

  void statement(const Stmt &S, Divergence Control) override {
    if (const auto *Return = dyn_cast<ReturnStmt>(&S)) {
      raise(U.Returns[Current], join(U.of(Return->getRetValue()), Control));
      return;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(&S)) {
      if (B->isAssignmentOp())
        assign(B->getLHS(),
               join(U.of(B->getRHS()), B->isCompoundAssignmentOp()
                                           ? U.of(B->getLHS())
                                           : Divergence()),
               Control);
      return;
    }
    if (const auto *Un = dyn_cast<UnaryOperator>(&S)) {
      if (Un->isIncrementDecrementOp())
        assign(Un->getSubExpr(), U.of(Un->getSubExpr()), Control);
      return;
    }
    if (const auto *Call = dyn_cast<CallExpr>(&S))
      call(*Call, Control);
  }

  void declaration(const VarDecl &V, Divergence Control) override {
    if (!isTileStatic(V) && V.getInit())
      raise(U.Variables[&V], join(U.of(V.getInit()), Control));
  }

private:
  void raise(Divergence &Slot, Divergence D) {
    if (D.V > Slot.V) {
      Slot = D;
      Changed = true;
    }
  }

  /// The variable a store to \p Target changes (the whole of an array or
  /// class); none for shared memory, which assignments do not make differ.
  const VarDecl *stored(const Expr *Target) {
    while (Target) {
      Target = Target->IgnoreParenImpCasts();
      if (const auto *M = dyn_cast<MemberExpr>(Target))
        Target = M->getBase();
      else if (const auto *A = dyn_cast<ArraySubscriptExpr>(Target))
        Target = A->getBase();
      else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Target);
               Op && Op->getOperator() == OO_Subscript)
        Target = Op->getArg(0);
      else
        break;
    }
    const auto *Ref = dyn_cast_or_null<DeclRefExpr>(Target);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || isTileStatic(*V) || isContainer(V->getType()) ||
        isTiledIndex(V->getType()))
      return nullptr;
    return V;
  }

  void assign(const Expr *Target, Divergence Value, Divergence Control) {
    if (const VarDecl *V = stored(Target))
      raise(U.Variables[V], join(Value, Control));
  }

  void call(const CallExpr &Call, Divergence Control) {
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&Call)) {
      if (Op->isAssignmentOp() && Op->getNumArgs() == 2) {
        Divergence Value = U.of(Op->getArg(1));
        if (Op->getOperator() != OO_Equal)
          Value = join(Value, U.of(Op->getArg(0)));
        assign(Op->getArg(0), Value, Control);
        return;
      }
      if (Op->getOperator() == OO_PlusPlus ||
          Op->getOperator() == OO_MinusMinus) {
        assign(Op->getArg(0), U.of(Op->getArg(0)), Control);
        return;
      }
    }
    const FunctionDecl *Callee = Call.getDirectCallee();
    if (!Callee)
      return;
    // A member operator's first argument is the object.
    unsigned Skip =
        isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee) ? 1 : 0;
    const FunctionDecl *Def = definitionOf(Callee);
    bool Analyzed = Def && U.Analyzed.count(Def);
    Divergence All;
    for (const Expr *Arg : Call.arguments())
      All = join(All, U.of(Arg));
    for (unsigned I = Skip; I < Call.getNumArgs(); ++I) {
      unsigned P = I - Skip;
      if (P >= Callee->getNumParams())
        break;
      QualType Type = Callee->getParamDecl(P)->getType();
      if (Analyzed && P < Def->getNumParams())
        raise(U.Variables[Def->getParamDecl(P)], U.of(Call.getArg(I)));
      // What the callee may store through a non-const reference.
      if (Type->isLValueReferenceType() &&
          !Type.getNonReferenceType().isConstQualified())
        assign(Call.getArg(I),
               Analyzed && P < Def->getNumParams()
                   ? U.Variables.lookup(Def->getParamDecl(P))
                   : All,
               Control);
    }
  }

  Uniformity &U;
};

Uniformity::Uniformity(std::vector<const FunctionDecl *> List)
    : Functions(std::move(List)) {
  for (const FunctionDecl *F : Functions)
    Analyzed.insert(F);
  Propagator P(*this);
  // Each round can only raise a variance; a few rounds settle real code.
  for (unsigned Round = 0; Round < 32; ++Round) {
    P.Changed = false;
    for (const FunctionDecl *F : Functions) {
      P.Current = F;
      walkStmt(F->getBody(), {}, &P);
    }
    if (!P.Changed)
      break;
  }
}

} // namespace amp2hip
