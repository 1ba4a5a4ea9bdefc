// amp_helpers.h - restrict(cpu, amp) helper functions shared by the kernels
// of saxpy.cpp and stencil.cpp. The translator writes a translated copy of
// this header (__host__ __device__ in front of each function) into the
// build's out-root, and the translated sources include that copy.
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
