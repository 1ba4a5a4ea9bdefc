// amp2hip runtime: <amp_math.h>, concurrency::fast_math and precise_math.
//
// The whole API of C++ AMP 1.2: fast_math has float only (`name` and
// `namef`, on the device the hardware's fast approximations where both GPU
// APIs have one); precise_math has `name(float)`, `namef(float)` and
// `name(double)`. All are __host__ __device__, not restrict(amp)-only as in
// Visual C++: see detail/math_impl.h for why.
#pragma once

#include <amp2hip/amp.h>
#include <amp2hip/detail/math_impl.h>

#include <cmath>

// Every function is a template (of a parameter nobody names) so that an
// unqualified call in a program that says `using namespace
// concurrency::fast_math;` still resolves where HIP and CUDA also declare
// ::sqrtf, ::powf, ::sqrt(float), ::sincosf, ::fma: the non-template C
// function wins the tie (plain functions left nvcc with an ambiguous call), as
// Visual C++ resolves such a call to the CRT's function in CPU code (in
// restrict(cpu, amp) code it resolves each side on its own). A qualified call,
// fast_math::sqrtf(x), is unchanged.
#define AMP2HIP_FAST1(R, name, impl)                                           \
  template <int = 0> AMP2HIP_HD inline R name(float x) { return impl(x); }     \
  template <int = 0> AMP2HIP_HD inline R name##f(float x) { return impl(x); }
#define AMP2HIP_FAST2(name, impl)                                              \
  template <int = 0> AMP2HIP_HD inline float name(float x, float y) {          \
    return impl(x, y);                                                         \
  }                                                                            \
  template <int = 0> AMP2HIP_HD inline float name##f(float x, float y) {       \
    return impl(x, y);                                                         \
  }

#define AMP2HIP_PRECISE1(name, impl)                                           \
  AMP2HIP_FAST1(float, name, impl)                                             \
  template <int = 0> AMP2HIP_HD inline double name(double x) { return impl(x); }
#define AMP2HIP_PRECISE1_INT(name, impl)                                       \
  AMP2HIP_FAST1(int, name, impl)                                               \
  template <int = 0> AMP2HIP_HD inline int name(double x) { return impl(x); }
#define AMP2HIP_PRECISE2(name, impl)                                           \
  AMP2HIP_FAST2(name, impl)                                                    \
  template <int = 0> AMP2HIP_HD inline double name(double x, double y) {       \
    return impl(x, y);                                                         \
  }
// x and one more argument, or x, y and one more, whose type may follow x's
// (modf's `float *` and `double *`): the float, `f` and double forms.
#define AMP2HIP_PRECISE_X(name, impl, FloatArg, DoubleArg)                     \
  template <int = 0> AMP2HIP_HD inline float name(float x, FloatArg a) {       \
    return impl(x, a);                                                         \
  }                                                                            \
  template <int = 0> AMP2HIP_HD inline float name##f(float x, FloatArg a) {    \
    return impl(x, a);                                                         \
  }                                                                            \
  template <int = 0> AMP2HIP_HD inline double name(double x, DoubleArg a) {    \
    return impl(x, a);                                                         \
  }
#define AMP2HIP_PRECISE_XY(name, impl, FloatArg, DoubleArg)                    \
  template <int = 0>                                                           \
  AMP2HIP_HD inline float name(float x, float y, FloatArg a) {                 \
    return impl(x, y, a);                                                      \
  }                                                                            \
  template <int = 0>                                                           \
  AMP2HIP_HD inline float name##f(float x, float y, FloatArg a) {              \
    return impl(x, y, a);                                                      \
  }                                                                            \
  template <int = 0>                                                           \
  AMP2HIP_HD inline double name(double x, double y, DoubleArg a) {             \
    return impl(x, y, a);                                                      \
  }
// Classification: int results, no `f` form (as in Visual C++).
#define AMP2HIP_CLASSIFY(name)                                                 \
  template <int = 0> AMP2HIP_HD inline int name(float x) {                     \
    return m_::name(x);                                                        \
  }                                                                            \
  template <int = 0> AMP2HIP_HD inline int name(double x) {                    \
    return m_::name(x);                                                        \
  }

namespace Concurrency {
namespace fast_math {
namespace m_ = amp2hip::detail::math;

AMP2HIP_FAST1(float, acos, std::acos)
AMP2HIP_FAST1(float, asin, std::asin)
AMP2HIP_FAST1(float, atan, std::atan)
AMP2HIP_FAST1(float, ceil, std::ceil)
AMP2HIP_FAST1(float, cos, m_::fast_cos)
AMP2HIP_FAST1(float, cosh, std::cosh)
AMP2HIP_FAST1(float, exp, m_::fast_exp)
AMP2HIP_FAST1(float, exp2, std::exp2)
AMP2HIP_FAST1(float, fabs, std::fabs)
AMP2HIP_FAST1(float, floor, std::floor)
AMP2HIP_FAST1(float, log, m_::fast_log)
AMP2HIP_FAST1(float, log10, m_::fast_log10)
AMP2HIP_FAST1(float, log2, m_::fast_log2)
AMP2HIP_FAST1(float, round, std::round)
AMP2HIP_FAST1(float, rsqrt, m_::rsqrt)
AMP2HIP_FAST1(float, sin, m_::fast_sin)
AMP2HIP_FAST1(float, sinh, std::sinh)
AMP2HIP_FAST1(float, sqrt, std::sqrt)
AMP2HIP_FAST1(float, tan, m_::fast_tan)
AMP2HIP_FAST1(float, tanh, std::tanh)
AMP2HIP_FAST1(float, trunc, std::trunc)
AMP2HIP_FAST1(int, signbit, m_::signbit)
AMP2HIP_FAST2(atan2, std::atan2)
AMP2HIP_FAST2(fmax, std::fmax)
AMP2HIP_FAST2(fmin, std::fmin)
AMP2HIP_FAST2(fmod, std::fmod)
AMP2HIP_FAST2(pow, m_::fast_pow)

template <int = 0> AMP2HIP_HD inline int isfinite(float x) {
  return m_::isfinite(x);
}
template <int = 0> AMP2HIP_HD inline int isinf(float x) { return m_::isinf(x); }
template <int = 0> AMP2HIP_HD inline int isnan(float x) { return m_::isnan(x); }

template <int = 0> AMP2HIP_HD inline float frexp(float x, int *exp) {
  return std::frexp(x, exp);
}
template <int = 0> AMP2HIP_HD inline float frexpf(float x, int *exp) {
  return std::frexp(x, exp);
}
// Visual C++ takes the exponent as a float here.
template <int = 0> AMP2HIP_HD inline float ldexp(float x, float exp) {
  return std::ldexp(x, static_cast<int>(exp));
}
template <int = 0> AMP2HIP_HD inline float ldexpf(float x, float exp) {
  return ldexp(x, exp);
}
template <int = 0> AMP2HIP_HD inline float modf(float x, float *ip) {
  return std::modf(x, ip);
}
template <int = 0> AMP2HIP_HD inline float modff(float x, float *ip) {
  return std::modf(x, ip);
}
template <int = 0> AMP2HIP_HD inline void sincos(float x, float *s, float *c) {
  m_::fast_sincos(x, s, c);
}
template <int = 0> AMP2HIP_HD inline void sincosf(float x, float *s, float *c) {
  m_::fast_sincos(x, s, c);
}
} // namespace fast_math

namespace precise_math {
namespace m_ = amp2hip::detail::math;

AMP2HIP_PRECISE1(acos, std::acos)
AMP2HIP_PRECISE1(acosh, std::acosh)
AMP2HIP_PRECISE1(asin, std::asin)
AMP2HIP_PRECISE1(asinh, std::asinh)
AMP2HIP_PRECISE1(atan, std::atan)
AMP2HIP_PRECISE1(atanh, std::atanh)
AMP2HIP_PRECISE1(cbrt, std::cbrt)
AMP2HIP_PRECISE1(ceil, std::ceil)
AMP2HIP_PRECISE1(cos, std::cos)
AMP2HIP_PRECISE1(cosh, std::cosh)
AMP2HIP_PRECISE1(cospi, m_::cospi)
AMP2HIP_PRECISE1(erf, std::erf)
AMP2HIP_PRECISE1(erfc, std::erfc)
AMP2HIP_PRECISE1(erfcinv, m_::erfcinv)
AMP2HIP_PRECISE1(erfinv, m_::erfinv)
AMP2HIP_PRECISE1(exp, std::exp)
AMP2HIP_PRECISE1(exp10, m_::exp10)
AMP2HIP_PRECISE1(exp2, std::exp2)
AMP2HIP_PRECISE1(expm1, std::expm1)
AMP2HIP_PRECISE1(fabs, std::fabs)
AMP2HIP_PRECISE1(floor, std::floor)
AMP2HIP_PRECISE1(lgamma, std::lgamma)
AMP2HIP_PRECISE1(log, std::log)
AMP2HIP_PRECISE1(log10, std::log10)
AMP2HIP_PRECISE1(log1p, std::log1p)
AMP2HIP_PRECISE1(log2, std::log2)
AMP2HIP_PRECISE1(logb, std::logb)
AMP2HIP_PRECISE1(nearbyint, std::nearbyint)
AMP2HIP_PRECISE1(phi, m_::phi)
AMP2HIP_PRECISE1(probit, m_::probit)
AMP2HIP_PRECISE1(rcbrt, m_::rcbrt)
AMP2HIP_PRECISE1(round, std::round)
AMP2HIP_PRECISE1(rsqrt, m_::rsqrt)
AMP2HIP_PRECISE1(sin, std::sin)
AMP2HIP_PRECISE1(sinh, std::sinh)
AMP2HIP_PRECISE1(sinpi, m_::sinpi)
AMP2HIP_PRECISE1(sqrt, std::sqrt)
AMP2HIP_PRECISE1(tan, std::tan)
AMP2HIP_PRECISE1(tanh, std::tanh)
AMP2HIP_PRECISE1(tanpi, m_::tanpi)
AMP2HIP_PRECISE1(tgamma, std::tgamma)
AMP2HIP_PRECISE1(trunc, std::trunc)
AMP2HIP_PRECISE1_INT(ilogb, std::ilogb)
AMP2HIP_PRECISE1_INT(signbit, m_::signbit)
AMP2HIP_PRECISE2(atan2, std::atan2)
AMP2HIP_PRECISE2(copysign, std::copysign)
AMP2HIP_PRECISE2(fdim, std::fdim)
AMP2HIP_PRECISE2(fmax, std::fmax)
AMP2HIP_PRECISE2(fmin, std::fmin)
AMP2HIP_PRECISE2(fmod, std::fmod)
AMP2HIP_PRECISE2(hypot, std::hypot)
AMP2HIP_PRECISE2(nextafter, std::nextafter)
AMP2HIP_PRECISE2(pow, std::pow)
AMP2HIP_PRECISE2(remainder, std::remainder)
AMP2HIP_PRECISE2(scalb, m_::scalb)

AMP2HIP_CLASSIFY(fpclassify)
AMP2HIP_CLASSIFY(isfinite)
AMP2HIP_CLASSIFY(isinf)
AMP2HIP_CLASSIFY(isnan)
AMP2HIP_CLASSIFY(isnormal)

// The functions with pointer, integer or three arguments.
AMP2HIP_PRECISE_XY(fma, std::fma, float, double)
AMP2HIP_PRECISE_X(frexp, std::frexp, int *, int *)
AMP2HIP_PRECISE_X(ldexp, std::ldexp, int, int)
AMP2HIP_PRECISE_X(lgamma, m_::lgamma, int *, int *)
AMP2HIP_PRECISE_X(modf, std::modf, float *, double *)
AMP2HIP_PRECISE_XY(remquo, std::remquo, int *, int *)
AMP2HIP_PRECISE_X(scalbn, std::scalbn, int, int)
template <int = 0> AMP2HIP_HD inline double nan(int payload) {
  return m_::nan<double>(payload);
}
template <int = 0> AMP2HIP_HD inline float nanf(int payload) {
  return m_::nan<float>(payload);
}
template <int = 0> AMP2HIP_HD inline void sincos(float x, float *s, float *c) {
  m_::sincos(x, s, c);
}
template <int = 0> AMP2HIP_HD inline void sincosf(float x, float *s, float *c) {
  m_::sincos(x, s, c);
}
template <int = 0>
AMP2HIP_HD inline void sincos(double x, double *s, double *c) {
  m_::sincos(x, s, c);
}
} // namespace precise_math
} // namespace Concurrency

#undef AMP2HIP_FAST1
#undef AMP2HIP_FAST2
#undef AMP2HIP_PRECISE1
#undef AMP2HIP_PRECISE_X
#undef AMP2HIP_PRECISE_XY
#undef AMP2HIP_PRECISE1_INT
#undef AMP2HIP_PRECISE2
#undef AMP2HIP_CLASSIFY
