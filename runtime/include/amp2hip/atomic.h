// amp2hip runtime: C++ AMP's atomic operations (device code).
//
// The translator may map these calls straight to HIP's atomicAdd & co.;
// these definitions keep code that still names them compiling, and let the
// translator's parse resolve them. Each returns the old value, as C++ AMP.
#pragma once

#include <amp2hip/detail/config.h>

namespace Concurrency {

namespace detail_ {
// True for a thread's own (stack) memory. C++ AMP allows atomics on any
// int the kernel can address (tests pass pointers to local arrays), but a
// GPU atomic on local memory faults: CUDA reports an illegal address, and
// AMD flat atomics do not reach scratch. Memory no other thread can see is
// updated with plain loads and stores, which is then exact.
AMP2HIP_D inline bool is_thread_local(const void *p) {
#if AMP2HIP_DEVICE_PASS && defined(AMP2HIP_MODE_CUDA)
  return __isLocal(p) != 0;
#elif AMP2HIP_DEVICE_PASS && defined(AMP2HIP_MODE_HIP)
  return __builtin_amdgcn_is_private(p);
#else
  (void)p;
  return false;
#endif
}
} // namespace detail_

#if defined(AMP2HIP_MODE_HIP) || defined(AMP2HIP_MODE_CUDA)
// `next` is the new value computed from `old` and `value`.
#define AMP2HIP_ATOMIC_BODY(call, next)                                        \
  if (detail_::is_thread_local(dest)) {                                        \
    T old = *dest;                                                             \
    *dest = (next);                                                            \
    return old;                                                                \
  }                                                                            \
  return call(dest, value);
#elif AMP2HIP_CPU_KERNELS
// A CPU build: tiles run on several cores at once, so these are the host's
// atomics (GCC's and Clang's builtins, on plain memory like the GPU's).
#define AMP2HIP_ATOMIC_BODY(call, next)                                        \
  T old;                                                                       \
  __atomic_load(dest, &old, __ATOMIC_RELAXED);                                 \
  for (;;) {                                                                   \
    T desired = (next);                                                        \
    if (__atomic_compare_exchange(dest, &old, &desired, true,                  \
                                  __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))         \
      return old;                                                              \
  }
#else
// Parse and plain host builds: declared, never run on a GPU.
#define AMP2HIP_ATOMIC_BODY(call, next)                                        \
  (void)dest;                                                                  \
  return 0;
#endif

#define AMP2HIP_ATOMIC2(name, Type, call, next)                                \
  AMP2HIP_D inline Type name(Type *dest, Type value) {                         \
    typedef Type T __attribute__((unused)); /* device bodies use it */         \
    (void)value;                                                               \
    AMP2HIP_ATOMIC_BODY(call, next)                                            \
  }

AMP2HIP_ATOMIC2(atomic_fetch_add, int, atomicAdd, old + value)
AMP2HIP_ATOMIC2(atomic_fetch_add, unsigned int, atomicAdd, old + value)
AMP2HIP_ATOMIC2(atomic_fetch_sub, int, atomicSub, old - value)
AMP2HIP_ATOMIC2(atomic_fetch_sub, unsigned int, atomicSub, old - value)
AMP2HIP_ATOMIC2(atomic_fetch_and, int, atomicAnd, old &value)
AMP2HIP_ATOMIC2(atomic_fetch_and, unsigned int, atomicAnd, old &value)
AMP2HIP_ATOMIC2(atomic_fetch_or, int, atomicOr, old | value)
AMP2HIP_ATOMIC2(atomic_fetch_or, unsigned int, atomicOr, old | value)
AMP2HIP_ATOMIC2(atomic_fetch_xor, int, atomicXor, old ^ value)
AMP2HIP_ATOMIC2(atomic_fetch_xor, unsigned int, atomicXor, old ^ value)
AMP2HIP_ATOMIC2(atomic_fetch_max, int, atomicMax, old < value ? value : old)
AMP2HIP_ATOMIC2(atomic_fetch_max, unsigned int, atomicMax,
                old < value ? value : old)
AMP2HIP_ATOMIC2(atomic_fetch_min, int, atomicMin, value < old ? value : old)
AMP2HIP_ATOMIC2(atomic_fetch_min, unsigned int, atomicMin,
                value < old ? value : old)
AMP2HIP_ATOMIC2(atomic_exchange, int, atomicExch, value)
AMP2HIP_ATOMIC2(atomic_exchange, unsigned int, atomicExch, value)
AMP2HIP_ATOMIC2(atomic_exchange, float, atomicExch, value)

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
  if (is_thread_local(dest)) {
    T cur = *dest;
    bool ok = cur == *expected;
    if (ok)
      *dest = value;
    *expected = cur;
    return ok;
  }
  T old = atomicCAS(dest, *expected, value);
  bool ok = old == *expected;
  *expected = old;
  return ok;
#elif AMP2HIP_CPU_KERNELS
  return __atomic_compare_exchange(dest, expected, &value, false,
                                   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
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
