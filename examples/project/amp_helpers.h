// amp_helpers.h - restrict(amp) helper functions shared by saxpy.cpp and
// stencil.cpp (restrict(cpu, amp), so main.cpp's checks can use them too).
#pragma once

#include <amp.h>

namespace project {

// Multiply-add written once for host and accelerator.
inline float madd(float a, float x, float y) restrict(cpu, amp) {
  return a * x + y;
}

// Clamp an index into [0, n).
inline int clamp_index(int i, int n) restrict(cpu, amp) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

} // namespace project
