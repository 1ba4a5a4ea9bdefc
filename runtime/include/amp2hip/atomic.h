// amp2hip runtime: C++ AMP's atomic operations (device code).
//
// The translator may map these calls straight to HIP's atomicAdd & co.;
// these definitions keep code that still names them compiling, and let the
// translator's parse resolve them. Each returns the old value, as C++ AMP.
#pragma once

#include <amp2hip/detail/config.h>

namespace Concurrency {

#if defined(AMP2HIP_MODE_HIP) || defined(AMP2HIP_MODE_CUDA)
#define AMP2HIP_ATOMIC_BODY(expr) return expr;
#else
// Parse and plain host builds: declared, never run on a GPU.
#define AMP2HIP_ATOMIC_BODY(expr)                                              \
  (void)dest;                                                                  \
  return 0;
#endif

#define AMP2HIP_ATOMIC2(name, T, call)                                         \
  AMP2HIP_D inline T name(T *dest, T value) {                                  \
    (void)value;                                                               \
    AMP2HIP_ATOMIC_BODY(call(dest, value))                                     \
  }

AMP2HIP_ATOMIC2(atomic_fetch_add, int, atomicAdd)
AMP2HIP_ATOMIC2(atomic_fetch_add, unsigned int, atomicAdd)
AMP2HIP_ATOMIC2(atomic_fetch_sub, int, atomicSub)
AMP2HIP_ATOMIC2(atomic_fetch_sub, unsigned int, atomicSub)
AMP2HIP_ATOMIC2(atomic_fetch_and, int, atomicAnd)
AMP2HIP_ATOMIC2(atomic_fetch_and, unsigned int, atomicAnd)
AMP2HIP_ATOMIC2(atomic_fetch_or, int, atomicOr)
AMP2HIP_ATOMIC2(atomic_fetch_or, unsigned int, atomicOr)
AMP2HIP_ATOMIC2(atomic_fetch_xor, int, atomicXor)
AMP2HIP_ATOMIC2(atomic_fetch_xor, unsigned int, atomicXor)
AMP2HIP_ATOMIC2(atomic_fetch_max, int, atomicMax)
AMP2HIP_ATOMIC2(atomic_fetch_max, unsigned int, atomicMax)
AMP2HIP_ATOMIC2(atomic_fetch_min, int, atomicMin)
AMP2HIP_ATOMIC2(atomic_fetch_min, unsigned int, atomicMin)
AMP2HIP_ATOMIC2(atomic_exchange, int, atomicExch)
AMP2HIP_ATOMIC2(atomic_exchange, unsigned int, atomicExch)
AMP2HIP_ATOMIC2(atomic_exchange, float, atomicExch)

// Increment and decrement are fetch_add / fetch_sub of one.
AMP2HIP_D inline int atomic_fetch_inc(int *dest) {
  return atomic_fetch_add(dest, 1);
}
AMP2HIP_D inline unsigned int atomic_fetch_inc(unsigned int *dest) {
  return atomic_fetch_add(dest, 1u);
}
AMP2HIP_D inline int atomic_fetch_dec(int *dest) {
  return atomic_fetch_sub(dest, 1);
}
AMP2HIP_D inline unsigned int atomic_fetch_dec(unsigned int *dest) {
  return atomic_fetch_sub(dest, 1u);
}

namespace detail_ {
// Stores `value` if *dest == *expected and returns true; otherwise copies
// the current value to *expected and returns false.
template <class T>
AMP2HIP_D inline bool compare_exchange(T *dest, T *expected, T value) {
#if defined(AMP2HIP_MODE_HIP) || defined(AMP2HIP_MODE_CUDA)
  T old = atomicCAS(dest, *expected, value);
  bool ok = old == *expected;
  *expected = old;
  return ok;
#else
  (void)dest, (void)expected, (void)value;
  return false;
#endif
}
} // namespace detail_

AMP2HIP_D inline bool atomic_compare_exchange(int *dest, int *expected,
                                              int value) {
  return detail_::compare_exchange(dest, expected, value);
}
AMP2HIP_D inline bool atomic_compare_exchange(unsigned int *dest,
                                              unsigned int *expected,
                                              unsigned int value) {
  return detail_::compare_exchange(dest, expected, value);
}

#undef AMP2HIP_ATOMIC2
#undef AMP2HIP_ATOMIC_BODY

} // namespace Concurrency
