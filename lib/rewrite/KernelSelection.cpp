//===- KernelSelection.cpp -----------------------------------------------===//

#include "rewrite/KernelSelection.h"
#include "foundation/KernelLaunch.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

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
const VarDecl *namedLocal(const Expr *E) {
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

const DeclStmt *declaringStmt(const Decl *D, ASTContext &Ctx) {
  for (const DynTypedNode &Parent : Ctx.getParents(*D))
    if (const auto *DS = Parent.get<DeclStmt>())
      return DS;
  return nullptr;
}

} // namespace amp2hip
