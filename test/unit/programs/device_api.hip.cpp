// Compile check of the device-function API (amp_math.h, ...) as translated
// code uses it: every function called from a kernel and from a
// __host__ __device__ helper that the host also calls (nvcc rejects a
// __device__-only callee there). Built and run by ctest with hipcc and nvcc
// (test/unit/CMakeLists.txt); the host-side values are checked by
// test/unit/*_test.cpp.
#include <amp2hip/amp_math.h>
#include <amp2hip/amp_short_vectors.h>

using namespace concurrency;

template <class T> AMP2HIP_HD T all_precise(T x) {
  namespace p = precise_math;
  int i = 0;
  T a, b;
  T r = p::acos(x) + p::acosh(x) + p::asin(x) + p::asinh(x) + p::atan(x) +
        p::atanh(x) + p::cbrt(x) + p::ceil(x) + p::cos(x) + p::cosh(x) +
        p::cospi(x) + p::erf(x) + p::erfc(x) + p::erfcinv(x) + p::erfinv(x) +
        p::exp(x) + p::exp10(x) + p::exp2(x) + p::expm1(x) + p::fabs(x) +
        p::floor(x) + p::lgamma(x) + p::log(x) + p::log10(x) + p::log1p(x) +
        p::log2(x) + p::logb(x) + p::nearbyint(x) + p::phi(x) + p::probit(x) +
        p::rcbrt(x) + p::round(x) + p::rsqrt(x) + p::sin(x) + p::sinh(x) +
        p::sinpi(x) + p::sqrt(x) + p::tan(x) + p::tanh(x) + p::tanpi(x) +
        p::tgamma(x) + p::trunc(x) + p::ilogb(x) + p::signbit(x) +
        p::atan2(x, x) + p::copysign(x, x) + p::fdim(x, x) + p::fmax(x, x) +
        p::fmin(x, x) + p::fmod(x, x) + p::hypot(x, x) + p::nextafter(x, x) +
        p::pow(x, x) + p::remainder(x, x) + p::scalb(x, x) + p::fpclassify(x) +
        p::isfinite(x) + p::isinf(x) + p::isnan(x) + p::isnormal(x) +
        p::fma(x, x, x) + p::frexp(x, &i) + p::ldexp(x, 2) + p::lgamma(x, &i) +
        p::modf(x, &a) + p::remquo(x, x, &i) + p::scalbn(x, 3) + p::nan(1) +
        p::nanf(2);
  p::sincos(x, &a, &b);
  return r + a + b;
}
AMP2HIP_HD float all_precise_f(float x) {
  namespace p = precise_math;
  int i = 0;
  float a, b;
  p::sincosf(x, &a, &b);
  return p::acosf(x) + p::acoshf(x) + p::asinf(x) + p::asinhf(x) + p::atanf(x) +
         p::atanhf(x) + p::cbrtf(x) + p::ceilf(x) + p::cosf(x) + p::coshf(x) +
         p::cospif(x) + p::erff(x) + p::erfcf(x) + p::erfcinvf(x) +
         p::erfinvf(x) + p::expf(x) + p::exp10f(x) + p::exp2f(x) +
         p::expm1f(x) + p::fabsf(x) + p::floorf(x) + p::log10f(x) +
         p::log1pf(x) + p::log2f(x) + p::logbf(x) + p::logf(x) +
         p::nearbyintf(x) + p::phif(x) + p::probitf(x) + p::rcbrtf(x) +
         p::roundf(x) + p::rsqrtf(x) + p::sinf(x) + p::sinhf(x) + p::sinpif(x) +
         p::sqrtf(x) + p::tanf(x) + p::tanhf(x) + p::tanpif(x) + p::tgammaf(x) +
         p::truncf(x) + p::ilogbf(x) + p::signbitf(x) + p::atan2f(x, x) +
         p::copysignf(x, x) + p::fdimf(x, x) + p::fmaxf(x, x) + p::fminf(x, x) +
         p::fmodf(x, x) + p::hypotf(x, x) + p::nextafterf(x, x) +
         p::powf(x, x) + p::remainderf(x, x) + p::scalbf(x, x) +
         p::fmaf(x, x, x) + p::frexpf(x, &i) + p::ldexpf(x, 2) +
         p::lgammaf(x, &i) + p::modff(x, &a) + p::remquof(x, x, &i) +
         p::scalbnf(x, 3) + a + b;
}
AMP2HIP_HD float all_fast(float x) {
  namespace f = fast_math;
  int i = 0;
  float a, b;
  f::sincos(x, &a, &b);
  f::sincosf(x, &a, &b);
  return f::acos(x) + f::acosf(x) + f::asin(x) + f::asinf(x) + f::atan(x) +
         f::atanf(x) + f::atan2(x, x) + f::atan2f(x, x) + f::ceil(x) +
         f::ceilf(x) + f::cos(x) + f::cosf(x) + f::cosh(x) + f::coshf(x) +
         f::exp(x) + f::expf(x) + f::exp2(x) + f::exp2f(x) + f::fabs(x) +
         f::fabsf(x) + f::floor(x) + f::floorf(x) + f::fmax(x, x) +
         f::fmaxf(x, x) + f::fmin(x, x) + f::fminf(x, x) + f::fmod(x, x) +
         f::fmodf(x, x) + f::frexp(x, &i) + f::frexpf(x, &i) + f::isfinite(x) +
         f::isinf(x) + f::isnan(x) + f::ldexp(x, 2) + f::ldexpf(x, 2.0f) +
         f::log(x) + f::logf(x) + f::log10(x) + f::log10f(x) + f::log2(x) +
         f::log2f(x) + f::modf(x, &a) + f::modff(x, &a) + f::pow(x, x) +
         f::powf(x, x) + f::round(x) + f::roundf(x) + f::rsqrt(x) +
         f::rsqrtf(x) + f::signbit(x) + f::signbitf(x) + f::sin(x) +
         f::sinf(x) + f::sinh(x) + f::sinhf(x) + f::sqrt(x) + f::sqrtf(x) +
         f::tan(x) + f::tanf(x) + f::tanh(x) + f::tanhf(x) + f::trunc(x) +
         f::truncf(x) + a + b;
}
AMP2HIP_HD float all_direct3d(float x, int i, unsigned u) {
  namespace d = direct3d;
  return d::abs(i) + d::clamp(x, 0.0f, 1.0f) + d::clamp(i, 0, 1) +
         d::countbits(u) + d::firstbithigh(i) + d::firstbitlow(i) +
         d::imax(i, 2) + d::imin(i, 2) + d::umax(u, 2u) + d::umin(u, 2u) +
         d::mad(x, x, x) + d::mad(i, i, i) + d::mad(u, u, u) +
         static_cast<float>(d::mad(1.0, 2.0, 3.0)) + d::noise(x) +
         d::radians(x) + d::rcp(x) + static_cast<float>(d::rcp(2.0)) +
         d::reversebits(u) + d::saturate(x) + d::sign(i) +
         d::smoothstep(0.0f, 1.0f, x) + d::step(0.5f, x);
}

AMP2HIP_HD int all_short_vectors(int i) {
  namespace g = graphics;
  g::int_3 a(1, 2, 3), b = i;
  a += b;
  a = (a + 1) % 2 + (a << 1) - ~a + (-a) + (a & 1) + (a | 2) + (a ^ 3);
  g::float_4 f(1.0f, 2.0f, 3.0f, 4.0f);
  f = f * 2.0f - f / 4.0f;
  f.set_xy(f.get_yx());
  f.set_wzyx(f.get_xyzw());
  g::float_2 f2 = f.get_zw();
  g::int_4 i4(f);
  g::uint_2 u(3u, 4u);
  u = ~u >> 1u;
  g::norm_2 n(0.5f, -2.0f);
  n = -n + n * n;
  g::unorm_3 un(2.0f);
  un -= g::unorm_3(0.5f);
  g::norm nn = NORM_MAX;
  g::double_3 d(a);
  d.ref_r() = 1.0;
  d.b = 2;
  g::short_vector<float, 3>::type fv = g::float_3(1.0f);
  ++a;
  a--;
  return a.get_x() + a.y + a.b + int(f2.x) + i4.w + int(u.g) + int(float(n.x)) +
         int(float(un.z)) + int(float(nn)) + int(d.z) + int(fv.x) + (a == b) +
         (a != b);
}

// Atomics are restrict(amp) only in C++ AMP: device code.
__device__ int all_atomics(int *i, unsigned *u, float *f) {
  int e = 1;
  unsigned eu = 1u;
  return atomic_fetch_add(i, 1) + atomic_fetch_sub(i, 1) +
         atomic_fetch_and(i, 1) + atomic_fetch_or(i, 1) +
         atomic_fetch_xor(i, 1) + atomic_fetch_inc(i) + atomic_fetch_dec(i) +
         atomic_fetch_max(i, 1) + atomic_fetch_min(i, 1) +
         atomic_exchange(i, 1) + atomic_compare_exchange(i, &e, 2) +
         static_cast<int>(atomic_fetch_add(u, 1u) + atomic_fetch_sub(u, 1u) +
                          atomic_fetch_and(u, 1u) + atomic_fetch_or(u, 1u) +
                          atomic_fetch_xor(u, 1u) + atomic_fetch_inc(u) +
                          atomic_fetch_dec(u) + atomic_fetch_max(u, 1u) +
                          atomic_fetch_min(u, 1u) + atomic_exchange(u, 1u) +
                          atomic_compare_exchange(u, &eu, 2u)) +
         static_cast<int>(atomic_exchange(f, 1.0f));
}

__global__ void k(float *p, double *d, int *i, unsigned *u) {
  p[3] = all_direct3d(p[3], i[0], u[0]) + all_atomics(i, u, p) +
         all_short_vectors(i[1]);
  p[0] = all_precise<float>(p[0]) + all_precise_f(p[1]) + all_fast(p[2]);
  d[0] = all_precise<double>(d[0]);
}
int main() {
  // The host pass of the same helpers.
  volatile float sink = all_precise<float>(0.5f) + all_precise_f(0.5f) +
                        all_fast(0.5f) + all_direct3d(0.5f, 3, 5u) +
                        all_short_vectors(2) +
                        static_cast<float>(all_precise<double>(0.5));
  (void)sink;
  return 0;
}
