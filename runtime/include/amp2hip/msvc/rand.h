// amp2hip: rand() and srand() as Visual C++'s C runtime computes them.
// Programs seed rand() to make their test data reproducible and check their
// results against what they computed on Windows; glibc's generator is
// another one, and its RAND_MAX is 2^31 - 1 where Visual C++'s is 0x7fff:
// the same program sums other, far larger numbers (amp-algorithms' reduce
// tests overflowed an int, and lost float digits that Visual C++'s small
// values kept). Here each thread has Visual C++'s linear congruential
// generator (seed 1 until srand), and RAND_MAX is 0x7fff.
//
// `rand` and `srand` are macros naming amp2hip_rand and amp2hip_srand in the
// files that include this one (<amp2hip/amp.h> does), in the global
// namespace and in std, as `system` is (system_pause.h).
#pragma once

#include <cstdlib>

namespace amp2hip {
namespace msvc {

/// Visual C++'s per-thread state of rand(): seed 1 until srand().
inline unsigned int &randState() {
  thread_local unsigned int State = 1;
  return State;
}

} // namespace msvc
} // namespace amp2hip

/// Visual C++'s rand(): 0 to 0x7fff.
inline int amp2hip_rand() {
  unsigned int &State = amp2hip::msvc::randState();
  State = State * 214013u + 2531011u;
  return static_cast<int>((State >> 16) & 0x7fff);
}

/// Visual C++'s srand(): the calling thread's generator starts at \p seed.
inline void amp2hip_srand(unsigned int seed) {
  amp2hip::msvc::randState() = seed;
}

namespace std {
using ::amp2hip_rand;
using ::amp2hip_srand;
} // namespace std

#define rand amp2hip_rand
#define srand amp2hip_srand
#undef RAND_MAX
#define RAND_MAX 0x7fff
