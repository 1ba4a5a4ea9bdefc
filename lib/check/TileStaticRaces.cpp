//===- TileStaticRaces.cpp ------------------------------------------------===//

#include "check/TileStaticRaces.h"

#include "check/Kernels.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
#include "llvm/ADT/STLExtras.h"

#include <optional>

using namespace clang;

namespace amp2hip {

namespace {

/// One use of a tile_static variable: the variable, the element's indexes
/// (none for the whole variable) and how it is used.
struct Access {
  const VarDecl *Var = nullptr;
  std::vector<const Expr *> Indexes;
  const Expr *Whole = nullptr; ///< the element or variable as written
  bool Reads = false, Writes = false;
};

/// A write waiting for a barrier.
struct Write {
  Access What;
  Divergence IndexV, Control;
  SourceLocation Loc;
};

} // namespace

class TileStaticRaces::Walker : public Uniformity::Visitor {
public:
  Walker(TileStaticRaces &R, const Uniformity &U, const FunctionDecl &F,
         const llvm::DenseSet<const FunctionDecl *> &Waits)
      : R(R), U(U), F(F), Waits(Waits),
        Parents(const_cast<Stmt *>(F.getBody())) {}

  void boundary() override {
    for (Write &W : Statement)
      Pending.push_back(std::move(W));
    Statement.clear();
  }

  void statement(const Stmt &S, Divergence Control) override {
    if (const auto *Call = dyn_cast<CallExpr>(&S)) {
      const FunctionDecl *Callee = definitionOf(Call->getDirectCallee());
      if (isBarrierWait(*Call) || (Callee && Waits.count(Callee))) {
        Pending.clear();
        Statement.clear();
      }
    }
    checkUpdate(S, Control);
    // A lambda that names it (no capture: a tile_static variable has
    // static storage) may write it whenever it is called: its body is not
    // followed, so it counts as written here.
    if (const auto *Lambda = dyn_cast<LambdaExpr>(&S))
      namedIn(Lambda->getBody());
    const auto *Ref = dyn_cast<DeclRefExpr>(&S);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Var || !isTileStatic(*Var))
      return;
    Access A = access(*Ref, *Var);
    Divergence IndexV = indexVariance(A);
    if (A.Reads)
      read(A, IndexV, Control, Ref->getLocation());
    if (A.Writes) {
      Written.insert(Var);
      Statement.push_back({A, IndexV, Control, Ref->getLocation()});
    }
  }

private:
  /// Counts the tile_static variables that \p S names as written.
  void namedIn(const Stmt *S) {
    if (!S)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
          Var && isTileStatic(*Var))
        Written.insert(Var);
    for (const Stmt *Child : S->children())
      namedIn(Child);
  }

  /// How the variable that \p Ref names is used where it is.
  Access access(const DeclRefExpr &Ref, const VarDecl &Var) {
    Access A;
    A.Var = &Var;
    const Expr *E = &Ref;
    std::vector<const Expr *> Indexes;
    while (true) {
      const Stmt *P = Parents.getParent(E);
      if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(P);
          Cast && Cast->getCastKind() != CK_LValueToRValue) {
        E = Cast;
        continue;
      }
      if (const auto *Paren = dyn_cast_or_null<ParenExpr>(P)) {
        E = Paren;
        continue;
      }
      if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(P);
          Sub &&
          Sub->getBase()->IgnoreParenImpCasts() == E->IgnoreParenImpCasts()) {
        Indexes.push_back(Sub->getIdx());
        E = Sub;
        continue;
      }
      if (const auto *Member = dyn_cast_or_null<MemberExpr>(P)) {
        E = Member;
        continue;
      }
      // `x > 0 ? s[x - 1] : s[x]`: an arm is an lvalue, read or written as
      // the conditional is (its lvalue-to-rvalue conversion is outside).
      if (const auto *Cond = dyn_cast_or_null<AbstractConditionalOperator>(P);
          Cond &&
          Cond->getCond()->IgnoreParenImpCasts() != E->IgnoreParenImpCasts()) {
        E = Cond;
        continue;
      }
      break;
    }
    A.Indexes = std::move(Indexes);
    A.Whole = E;
    const Stmt *P = Parents.getParent(E);
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(P);
        B && B->isAssignmentOp() && B->getLHS() == E) {
      A.Writes = true;
      A.Reads = B->isCompoundAssignmentOp();
    } else if (const auto *Un = dyn_cast_or_null<UnaryOperator>(P)) {
      A.Writes = Un->isIncrementDecrementOp() || Un->getOpcode() == UO_AddrOf;
      A.Reads = Un->getOpcode() != UO_AddrOf;
    } else if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P);
               Op && Op->isAssignmentOp() && Op->getArg(0) == E) {
      A.Writes = true;
      A.Reads = Op->getOperator() != OO_Equal;
    } else if (const auto *Call = dyn_cast_or_null<CallExpr>(P)) {
      // Passed to a function: it may store through a non-const reference
      // or pointer (an atomic, a helper that fills it), and what it reads
      // first is not followed: such an argument counts as written only.
      // A member function called on it may set it: not followed.
      A.Reads = Call->getCallee()->IgnoreParenImpCasts() != E;
      A.Writes = !A.Reads;
      for (unsigned I = 0; I < Call->getNumArgs(); ++I)
        if (Call->getArg(I) == E) {
          const FunctionDecl *Callee = Call->getDirectCallee();
          QualType T = Callee && I < Callee->getNumParams()
                           ? Callee->getParamDecl(I)->getType()
                           : QualType();
          A.Writes =
              T.isNull() || ((T->isReferenceType() || T->isPointerType()) &&
                             !T->getPointeeType().isConstQualified());
          A.Reads = !A.Writes;
        }
    } else if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(P);
               Cast && Cast->getCastKind() == CK_LValueToRValue) {
      A.Reads = true;
    } else {
      // Bound to a reference, copied as a class, its address kept: what
      // happens to it is not followed, so it counts as written.
      A.Writes = true;
    }
    return A;
  }

  Divergence indexVariance(const Access &A) const {
    Divergence D;
    for (const Expr *I : A.Indexes) {
      Divergence V = U.of(I);
      if (V.V > D.V)
        D = V;
    }
    return D;
  }

  /// True when \p A and \p B name the same element the same way.
  bool sameElement(const Access &A, const Access &B) const {
    if (A.Indexes.size() != B.Indexes.size())
      return false;
    for (size_t I = 0; I < A.Indexes.size(); ++I)
      if (!sameExpression(A.Indexes[I]->IgnoreParenImpCasts(),
                          B.Indexes[I]->IgnoreParenImpCasts()))
        return false;
    return true;
  }

  /// True when \p A and \p B are written alike, naming the same
  /// declarations.
  bool sameExpression(const Expr *A, const Expr *B) const {
    llvm::FoldingSetNodeID IdA, IdB;
    A->Profile(IdA, F.getASTContext(), true);
    B->Profile(IdB, F.getASTContext(), true);
    return IdA == IdB;
  }

  void read(const Access &A, Divergence IndexV, Divergence Control,
            SourceLocation Loc) {
    if (!Written.count(A.Var) && A.Var->getParentFunctionOrMethod() == &F) {
      if (R.once(Loc, DiagId::TileStaticReadBeforeWrite))
        R.TC.report(Loc, DiagId::TileStaticReadBeforeWrite) << A.Var->getName();
      Written.insert(A.Var); // once per variable
      return;
    }
    for (const Write &W : Pending) {
      if (W.What.Var != A.Var)
        continue;
      bool OtherElement = W.IndexV.divergent() && !sameElement(W.What, A) &&
                          !readsOwnElement(W.What, A);
      bool FewWriters = W.Control.divergent() && !Control.divergent();
      if (!OtherElement && !FewWriters)
        continue;
      if (R.once(Loc, DiagId::TileStaticReadRace)) {
        R.TC.report(Loc, DiagId::TileStaticReadRace) << A.Var->getName();
        R.TC.note(W.Loc, "written here by another thread of the tile");
      }
      return;
    }
  }

  /// `if (t.local[0] == 0) out = s[0];` after `s[t.local[0]] = ...`: each
  /// thread writes the element of its own local index alone, and the read
  /// is made only by the thread whose own element it is (a reduction's
  /// last step, read by thread 0 with no barrier after it).
  bool readsOwnElement(const Access &Write, const Access &Read) {
    if (Write.Indexes.empty() || Write.Indexes.size() != Read.Indexes.size())
      return false;
    ASTContext &Ctx = F.getASTContext();
    llvm::SmallVector<int, 3> Dims;
    for (size_t I = 0; I < Write.Indexes.size(); ++I) {
      const Expr *Local = localIndex(Write.Indexes[I]);
      std::optional<llvm::APSInt> ReadIndex =
          Read.Indexes[I]->getIntegerConstantExpr(Ctx);
      int Dim = Local ? dimensionOf(Local) : -1;
      if (Dim < 0 || !ReadIndex || llvm::is_contained(Dims, Dim) ||
          !pinnedTo(Read.Whole, Local, *ReadIndex))
        return false;
      Dims.push_back(Dim);
    }
    // Every dimension of the tile names one thread.
    const Expr *Base = localIndex(Write.Indexes[0]);
    return Dims.size() == tileRank(Base);
  }

  /// \p E as `t.local[k]`, the thread's local index in one dimension.
  static const Expr *localIndex(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
    if (!Op || Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2)
      return nullptr;
    const auto *M = dyn_cast<MemberExpr>(Op->getArg(0)->IgnoreParenImpCasts());
    if (!M || M->getMemberDecl()->getName() != "local" ||
        !isTiledIndex(M->getBase()->getType()))
      return nullptr;
    return Op;
  }

  /// The k of `t.local[k]`.
  int dimensionOf(const Expr *Local) const {
    const auto *Op = cast<CXXOperatorCallExpr>(Local);
    std::optional<llvm::APSInt> K =
        Op->getArg(1)->getIntegerConstantExpr(F.getASTContext());
    return K ? static_cast<int>(K->getExtValue()) : -1;
  }

  /// The rank of the tile of `t.local[k]`: that of `t.local`, an index<N>.
  static size_t tileRank(const Expr *Local) {
    const auto *Op = cast<CXXOperatorCallExpr>(Local);
    const auto *M = cast<MemberExpr>(Op->getArg(0)->IgnoreParenImpCasts());
    const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        M->getType().getNonReferenceType()->getAsCXXRecordDecl());
    if (!Spec || Spec->getTemplateArgs().size() != 1 ||
        Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Integral)
      return 0;
    return Spec->getTemplateArgs()[0].getAsIntegral().getZExtValue();
  }

  /// Whether \p E is reached only where `Local == Value` holds: the then
  /// branch of an if whose condition is that comparison or a conjunction
  /// of it.
  bool pinnedTo(const Expr *E, const Expr *Local, const llvm::APSInt &Value) {
    const Stmt *Child = E;
    for (const Stmt *P = Parents.getParent(E); P;
         Child = P, P = Parents.getParent(P)) {
      const auto *If = dyn_cast<IfStmt>(P);
      if (If && If->getThen() == Child &&
          comparesTo(If->getCond(), Local, Value))
        return true;
    }
    return false;
  }

  bool comparesTo(const Expr *Cond, const Expr *Local,
                  const llvm::APSInt &Value) {
    Cond = Cond->IgnoreParenImpCasts();
    const auto *B = dyn_cast<BinaryOperator>(Cond);
    if (!B)
      return false;
    if (B->getOpcode() == BO_LAnd)
      return comparesTo(B->getLHS(), Local, Value) ||
             comparesTo(B->getRHS(), Local, Value);
    if (B->getOpcode() != BO_EQ)
      return false;
    ASTContext &Ctx = F.getASTContext();
    for (auto [Side, Other] : {std::pair(B->getLHS(), B->getRHS()),
                               std::pair(B->getRHS(), B->getLHS())}) {
      const Expr *L = localIndex(Side);
      std::optional<llvm::APSInt> C = Other->getIntegerConstantExpr(Ctx);
      if (!L || !C || llvm::APSInt::compareValues(*C, Value) != 0)
        continue;
      if (sameExpression(L, Local))
        return true;
    }
    return false;
  }

  /// `total += x;`, `++total;`, `total = total + x;`: every thread of the
  /// tile updating the same tile_static element.
  void checkUpdate(const Stmt &S, Divergence Control) {
    if (Control.divergent())
      return;
    const Expr *Target = nullptr, *Value = nullptr;
    if (const auto *B = dyn_cast<BinaryOperator>(&S)) {
      if (B->isCompoundAssignmentOp())
        Target = B->getLHS();
      else if (B->getOpcode() == BO_Assign) {
        Target = B->getLHS();
        Value = B->getRHS();
      }
    } else if (const auto *Un = dyn_cast<UnaryOperator>(&S)) {
      if (Un->isIncrementDecrementOp())
        Target = Un->getSubExpr();
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&S)) {
      if (Op->isAssignmentOp() && Op->getNumArgs() == 2) {
        Target = Op->getArg(0);
        if (Op->getOperator() == OO_Equal)
          Value = Op->getArg(1);
      } else if (Op->getOperator() == OO_PlusPlus ||
                 Op->getOperator() == OO_MinusMinus) {
        Target = Op->getArg(0);
      }
    }
    const Access *T = Target ? element(Target) : nullptr;
    if (!T || indexVariance(*T).divergent())
      return;
    // A plain store is an update only when it reads the same element.
    if (Value && !readsSame(Value, *T))
      return;
    SourceLocation Loc = S.getBeginLoc();
    if (R.once(Loc, DiagId::TileStaticUpdateRace))
      R.TC.report(Loc, DiagId::TileStaticUpdateRace) << T->Var->getName();
  }

  /// The tile_static element \p E names, if it names one.
  const Access *element(const Expr *E) {
    const Expr *Base = E->IgnoreParenImpCasts();
    while (true) {
      if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
        Base = Sub->getBase()->IgnoreParenImpCasts();
      else if (const auto *M = dyn_cast<MemberExpr>(Base))
        Base = M->getBase()->IgnoreParenImpCasts();
      else
        break;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(Base);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Var || !isTileStatic(*Var))
      return nullptr;
    Scratch = access(*Ref, *Var);
    return &Scratch;
  }

  bool readsSame(const Expr *Value, const Access &T) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Value))
      if (Ref->getDecl() == T.Var) {
        Access A = access(*Ref, *T.Var);
        return A.Reads && sameElement(A, T);
      }
    for (const Stmt *Child : Value->children())
      if (const auto *E = dyn_cast_or_null<Expr>(Child); E && readsSame(E, T))
        return true;
    return false;
  }

  TileStaticRaces &R;
  const Uniformity &U;
  const FunctionDecl &F;
  const llvm::DenseSet<const FunctionDecl *> &Waits;
  ParentMap Parents;
  /// Writes since the last barrier, and those of the current statement
  /// (a statement's own reads and writes are not ordered against it).
  std::vector<Write> Pending, Statement;
  llvm::DenseSet<const VarDecl *> Written;
  Access Scratch;
};

bool TileStaticRaces::once(SourceLocation &Loc, DiagId Id) {
  Loc = TC.SM.getExpansionLoc(Loc);
  return !inSystemCode(TC.SM, Loc) &&
         Reported.insert({Loc.getRawEncoding(), static_cast<unsigned>(Id)})
             .second;
}

void TileStaticRaces::check(const Uniformity &U,
                            const llvm::DenseSet<const FunctionDecl *> &Waits) {
  for (const FunctionDecl *F : U.functions()) {
    Walker W(*this, U, *F, Waits);
    U.walk(*F, W);
  }
}

} // namespace amp2hip
