// amp2hip runtime: the geometry of a texture's mipmap levels and of a
// staging texture's rows (Visual C++ 2013), the same code on the host
// (allocation, copies, unit tests) and on the device (a view's levels).
//
// A texture's levels lie one after the other in one allocation, level 0
// (the most detailed) first; level l's extent is max(1, e >> l) in every
// dimension, as Direct3D's. A full chain ends at the level whose extent is
// 1 in every dimension: 1 + floor(log2(largest dimension)) levels.
// A staging texture keeps its texels in host memory without padding, so
// its row pitch is one row's bytes and its depth pitch one slice's.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/extent.h>

#include <cstddef>

namespace amp2hip {
namespace detail {

// Level `level`'s extent of a texture whose level 0 is `e`.
template <int N>
AMP2HIP_HD Concurrency::extent<N> mip_extent(const Concurrency::extent<N> &e,
                                             unsigned level) {
  Concurrency::extent<N> m = e;
  for (int k = 0; k < N; ++k) {
    int halved = level >= 31 ? 0 : e[k] >> level;
    m[k] = halved < 1 ? 1 : halved;
  }
  return m;
}

// The number of texels of the levels before `level` (its offset, in texels,
// from the start of level 0).
template <int N>
AMP2HIP_HD std::size_t mip_texels_before(const Concurrency::extent<N> &e,
                                         unsigned level) {
  std::size_t n = 0;
  for (unsigned l = 0; l < level; ++l)
    n += static_cast<std::size_t>(mip_extent(e, l).size());
  return n;
}

// The levels of a full chain for level 0's extent `e`.
template <int N> unsigned full_mip_chain(const Concurrency::extent<N> &e) {
  int largest = 1;
  for (int k = 0; k < N; ++k)
    largest = e[k] > largest ? e[k] : largest;
  unsigned levels = 1;
  while (largest >>= 1)
    ++levels;
  return levels;
}

// Bytes between rows (the last index dimension's texels) and between depth
// slices of an unpadded texture of extent `e` and `texel_bytes` per texel.
template <int N>
std::size_t staging_row_pitch(const Concurrency::extent<N> &e,
                              std::size_t texel_bytes) {
  return static_cast<std::size_t>(e[N - 1]) * texel_bytes;
}
template <int N>
std::size_t staging_depth_pitch(const Concurrency::extent<N> &e,
                                std::size_t texel_bytes) {
  static_assert(N == 3, "depth pitch is a rank-3 texture's");
  return static_cast<std::size_t>(e[1]) * staging_row_pitch(e, texel_bytes);
}

} // namespace detail
} // namespace amp2hip
