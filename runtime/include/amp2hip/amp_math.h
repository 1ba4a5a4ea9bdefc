// amp2hip runtime: <amp_math.h>, concurrency::fast_math and precise_math.
//
// Device functions forwarding to HIP/CUDA device math: fast_math (float
// only) uses the fast intrinsics where both APIs have one (__expf, __logf,
// __sinf, __cosf, __powf, rsqrtf); precise_math has float and double
// overloads of the standard functions. The translator may also rewrite the
// calls directly; these keep untranslated spellings working.
#pragma once

#include <amp2hip/amp.h>

#include <cmath>

// In parse and plain host builds the fast intrinsics do not exist; the
// standard functions stand in (the code never runs on a GPU there).
#if defined(AMP2HIP_MODE_HIP) || defined(AMP2HIP_MODE_CUDA)
#define AMP2HIP_FAST(fast, std_) fast
#define AMP2HIP_RSQRTF(x) ::rsqrtf(x)
#define AMP2HIP_RSQRT(x) ::rsqrt(x)
#else
#define AMP2HIP_FAST(fast, std_) std_
#define AMP2HIP_RSQRTF(x) (1.0f / ::sqrtf(x))
#define AMP2HIP_RSQRT(x) (1.0 / ::sqrt(x))
#endif

// name(x) and namef(x) for float; precise_math adds name(double).
#define AMP2HIP_MATH1F(name, impl)                                             \
  AMP2HIP_D inline float name(float x) { return impl(x); }                     \
  AMP2HIP_D inline float name##f(float x) { return impl(x); }
#define AMP2HIP_MATH1D(name)                                                   \
  AMP2HIP_D inline double name(double x) { return ::name(x); }
#define AMP2HIP_MATH2F(name, impl)                                             \
  AMP2HIP_D inline float name(float x, float y) { return impl(x, y); }         \
  AMP2HIP_D inline float name##f(float x, float y) { return impl(x, y); }
#define AMP2HIP_MATH2D(name)                                                   \
  AMP2HIP_D inline double name(double x, double y) { return ::name(x, y); }

namespace Concurrency {
namespace fast_math {
AMP2HIP_MATH1F(acos, ::acosf)
AMP2HIP_MATH1F(asin, ::asinf)
AMP2HIP_MATH1F(atan, ::atanf)
AMP2HIP_MATH1F(ceil, ::ceilf)
AMP2HIP_MATH1F(cos, AMP2HIP_FAST(__cosf, ::cosf))
AMP2HIP_MATH1F(cosh, ::coshf)
AMP2HIP_MATH1F(exp, AMP2HIP_FAST(__expf, ::expf))
AMP2HIP_MATH1F(exp2, ::exp2f)
AMP2HIP_MATH1F(fabs, ::fabsf)
AMP2HIP_MATH1F(floor, ::floorf)
AMP2HIP_MATH1F(log, AMP2HIP_FAST(__logf, ::logf))
AMP2HIP_MATH1F(log10, AMP2HIP_FAST(__log10f, ::log10f))
AMP2HIP_MATH1F(log2, AMP2HIP_FAST(__log2f, ::log2f))
AMP2HIP_MATH1F(round, ::roundf)
AMP2HIP_MATH1F(sin, AMP2HIP_FAST(__sinf, ::sinf))
AMP2HIP_MATH1F(sinh, ::sinhf)
AMP2HIP_MATH1F(sqrt, ::sqrtf)
AMP2HIP_MATH1F(tan, AMP2HIP_FAST(__tanf, ::tanf))
AMP2HIP_MATH1F(tanh, ::tanhf)
AMP2HIP_MATH1F(trunc, ::truncf)
AMP2HIP_D inline float rsqrt(float x) { return AMP2HIP_RSQRTF(x); }
AMP2HIP_D inline float rsqrtf(float x) { return AMP2HIP_RSQRTF(x); }
AMP2HIP_MATH2F(atan2, ::atan2f)
AMP2HIP_MATH2F(fmax, ::fmaxf)
AMP2HIP_MATH2F(fmin, ::fminf)
AMP2HIP_MATH2F(fmod, ::fmodf)
AMP2HIP_MATH2F(pow, AMP2HIP_FAST(__powf, ::powf))
} // namespace fast_math

namespace precise_math {
AMP2HIP_MATH1F(acos, ::acosf)
AMP2HIP_MATH1F(asin, ::asinf)
AMP2HIP_MATH1F(atan, ::atanf)
AMP2HIP_MATH1F(cbrt, ::cbrtf)
AMP2HIP_MATH1F(ceil, ::ceilf)
AMP2HIP_MATH1F(cos, ::cosf)
AMP2HIP_MATH1F(cosh, ::coshf)
AMP2HIP_MATH1F(erf, ::erff)
AMP2HIP_MATH1F(exp, ::expf)
AMP2HIP_MATH1F(exp2, ::exp2f)
AMP2HIP_MATH1F(expm1, ::expm1f)
AMP2HIP_MATH1F(fabs, ::fabsf)
AMP2HIP_MATH1F(floor, ::floorf)
AMP2HIP_MATH1F(log, ::logf)
AMP2HIP_MATH1F(log10, ::log10f)
AMP2HIP_MATH1F(log1p, ::log1pf)
AMP2HIP_MATH1F(log2, ::log2f)
AMP2HIP_MATH1F(round, ::roundf)
AMP2HIP_MATH1F(sin, ::sinf)
AMP2HIP_MATH1F(sinh, ::sinhf)
AMP2HIP_MATH1F(sqrt, ::sqrtf)
AMP2HIP_MATH1F(tan, ::tanf)
AMP2HIP_MATH1F(tanh, ::tanhf)
AMP2HIP_MATH1F(trunc, ::truncf)
AMP2HIP_MATH1D(acos)
AMP2HIP_MATH1D(asin)
AMP2HIP_MATH1D(atan)
AMP2HIP_MATH1D(cbrt)
AMP2HIP_MATH1D(ceil)
AMP2HIP_MATH1D(cos)
AMP2HIP_MATH1D(cosh)
AMP2HIP_MATH1D(erf)
AMP2HIP_MATH1D(exp)
AMP2HIP_MATH1D(exp2)
AMP2HIP_MATH1D(expm1)
AMP2HIP_MATH1D(fabs)
AMP2HIP_MATH1D(floor)
AMP2HIP_MATH1D(log)
AMP2HIP_MATH1D(log10)
AMP2HIP_MATH1D(log1p)
AMP2HIP_MATH1D(log2)
AMP2HIP_MATH1D(round)
AMP2HIP_MATH1D(sin)
AMP2HIP_MATH1D(sinh)
AMP2HIP_MATH1D(sqrt)
AMP2HIP_MATH1D(tan)
AMP2HIP_MATH1D(tanh)
AMP2HIP_MATH1D(trunc)
AMP2HIP_D inline float rsqrt(float x) { return AMP2HIP_RSQRTF(x); }
AMP2HIP_D inline float rsqrtf(float x) { return AMP2HIP_RSQRTF(x); }
AMP2HIP_D inline double rsqrt(double x) { return AMP2HIP_RSQRT(x); }
AMP2HIP_MATH2F(atan2, ::atan2f)
AMP2HIP_MATH2F(fmax, ::fmaxf)
AMP2HIP_MATH2F(fmin, ::fminf)
AMP2HIP_MATH2F(fmod, ::fmodf)
AMP2HIP_MATH2F(pow, ::powf)
AMP2HIP_MATH2F(hypot, ::hypotf)
AMP2HIP_MATH2D(atan2)
AMP2HIP_MATH2D(fmax)
AMP2HIP_MATH2D(fmin)
AMP2HIP_MATH2D(fmod)
AMP2HIP_MATH2D(pow)
AMP2HIP_MATH2D(hypot)
} // namespace precise_math
} // namespace Concurrency

#undef AMP2HIP_MATH1F
#undef AMP2HIP_MATH1D
#undef AMP2HIP_MATH2F
#undef AMP2HIP_MATH2D
#undef AMP2HIP_FAST
#undef AMP2HIP_RSQRTF
#undef AMP2HIP_RSQRT
