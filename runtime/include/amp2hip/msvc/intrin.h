// amp2hip's <intrin.h>: the host intrinsics of Visual C++ that C++ AMP
// programs use (a breakpoint, CPU identification, bit scans and counts), as
// GCC's and Clang's builtins on x86-64.
#pragma once

#include <csignal>
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
// GCC's <cpuid.h> has a macro __cpuid of other arguments and (GCC 11, Clang
// 17) a __cpuidex of its own: the names are macros for amp2hip's.
#undef __cpuid
#define __cpuid amp2hip_cpuid
#define __cpuidex amp2hip_cpuidex
#endif

// Clang knows several of these names as builtins of its Microsoft mode
// (hipcc: "definition of builtin function"): each name is a macro for
// amp2hip's function.
#define _BitScanForward64 amp2hip_BitScanForward64
#define _BitScanReverse64 amp2hip_BitScanReverse64
#define _BitScanForward amp2hip_BitScanForward
#define _BitScanReverse amp2hip_BitScanReverse
#define __popcnt16 amp2hip_popcnt16
#define __popcnt64 amp2hip_popcnt64
#define __popcnt amp2hip_popcnt
#define __debugbreak amp2hip_debugbreak

// Windows stops in the debugger, or ends the program without one: SIGTRAP
// does the same on Linux.
inline void amp2hip_debugbreak() { std::raise(SIGTRAP); }

#if defined(__x86_64__) || defined(__i386__)
inline void amp2hip_cpuidex(int info[4], int leaf, int subleaf) {
  unsigned a, b, c, d;
  __cpuid_count(leaf, subleaf, a, b, c, d);
  info[0] = static_cast<int>(a);
  info[1] = static_cast<int>(b);
  info[2] = static_cast<int>(c);
  info[3] = static_cast<int>(d);
}
inline void amp2hip_cpuid(int info[4], int leaf) {
  amp2hip_cpuidex(info, leaf, 0);
}
#endif

// Visual C++'s unsigned long is 32 bits: the masks are unsigned int here.
inline unsigned char amp2hip_BitScanForward(unsigned int *index,
                                            unsigned int mask) {
  if (!mask)
    return 0;
  *index = static_cast<unsigned>(__builtin_ctz(mask));
  return 1;
}
inline unsigned char amp2hip_BitScanReverse(unsigned int *index,
                                            unsigned int mask) {
  if (!mask)
    return 0;
  *index = 31u - static_cast<unsigned>(__builtin_clz(mask));
  return 1;
}
inline unsigned char amp2hip_BitScanForward64(unsigned int *index,
                                              unsigned long long mask) {
  if (!mask)
    return 0;
  *index = static_cast<unsigned>(__builtin_ctzll(mask));
  return 1;
}
inline unsigned char amp2hip_BitScanReverse64(unsigned int *index,
                                              unsigned long long mask) {
  if (!mask)
    return 0;
  *index = 63u - static_cast<unsigned>(__builtin_clzll(mask));
  return 1;
}
inline unsigned int amp2hip_popcnt(unsigned int x) {
  return __builtin_popcount(x);
}
inline unsigned short amp2hip_popcnt16(unsigned short x) {
  return static_cast<unsigned short>(__builtin_popcount(x));
}
inline unsigned long long amp2hip_popcnt64(unsigned long long x) {
  return static_cast<unsigned long long>(__builtin_popcountll(x));
}
