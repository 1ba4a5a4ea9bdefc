// amp2hip parse mode: C++ AMP's restriction specifiers as HIP attributes.
//
// Only for the translator's parse (clang -x hip --cuda-host-only
// -DAMP2HIP_PARSE=1). The translator's pragma handler reads the arguments:
// where a restriction specifier stands, restrict(amp) becomes
// __attribute__((device)), restrict(cpu) __attribute__((host)) and a list
// maps each entry; elsewhere `restrict` is an ordinary name (it is a
// contextual keyword) and comes back unexpanded (lib/parse/RestrictPlacement.h).
// The translator finds these expansions by the macro names `restrict` and
// `tile_static`: keep them.
#pragma once

#if !defined(AMP2HIP_PARSE) || !AMP2HIP_PARSE
#error "amp2hip/parse headers are for the translator's parse only"
#endif

#define restrict(...) _Pragma("amp2hip_restrict")(__VA_ARGS__)

#define tile_static __attribute__((shared))

// C++ AMP puts restrict() after a lambda's parameter list, where nvcc does
// not accept __device__; the translator moves it, so the warning is noise.
#pragma clang diagnostic ignored "-Wcuda-compat"
