//===- Restrictions.h - a function's restriction, as the parse gave it ----===//
//
// The parse makes restrict(amp) an explicit __device__ attribute and
// restrict(cpu) a __host__ one (or none); attributes Clang inferred
// (implicit) are not the user's restriction. These questions are shared by
// the rewriters that treat overloads on restriction, which nvcc does not
// have (RestrictRewriter, RestrictionTwins, NvccOverloads).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_RESTRICTIONS_H
#define AMP2HIP_LIB_RESTRICTIONS_H

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace amp2hip {

/// Host-only: restrict(cpu), or no restriction at all.
bool isHostOnly(const clang::FunctionDecl &FD);
/// restrict(amp) alone.
bool isDeviceOnly(const clang::FunctionDecl &FD);
/// Same parameters and, for methods, the same qualifiers: C++ would call
/// them one function, C++ AMP and hip-clang two overloads on restriction.
bool sameParameters(const clang::FunctionDecl &A, const clang::FunctionDecl &B,
                    const clang::ASTContext &Ctx);

/// Where a function stands among overloads that differ only in restriction:
/// one side restrict(cpu) or unrestricted, the other restrict(amp).
struct RestrictionTwin {
  enum SideKind { None, Cpu, Amp } Side = None;
  /// The other side has this one's parameters and return type: nvcc would
  /// see one function.
  bool SameSignature = false;
  /// That other side (a declaration of it), when SameSignature.
  const clang::FunctionDecl *Other = nullptr;
};
RestrictionTwin restrictionTwin(const clang::FunctionDecl &FD,
                                clang::ASTContext &Ctx);

/// A plain restrict(amp) function beside a restrict(amp, cpu) function
/// template of its name that one call could also take. C++ AMP's
/// restrict(amp, cpu) code never calls the first (it lacks cpu), and the
/// parse resolves as C++ AMP does (-fgpu-exclude-wrong-side-overloads), but
/// hipcc and nvcc rank without regard to restriction and prefer a plain
/// function to a template: on the host they would call the device one.
/// amp-algorithms' `pair(const T1 &, const T2 &) restrict(amp)` beside
/// `template <...> pair(T1 &&, T2 &&) restrict(amp, cpu)`, which its
/// restrict(cpu, amp) `minmax` calls.
bool losesToHostDeviceTemplate(const clang::FunctionDecl &FD);

} // namespace amp2hip

#endif
