// amp2hip's <windows.h>: what C++ AMP programs written for Visual C++ use
// of Windows, on Linux.
//
// The translator writes `#include <amp2hip/msvc/windows.h>` for a
// `#include <windows.h>` that no real header answers (its parse uses this
// file too, so what does not parse here is reported there). It declares
//   - the integer types and timing of <amp2hip/msvc/windows_types.h>;
//   - min and max, unless NOMINMAX is defined: Windows' macros become
//     __host__ __device__ function templates, so that <algorithm> and the
//     runtime still compile, and min/max work in restrict(amp) code.
// Nothing else of the Windows API: such a program does not translate.
#pragma once

#include <amp2hip/msvc/sal.h>
#include <amp2hip/msvc/windows_types.h>

#include <type_traits>

#ifndef NOMINMAX
// Windows' min(a, b) and max(a, b) macros take operands of two types and
// give their common type; HIP's and CUDA's own overloads of the same name
// win where they match exactly.
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
