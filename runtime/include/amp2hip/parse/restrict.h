// amp2hip parse mode: C++ AMP's restriction specifiers as HIP attributes.
//
// Only for the translator's parse (clang -x hip --cuda-host-only
// -DAMP2HIP_PARSE=1). restrict(amp) becomes __attribute__((device)),
// restrict(cpu) __attribute__((host)); a list maps each entry, so
// restrict(cpu, amp) gives both. The translator finds these expansions by
// the macro names `restrict` and `tile_static`: keep them.
#pragma once

#if !defined(AMP2HIP_PARSE) || !AMP2HIP_PARSE
#error "amp2hip/parse headers are for the translator's parse only"
#endif

#define AMP2HIP_RESTRICT_amp __attribute__((device))
#define AMP2HIP_RESTRICT_cpu __attribute__((host))
#define AMP2HIP_RESTRICT_ONE(r) AMP2HIP_RESTRICT_##r

#define AMP2HIP_RESTRICT_PICK(_1, _2, _3, _4, NAME, ...) NAME
#define AMP2HIP_RESTRICT_1(a) AMP2HIP_RESTRICT_ONE(a)
#define AMP2HIP_RESTRICT_2(a, b) AMP2HIP_RESTRICT_ONE(a) AMP2HIP_RESTRICT_ONE(b)
#define AMP2HIP_RESTRICT_3(a, b, c)                                            \
  AMP2HIP_RESTRICT_ONE(a) AMP2HIP_RESTRICT_ONE(b) AMP2HIP_RESTRICT_ONE(c)
#define AMP2HIP_RESTRICT_4(a, b, c, d)                                         \
  AMP2HIP_RESTRICT_ONE(a)                                                      \
  AMP2HIP_RESTRICT_ONE(b) AMP2HIP_RESTRICT_ONE(c) AMP2HIP_RESTRICT_ONE(d)

// The pragma lets the translator put the attributes where Clang accepts
// them when macros spell the declarator (lib/RestrictPlacement.h).
#define restrict(...)                                                          \
  _Pragma("amp2hip_restrict") AMP2HIP_RESTRICT_PICK(                           \
      __VA_ARGS__, AMP2HIP_RESTRICT_4, AMP2HIP_RESTRICT_3, AMP2HIP_RESTRICT_2, \
      AMP2HIP_RESTRICT_1, unused)(__VA_ARGS__)

#define tile_static __attribute__((shared))

// C++ AMP puts restrict() after a lambda's parameter list, where nvcc does
// not accept __device__; the translator moves it, so the warning is noise.
#pragma clang diagnostic ignored "-Wcuda-compat"
