// amp2hip runtime: concurrency::direct3d, C++ AMP's HLSL intrinsics
// (<amp.h>).
//
// Visual C++ makes them restrict(amp); here they are __host__ __device__ for
// the same reason as the math functions (amp_math.h): restrict(cpu,amp)
// callers. The bit functions use the GPU APIs' intrinsics on the device and
// the compiler's builtins on the host. Each is a template of a parameter
// nobody names, as the math functions are: after `using namespace
// concurrency::direct3d;` an unqualified umax, umin or abs meets CUDA's
// ::umax, ::umin, ::abs, and the non-template one wins the tie.
#pragma once

#include <amp2hip/detail/config.h>

namespace Concurrency {
namespace direct3d {

template <int = 0> AMP2HIP_HD inline int abs(int x) { return x < 0 ? -x : x; }

template <int = 0> AMP2HIP_HD inline float clamp(float x, float lo, float hi) {
  return x < lo ? lo : (x > hi ? hi : x);
}
template <int = 0> AMP2HIP_HD inline int clamp(int x, int lo, int hi) {
  return x < lo ? lo : (x > hi ? hi : x);
}

// The number of set bits.
template <int = 0> AMP2HIP_HD inline unsigned int countbits(unsigned int x) {
#if AMP2HIP_DEVICE_PASS
  return __popc(x);
#else
  return static_cast<unsigned int>(__builtin_popcount(x));
#endif
}

// The index (from bit 0) of the highest set bit, or -1 for 0. For a negative
// value, the highest bit that differs from the sign bit, as HLSL's
// firstbithigh(int): -1 for 0 and for -1.
template <int = 0> AMP2HIP_HD inline int firstbithigh(int x) {
  unsigned int u = static_cast<unsigned int>(x < 0 ? ~x : x);
  if (u == 0)
    return -1;
#if AMP2HIP_DEVICE_PASS
  return 31 - __clz(static_cast<int>(u));
#else
  return 31 - __builtin_clz(u);
#endif
}

// The index of the lowest set bit, or -1 for 0.
template <int = 0> AMP2HIP_HD inline int firstbitlow(int x) {
#if AMP2HIP_DEVICE_PASS
  return __ffs(x) - 1;
#else
  return __builtin_ffs(x) - 1;
#endif
}

template <int = 0> AMP2HIP_HD inline int imax(int x, int y) {
  return x > y ? x : y;
}
template <int = 0> AMP2HIP_HD inline int imin(int x, int y) {
  return x < y ? x : y;
}
template <int = 0>
AMP2HIP_HD inline unsigned int umax(unsigned int x, unsigned int y) {
  return x > y ? x : y;
}
template <int = 0>
AMP2HIP_HD inline unsigned int umin(unsigned int x, unsigned int y) {
  return x < y ? x : y;
}

template <int = 0> AMP2HIP_HD inline float mad(float x, float y, float z) {
  return x * y + z;
}
template <int = 0> AMP2HIP_HD inline double mad(double x, double y, double z) {
  return x * y + z;
}
template <int = 0> AMP2HIP_HD inline int mad(int x, int y, int z) {
  return x * y + z;
}
template <int = 0>
AMP2HIP_HD inline unsigned int mad(unsigned int x, unsigned int y,
                                   unsigned int z) {
  return x * y + z;
}

namespace detail_ {
// A hash of the lattice point i to a slope in [-1, 1].
template <int = 0> AMP2HIP_HD inline float noise_gradient(int i) {
  unsigned int h = static_cast<unsigned int>(i) * 0x27d4eb2du;
  h ^= h >> 15;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  return static_cast<float>(h & 0xffffu) / 32767.5f - 1.0f;
}
} // namespace detail_

// Perlin gradient noise in one dimension: 0 at integers, within [-1, 1],
// smooth (HLSL's noise; Direct3D 11 itself no longer has it).
template <int = 0> AMP2HIP_HD inline float noise(float x) {
  int i = static_cast<int>(x);
  if (static_cast<float>(i) > x) // floor for negative x
    --i;
  float t = x - static_cast<float>(i);
  float fade = t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f);
  float a = detail_::noise_gradient(i) * t;
  float b = detail_::noise_gradient(i + 1) * (t - 1.0f);
  return a + fade * (b - a);
}

template <int = 0> AMP2HIP_HD inline float radians(float degrees) {
  return degrees * 0.0174532925199432958f;
}

template <int = 0> AMP2HIP_HD inline float rcp(float x) { return 1.0f / x; }
template <int = 0> AMP2HIP_HD inline double rcp(double x) { return 1.0 / x; }

// Bit i moves to bit 31 - i.
template <int = 0> AMP2HIP_HD inline unsigned int reversebits(unsigned int x) {
#if AMP2HIP_DEVICE_PASS
  return __brev(x);
#else
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
#endif
}

template <int = 0> AMP2HIP_HD inline float saturate(float x) {
  return clamp(x, 0.0f, 1.0f);
}

template <int = 0> AMP2HIP_HD inline int sign(int x) {
  return (x > 0) - (x < 0);
}

// Hermite interpolation between 0 (x <= lo) and 1 (x >= hi).
template <int = 0>
AMP2HIP_HD inline float smoothstep(float lo, float hi, float x) {
  float t = saturate((x - lo) / (hi - lo));
  return t * t * (3.0f - 2.0f * t);
}

// 1 where x >= y, else 0.
template <int = 0> AMP2HIP_HD inline float step(float y, float x) {
  return x >= y ? 1.0f : 0.0f;
}

} // namespace direct3d
} // namespace Concurrency
