//===- RestrictedCodeErrors.h - Clang's errors amp2hip judges ---*- C++ -*-===//
//
// The parse reads restrict(amp) as CUDA's __device__, so Clang's CUDA
// checks report some of C++ AMP's rules. The diagnostics (lib/report) word
// them as C++ AMP does; the retry parse (lib/parse/PermissiveFixes) leaves
// them to the checker.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_RESTRICTEDCODEERRORS_H
#define AMP2HIP_LIB_RESTRICTEDCODEERRORS_H

namespace amp2hip {

/// Clang's errors in restrict(amp) code that amp2hip reports in C++ AMP's
/// words, and judges itself: a `throw` or `try` (AMP2HIP2006), a
/// tile_static initializer (AMP2HIP1009), a reference across restrictions,
/// overlapping restrictions (AMP2HIP2060).
bool isRestrictedCodeError(unsigned DiagID);

} // namespace amp2hip

#endif
