// A header of restrict(amp) helpers: its atomic and math call count for it.
#pragma once
#include <amp.h>
#include <amp_math.h>

inline void count_bin(int *bins, float x) restrict(amp) {
  concurrency::atomic_fetch_add(&bins[(int)concurrency::fast_math::floor(x)], 1);
}
