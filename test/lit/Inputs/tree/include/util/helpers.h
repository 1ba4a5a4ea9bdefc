// Device helpers shared by two sources.
#pragma once
#include <amp.h>

#define HELPER_SPEC restrict(amp, cpu)

inline float scale(float x, float by) HELPER_SPEC { return x * by; }

inline int clamp_index(int i, int n) restrict(amp) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}
