//===- AmpCode.cpp --------------------------------------------------------===//

#include "check/AmpCode.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace amp2hip {

const clang::FunctionDecl *functionOfCode(const clang::Stmt &S,
                                          clang::ASTContext &Ctx) {
  bool InInitCapture = false;
  clang::DynTypedNodeList Parents = Ctx.getParents(S);
  while (!Parents.empty()) {
    const clang::DynTypedNode &P = Parents[0];
    if (const auto *F = P.get<clang::FunctionDecl>())
      return F;
    if (const auto *L = P.get<clang::LambdaExpr>()) {
      if (!InInitCapture)
        return L->getCallOperator();
      InInitCapture = false; // the lambda made here: go on outwards
    }
    if (const auto *V = P.get<clang::VarDecl>(); V && V->isInitCapture())
      InInitCapture = true;
    Parents = Ctx.getParents(P);
  }
  return nullptr;
}

bool isAmpCode(const clang::FunctionDecl *F) {
  if (!F)
    return false;
  const auto *Device = F->getAttr<clang::CUDADeviceAttr>();
  if (Device && (!Device->isImplicit() || F->isImplicit() || F->isDefaulted()))
    return true;
  const auto *Host = F->getAttr<clang::CUDAHostAttr>();
  if (Host && !Host->isImplicit())
    return false; // restrict(cpu), written
  const auto *M = llvm::dyn_cast<clang::CXXMethodDecl>(F);
  if (!M || !(M->getParent()->isLambda() || M->getParent()->isLocalClass()))
    return false;
  const clang::DeclContext *DC = M->getParent()->getDeclContext();
  while (DC && !llvm::isa<clang::FunctionDecl>(DC))
    DC = DC->getParent();
  return isAmpCode(llvm::dyn_cast_or_null<clang::FunctionDecl>(DC));
}

namespace {

/// The special members of one kind (the kind of \p M) that \p Class
/// declares: what the implicit \p M of a class holding a \p Class calls.
llvm::SmallVector<const clang::CXXMethodDecl *, 4>
sameKind(const clang::CXXRecordDecl *Class, const clang::CXXMethodDecl *M) {
  llvm::SmallVector<const clang::CXXMethodDecl *, 4> Found;
  if (llvm::isa<clang::CXXDestructorDecl>(M)) {
    if (const clang::CXXDestructorDecl *D = Class->getDestructor())
      Found.push_back(D);
    return Found;
  }
  const auto *Ctor = llvm::dyn_cast<clang::CXXConstructorDecl>(M);
  for (const clang::CXXMethodDecl *Other : Class->methods()) {
    const auto *OtherCtor = llvm::dyn_cast<clang::CXXConstructorDecl>(Other);
    bool Same = Ctor ? OtherCtor && (Ctor->isDefaultConstructor()
                                         ? OtherCtor->isDefaultConstructor()
                                     : Ctor->isCopyConstructor()
                                         ? OtherCtor->isCopyConstructor()
                                         : OtherCtor->isMoveConstructor())
                : M->isCopyAssignmentOperator()
                    ? Other->isCopyAssignmentOperator()
                    : Other->isMoveAssignmentOperator();
    if (Same)
      Found.push_back(Other);
  }
  return Found;
}

/// C++ AMP's rule for an implicit or defaulted special member: it is
/// restrict(amp) when every base's and member's member of the same kind
/// has an amp overload. (Clang infers one target from the overload its CPU
/// side picks, so a base with both a cpu and an amp operator= makes it
/// cpu-only there.)
bool isImplicitlyAmp(const clang::CXXMethodDecl *M, unsigned Depth = 0) {
  if (Depth > 16)
    return false;
  const clang::CXXRecordDecl *Class = M->getParent();
  llvm::SmallVector<const clang::CXXRecordDecl *, 8> Parts;
  for (const clang::CXXBaseSpecifier &Base : Class->bases())
    Parts.push_back(Base.getType()->getAsCXXRecordDecl());
  for (const clang::FieldDecl *Field : Class->fields())
    Parts.push_back(
        Field->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl());
  for (const clang::CXXRecordDecl *Part : Parts) {
    if (!Part || !(Part = Part->getDefinition()))
      continue;
    auto Members = sameKind(Part, M);
    if (Members.empty())
      continue; // not declared yet: its own parts decide, trivially here
    if (!llvm::any_of(Members, [&](const clang::CXXMethodDecl *Other) {
          return Other->hasAttr<clang::CUDADeviceAttr>() || isAmpCode(Other) ||
                 ((Other->isImplicit() || Other->isDefaulted()) &&
                  isImplicitlyAmp(Other, Depth + 1));
        }))
      return false;
  }
  return true;
}

} // namespace

/// A lambda's call operator without a restriction outside amp code: C++
/// AMP makes it restrict(cpu), while Clang gives every lambda without one
/// an implicit __host__ __device__ (constexpr or not: C++17 makes lambdas
/// constexpr implicitly, and Clang marks them as if written so).
static bool isCpuLambda(const clang::FunctionDecl *F) {
  const auto *M = llvm::dyn_cast<clang::CXXMethodDecl>(F);
  const auto *Device = F->getAttr<clang::CUDADeviceAttr>();
  return M && M->getParent()->isLambda() && Device && Device->isImplicit() &&
         !isAmpCode(F);
}

bool isAmpCallable(const clang::FunctionDecl *F) {
  if (!F || isCpuLambda(F))
    return false;
  if (F->hasAttr<clang::CUDADeviceAttr>() || isAmpCode(F))
    return true;
  const auto *M = llvm::dyn_cast<clang::CXXMethodDecl>(F);
  return M && (M->isImplicit() || M->isDefaulted()) && isImplicitlyAmp(M);
}

std::optional<clang::DiagnosticBuilder>
ViolationReporter::report(clang::SourceLocation Loc, DiagId Id,
                          llvm::StringRef Key) {
  if (Loc.isInvalid())
    return std::nullopt;
  // A macro's body is not the user's line; its use is.
  Loc = TC.SM.getExpansionLoc(Loc);
  if (TC.SM.isInSystemHeader(Loc))
    return std::nullopt;
  if (!Seen.insert({Loc.getRawEncoding(), Id, Key.str()}).second)
    return std::nullopt;
  return TC.report(Loc, Id);
}

} // namespace amp2hip
