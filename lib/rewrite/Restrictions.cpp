//===- Restrictions.cpp ---------------------------------------------------===//

#include "rewrite/Restrictions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"

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

/// Whether one call could have \p A and \p B both among its candidates by
/// the number of its arguments. amp-algorithms' `pair(const T1 &, const T2
/// &) restrict(amp)` and `template <...> pair(const std::pair<U1, U2> &)
/// restrict(cpu)` never meet: hidden from the device pass, the second was
/// missing from the host code nvcc checks there too.
static bool takeOneArgumentCount(const FunctionDecl &A, const FunctionDecl &B) {
  auto Most = [](const FunctionDecl &F) {
    return F.isVariadic() ? ~0u : F.getNumParams();
  };
  return A.getMinRequiredArguments() <= Most(B) &&
         B.getMinRequiredArguments() <= Most(A);
}

RestrictionTwin restrictionTwin(const FunctionDecl &FD, ASTContext &Ctx) {
  RestrictionTwin None;
  bool Host = isHostOnly(FD), Device = isDeviceOnly(FD);
  if ((!Host && !Device) || FD.isImplicit() || !FD.getDeclName())
    return None;
  // Beside the same parameters, a template on one side and a plain function
  // on the other count too: nvcc ranks overloads without regard to
  // execution space and prefers the plain function, so a restrict(cpu,amp)
  // caller of amptest's `isnan(T) restrict(cpu)` / `isnan(float)
  // restrict(amp)` would pick the device one on the host. Other overloads
  // are left visible to both passes: device-only callers are compiled in the
  // host pass too and must find them.
  RestrictionTwin T;
  const DeclContext *DC = FD.getDeclContext()->getRedeclContext();
  for (const NamedDecl *ND : DC->lookup(FD.getDeclName())) {
    const auto *Other = dyn_cast<FunctionDecl>(ND);
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(ND))
      Other = FT->getTemplatedDecl();
    if (!Other || Other->getCanonicalDecl() == FD.getCanonicalDecl() ||
        Other->isImplicit())
      continue;
    if (!(Host ? isDeviceOnly(*Other) : isHostOnly(*Other)))
      continue;
    // A C library function the program redeclares (f2c's `double
    // sqrt(doublereal);` in a function of the reference BLAS) pairs with
    // the device overload of the compiler's own headers there as here.
    if (Host && Ctx.getSourceManager().isInSystemHeader(Other->getLocation()))
      continue;
    bool Same = sameParameters(FD, *Other, Ctx);
    bool TemplateAgainstPlain =
        static_cast<bool>(FD.getDescribedFunctionTemplate()) !=
            isa<FunctionTemplateDecl>(ND) &&
        takeOneArgumentCount(FD, *Other);
    if (!Same && !TemplateAgainstPlain)
      continue;
    T.Side = Device ? RestrictionTwin::Amp : RestrictionTwin::Cpu;
    if (Same && Ctx.hasSameType(FD.getReturnType(), Other->getReturnType())) {
      T.SameSignature = true;
      T.Other = Other;
    }
  }
  return T.Side == RestrictionTwin::None ? None : T;
}

bool losesToHostDeviceTemplate(const FunctionDecl &FD) {
  // A virtual function hidden from a pass would change the class's layout.
  const auto *MD = dyn_cast<CXXMethodDecl>(&FD);
  if (!isDeviceOnly(FD) || FD.getDescribedFunctionTemplate() ||
      FD.isImplicit() || !FD.getDeclName() || (MD && MD->isVirtual()))
    return false;
  const DeclContext *DC = FD.getDeclContext()->getRedeclContext();
  for (const NamedDecl *ND : DC->lookup(FD.getDeclName()))
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(ND)) {
      const FunctionDecl *Other = FT->getTemplatedDecl();
      if (!Other->isImplicit() && !isHostOnly(*Other) &&
          !isDeviceOnly(*Other) && takeOneArgumentCount(FD, *Other))
        return true;
    }
  return false;
}

} // namespace amp2hip
