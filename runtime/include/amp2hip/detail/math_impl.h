// amp2hip runtime: the implementations behind fast_math and precise_math
// that neither the C library nor both GPU APIs spell the same way.
//
// Every function is __host__ __device__: Visual C++ declares C++ AMP's math
// restrict(amp) only, but amptest (and HCC) call it from restrict(cpu,amp)
// helpers that also run on the host, and nvcc rejects a __host__ __device__
// function that calls a __device__ one when the host uses it. The device
// pass calls the GPU API's function (sinpif, erfinvf, __expf, ...); the host
// pass computes the same value from <cmath>.
#pragma once

#include <amp2hip/detail/config.h>

#include <cmath>
#include <cstdint>

namespace amp2hip {
namespace detail {
namespace math {

// ---- classification, by the bits: identical on host and device, and not
// ---- subject to the compilers' fast-math assumptions about NaN.

template <class T> struct fp_bits;
template <> struct fp_bits<float> {
  typedef std::uint32_t type;
  static const type sign = 0x80000000u, exponent = 0x7f800000u,
                    mantissa = 0x007fffffu, quiet = 0x00400000u;
};
template <> struct fp_bits<double> {
  typedef std::uint64_t type;
  static const type sign = 0x8000000000000000ull,
                    exponent = 0x7ff0000000000000ull,
                    mantissa = 0x000fffffffffffffull,
                    quiet = 0x0008000000000000ull;
};

template <class T> AMP2HIP_HD inline typename fp_bits<T>::type to_bits(T x) {
  typename fp_bits<T>::type u;
  __builtin_memcpy(&u, &x, sizeof u);
  return u;
}
template <class T> AMP2HIP_HD inline T from_bits(typename fp_bits<T>::type u) {
  T x;
  __builtin_memcpy(&x, &u, sizeof x);
  return x;
}

template <class T> AMP2HIP_HD inline int isnan(T x) {
  typedef fp_bits<T> B;
  typename B::type u = to_bits(x);
  return (u & B::exponent) == B::exponent && (u & B::mantissa) != 0;
}
template <class T> AMP2HIP_HD inline int isinf(T x) {
  typedef fp_bits<T> B;
  return (to_bits(x) & ~B::sign) == B::exponent;
}
template <class T> AMP2HIP_HD inline int isfinite(T x) {
  typedef fp_bits<T> B;
  return (to_bits(x) & B::exponent) != B::exponent;
}
template <class T> AMP2HIP_HD inline int isnormal(T x) {
  typedef fp_bits<T> B;
  typename B::type e = to_bits(x) & B::exponent;
  return e != 0 && e != B::exponent;
}
template <class T> AMP2HIP_HD inline int signbit(T x) {
  return (to_bits(x) & fp_bits<T>::sign) != 0;
}
template <class T> AMP2HIP_HD inline int fpclassify(T x) {
  typedef fp_bits<T> B;
  typename B::type u = to_bits(x);
  typename B::type e = u & B::exponent, m = u & B::mantissa;
  if (e == B::exponent)
    return m ? FP_NAN : FP_INFINITE;
  if (e == 0)
    return m ? FP_SUBNORMAL : FP_ZERO;
  return FP_NORMAL;
}
// A quiet NaN carrying `payload` in its low mantissa bits (C's nan("n")).
template <class T> AMP2HIP_HD inline T nan(int payload) {
  typedef fp_bits<T> B;
  return from_bits<T>(
      B::exponent | B::quiet |
      (static_cast<typename B::type>(payload) & (B::quiet - 1)));
}

// ---- functions C99 lacks: the GPU APIs have them (both spell them alike).

#if AMP2HIP_DEVICE_PASS
AMP2HIP_HD inline float sinpi(float x) { return ::sinpif(x); }
AMP2HIP_HD inline double sinpi(double x) { return ::sinpi(x); }
AMP2HIP_HD inline float cospi(float x) { return ::cospif(x); }
AMP2HIP_HD inline double cospi(double x) { return ::cospi(x); }
AMP2HIP_HD inline float rsqrt(float x) { return ::rsqrtf(x); }
AMP2HIP_HD inline double rsqrt(double x) { return ::rsqrt(x); }
AMP2HIP_HD inline float rcbrt(float x) { return ::rcbrtf(x); }
AMP2HIP_HD inline double rcbrt(double x) { return ::rcbrt(x); }
AMP2HIP_HD inline float exp10(float x) { return ::exp10f(x); }
AMP2HIP_HD inline double exp10(double x) { return ::exp10(x); }
AMP2HIP_HD inline float erfinv(float x) { return ::erfinvf(x); }
AMP2HIP_HD inline double erfinv(double x) { return ::erfinv(x); }
AMP2HIP_HD inline float erfcinv(float x) { return ::erfcinvf(x); }
AMP2HIP_HD inline double erfcinv(double x) { return ::erfcinv(x); }
AMP2HIP_HD inline float phi(float x) { return ::normcdff(x); }
AMP2HIP_HD inline double phi(double x) { return ::normcdf(x); }
AMP2HIP_HD inline float probit(float x) { return ::normcdfinvf(x); }
AMP2HIP_HD inline double probit(double x) { return ::normcdfinv(x); }
AMP2HIP_HD inline void sincos(float x, float *s, float *c) {
  ::sincosf(x, s, c);
}
AMP2HIP_HD inline void sincos(double x, double *s, double *c) {
  ::sincos(x, s, c);
}
#else
// The host pass: only restrict(cpu,amp) code called on the host gets here.
template <class T> AMP2HIP_HD inline T pi() {
  return static_cast<T>(3.14159265358979323846);
}
// sin(pi x) and cos(pi x) from x reduced to [-1/2, 1/2] (exactly: the
// reductions are exact in floating point), so that integers and halves give
// exact zeros and ones, as the GPU functions do.
template <class T> AMP2HIP_HD inline T sinpi(T x) {
  T r = std::remainder(x, T(2)); // [-1, 1]
  if (r > T(0.5))
    r = T(1) - r;
  else if (r < T(-0.5))
    r = T(-1) - r;
  return std::sin(pi<T>() * r);
}
template <class T> AMP2HIP_HD inline T cospi(T x) {
  T r = std::fabs(std::remainder(x, T(2))); // [0, 1]
  return std::sin(pi<T>() * (T(0.5) - r));
}
template <class T> AMP2HIP_HD inline T rsqrt(T x) {
  return T(1) / std::sqrt(x);
}
template <class T> AMP2HIP_HD inline T rcbrt(T x) {
  return T(1) / std::cbrt(x);
}
template <class T> AMP2HIP_HD inline T exp10(T x) { return std::pow(T(10), x); }
// Inverse error function: Giles' single-precision approximation ("Approximating
// the erfinv function", GPU Computing Gems), refined by Newton steps on erf.
template <class T> AMP2HIP_HD inline T erfinv(T x) {
  if (x <= T(-1) || x >= T(1) || x != x)
    return x == T(-1) ? -HUGE_VAL : x == T(1) ? HUGE_VAL : std::nan("");
  double w = -std::log((1.0 - x) * (1.0 + x)), p;
  if (w < 5.0) {
    w -= 2.5;
    p = 2.81022636e-08;
    p = 3.43273939e-07 + p * w;
    p = -3.5233877e-06 + p * w;
    p = -4.39150654e-06 + p * w;
    p = 0.00021858087 + p * w;
    p = -0.00125372503 + p * w;
    p = -0.00417768164 + p * w;
    p = 0.246640727 + p * w;
    p = 1.50140941 + p * w;
  } else {
    w = std::sqrt(w) - 3.0;
    p = -0.000200214257;
    p = 0.000100950558 + p * w;
    p = 0.00134934322 + p * w;
    p = -0.00367342844 + p * w;
    p = 0.00573950773 + p * w;
    p = -0.0076224613 + p * w;
    p = 0.00943887047 + p * w;
    p = 1.00167406 + p * w;
    p = 2.83297682 + p * w;
  }
  double y = p * x;
  for (int i = 0; i < 2; ++i) // erf'(y) = 2/sqrt(pi) exp(-y^2)
    y -= (std::erf(y) - x) / (1.1283791670955126 * std::exp(-y * y));
  return static_cast<T>(y);
}
template <class T> AMP2HIP_HD inline T erfcinv(T x) { return erfinv(T(1) - x); }
// The standard normal distribution function and its inverse.
template <class T> AMP2HIP_HD inline T phi(T x) {
  return T(0.5) * std::erfc(-x * T(0.70710678118654752440));
}
template <class T> AMP2HIP_HD inline T probit(T x) {
  return T(-1.41421356237309504880) * erfcinv(T(2) * x);
}
template <class T> AMP2HIP_HD inline void sincos(T x, T *s, T *c) {
  *s = std::sin(x);
  *c = std::cos(x);
}
#endif

template <class T> AMP2HIP_HD inline T tanpi(T x) {
  return sinpi(x) / cospi(x);
}

// scalb(x, y): x * 2^y for an integral y, NaN otherwise (C's old scalb).
template <class T> AMP2HIP_HD inline T scalb(T x, T y) {
  if (y != std::trunc(y))
    return nan<T>(0);
  // Clamped so that the conversion to int is defined; 2^30 overflows anyway.
  return std::scalbn(
      x, static_cast<int>(std::fmax(std::fmin(y, T(1 << 30)), T(-(1 << 30)))));
}

// lgamma with the sign of gamma(x) in *sign (C's lgamma_r, which no GPU API
// has): gamma is negative on (-1,0), (-3,-2), ...
template <class T> AMP2HIP_HD inline T lgamma(T x, int *sign) {
  T f = std::floor(x);
  *sign = (x < T(0) && f != x && std::fmod(f, T(2)) != T(0)) ? -1 : 1;
  return std::lgamma(x);
}

// ---- fast_math: the hardware's approximations on the device.
#if AMP2HIP_DEVICE_PASS
AMP2HIP_HD inline float fast_sin(float x) { return __sinf(x); }
AMP2HIP_HD inline float fast_cos(float x) { return __cosf(x); }
AMP2HIP_HD inline float fast_tan(float x) { return __tanf(x); }
AMP2HIP_HD inline float fast_exp(float x) { return __expf(x); }
AMP2HIP_HD inline float fast_log(float x) { return __logf(x); }
AMP2HIP_HD inline float fast_log2(float x) { return __log2f(x); }
AMP2HIP_HD inline float fast_log10(float x) { return __log10f(x); }
AMP2HIP_HD inline float fast_pow(float x, float y) { return __powf(x, y); }
AMP2HIP_HD inline void fast_sincos(float x, float *s, float *c) {
  __sincosf(x, s, c);
}
#else
AMP2HIP_HD inline float fast_sin(float x) { return std::sin(x); }
AMP2HIP_HD inline float fast_cos(float x) { return std::cos(x); }
AMP2HIP_HD inline float fast_tan(float x) { return std::tan(x); }
AMP2HIP_HD inline float fast_exp(float x) { return std::exp(x); }
AMP2HIP_HD inline float fast_log(float x) { return std::log(x); }
AMP2HIP_HD inline float fast_log2(float x) { return std::log2(x); }
AMP2HIP_HD inline float fast_log10(float x) { return std::log10(x); }
AMP2HIP_HD inline float fast_pow(float x, float y) { return std::pow(x, y); }
AMP2HIP_HD inline void fast_sincos(float x, float *s, float *c) {
  sincos(x, s, c);
}
#endif

} // namespace math
} // namespace detail
} // namespace amp2hip
