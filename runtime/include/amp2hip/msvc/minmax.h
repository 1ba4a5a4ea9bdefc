// amp2hip: <minwindef.h>'s min(a, b) and max(a, b), which every program that
// includes <windows.h> or <amp.h> sees unless it defines NOMINMAX (see
// windows.h for why <amp.h> is one of them).
//
// Windows' macros would break <algorithm> and the runtime (std::min(a, b)),
// so they are __host__ __device__ function templates: usable in host and
// restrict(amp) code alike. Like the macros they take operands of two types
// and give their common type; std::min(a, b) of one type, and HIP's and
// CUDA's own overloads where they match exactly, win over them.
#pragma once

#include <amp2hip/detail/config.h>

#include <type_traits>

#ifndef NOMINMAX
template <typename A, typename B>
AMP2HIP_HD constexpr typename std::common_type<A, B>::type min(const A &a,
                                                               const B &b) {
  return b < a ? b : a;
}
template <typename A, typename B>
AMP2HIP_HD constexpr typename std::common_type<A, B>::type max(const A &a,
                                                               const B &b) {
  return a < b ? b : a;
}
#endif
