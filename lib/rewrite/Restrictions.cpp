//===- Restrictions.cpp ---------------------------------------------------===//

#include "rewrite/Restrictions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace amp2hip {

bool isHostOnly(const FunctionDecl &FD) {
  const auto *Device = FD.getAttr<CUDADeviceAttr>();
  return !Device || Device->isImplicit();
}

bool isDeviceOnly(const FunctionDecl &FD) {
  const auto *Device = FD.getAttr<CUDADeviceAttr>();
  const auto *Host = FD.getAttr<CUDAHostAttr>();
  return Device && !Device->isImplicit() && (!Host || Host->isImplicit());
}

bool sameParameters(const FunctionDecl &A, const FunctionDecl &B,
                    const ASTContext &Ctx) {
  if (A.getNumParams() != B.getNumParams() ||
      static_cast<bool>(A.getDescribedFunctionTemplate()) !=
          static_cast<bool>(B.getDescribedFunctionTemplate()))
    return false;
  for (unsigned I = 0; I < A.getNumParams(); ++I)
    if (!Ctx.hasSameType(A.getParamDecl(I)->getType(),
                         B.getParamDecl(I)->getType()))
      return false;
  const auto *MA = dyn_cast<CXXMethodDecl>(&A);
  const auto *MB = dyn_cast<CXXMethodDecl>(&B);
  if (static_cast<bool>(MA) != static_cast<bool>(MB))
    return false;
  return !MA || (MA->getMethodQualifiers() == MB->getMethodQualifiers() &&
                 MA->getRefQualifier() == MB->getRefQualifier() &&
                 MA->isStatic() == MB->isStatic());
}

} // namespace amp2hip
