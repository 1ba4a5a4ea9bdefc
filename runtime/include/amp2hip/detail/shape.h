// amp2hip runtime: the checks C++ AMP makes on the shapes of arrays, views,
// sections and reinterpretations (runtime_exception on the host), shared by
// array.h and array_view.h.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/extent.h>

#include <cstddef>
#include <string>

namespace Concurrency {
namespace detail_ {

// Offset of `idx` in a row-major layout whose row strides (dimensions 0 ..
// N-2) are `strides`; dimension N-1 is contiguous.
template <int N>
AMP2HIP_HD inline int view_offset(const index<N> &idx, const int *strides) {
  int off = idx[N - 1];
  for (int k = 0; k < N - 1; ++k)
    off += idx[k] * strides[k];
  return off;
}

// Row strides of a dense row-major extent: strides[k] = e[k+1] * ... * e[N-1].
template <int N>
AMP2HIP_HD inline void dense_strides(const extent<N> &e, int *strides) {
  int s = 1;
  for (int k = N - 1; k > 0; --k) {
    s *= e[k];
    strides[k - 1] = s;
  }
  if (N == 1)
    strides[0] = 1;
}

// The checks below throw: host functions, so device code (which cannot
// throw) skips them with #if !AMP2HIP_DEVICE_PASS.
[[noreturn]] inline void invalid_shape(const std::string &what) {
  throw runtime_exception("amp2hip: " + what, amp2hip_error_fail);
}

// Every dimension of an array or array_view's extent must be positive (a
// padded tiled extent past INT_MAX wraps to a negative one), and the element
// count must fit size()'s unsigned int: (65536, 65536) would wrap to 0
// elements and allocate nothing.
template <int N> inline void check_extent(const extent<N> &e) {
  unsigned long long count = 1;
  for (int k = 0; k < N; ++k) {
    if (e[k] <= 0)
      invalid_shape("invalid extent: dimension " + std::to_string(k) + " is " +
                    std::to_string(e[k]) + " (extents must be positive)");
    // Stopping past 2^32 - 1 keeps the product below 2^63.
    count *= static_cast<unsigned long long>(e[k]);
    if (count > 0xffffffffull)
      invalid_shape("invalid extent: more than 2^32 - 1 elements");
  }
}

// A section must lie inside its base and not be empty.
template <int N>
inline void check_section(const extent<N> &base, const index<N> &origin,
                          const extent<N> &ext) {
  for (int k = 0; k < N; ++k)
    if (origin[k] < 0 || ext[k] <= 0 || origin[k] + ext[k] > base[k])
      invalid_shape("section out of bounds in dimension " + std::to_string(k) +
                    ": origin " + std::to_string(origin[k]) + ", extent " +
                    std::to_string(ext[k]) + ", base extent " +
                    std::to_string(base[k]));
}

inline void check_projection(int i, int rows) {
  if (i < 0 || i >= rows)
    invalid_shape("projection index " + std::to_string(i) +
                  " out of bounds (0 .. " + std::to_string(rows - 1) + ")");
}

// view_as: the new extent may not cover more elements than the view.
template <int K>
inline void check_view_as(const extent<K> &e, std::size_t available) {
  check_extent(e);
  if (e.size() > available)
    invalid_shape("view_as: the new extent has " + std::to_string(e.size()) +
                  " elements, the view only " + std::to_string(available));
}

// reinterpret_as: the bytes must split into whole elements of the new type.
inline void check_reinterpret(std::size_t bytes, std::size_t offset_bytes,
                              std::size_t new_size) {
  if (bytes % new_size != 0 || offset_bytes % new_size != 0)
    invalid_shape("reinterpret_as: " + std::to_string(bytes) +
                  " bytes are not a whole number of " +
                  std::to_string(new_size) + "-byte elements");
}

} // namespace detail_
} // namespace Concurrency
