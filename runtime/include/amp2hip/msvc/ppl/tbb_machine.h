// oneTBB's headers begin with its machine header, which includes
// <immintrin.h> for three functions (_mm_pause, _mm_getcsr, _mm_setcsr):
// every x86 intrinsic, a fifth of the time the translator's parse of
// <amp.h> takes (Visual C++'s <amp.h> brings in the PPL, and so does
// amp2hip's). The parse compiles nothing and needs only their
// declarations: at the machine header's first inclusion it sees them
// declared (as Clang's own headers declare them) and <immintrin.h> as read;
// the guard is restored after, so a later #include <immintrin.h> of the
// user's reads the whole header. Compilers include everything as before.
#pragma once

#if defined(AMP2HIP_PARSE) && AMP2HIP_PARSE && !defined(__IMMINTRIN_H) &&      \
    !defined(__TBB_detail__machine_H) &&                                       \
    (defined(__x86_64__) || defined(__i386__))
#define __IMMINTRIN_H
extern "C" {
void _mm_pause(void);
unsigned int _mm_getcsr(void);
void _mm_setcsr(unsigned int);
}
#include <oneapi/tbb/detail/_machine.h>
#undef __IMMINTRIN_H
#endif
