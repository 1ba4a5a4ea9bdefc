// amp2hip runtime: texture_view<const T, N>::sample, sample_level and
// gather_red/green/blue/alpha, in software over the packed texels.
//
// Coordinates are normalized, as in Direct3D: coordinate component x spans
// the last index dimension (width), y the one before, z the first of a
// rank-3 texture; texel i's centre is at (i + 0.5) / width.
//   - filter_point takes texel floor(u * width);
//   - filter_linear blends the 2^N texels around u * width - 0.5 with
//     weights in full float precision. GPU texture units (and Direct3D's
//     hardware) use 8-bit fixed-point weights, so results here can differ
//     from Visual C++'s by up to about 1/256 of the difference between
//     neighbouring texels, and are the exactly interpolated values;
//   - address modes act on texel indices: wrap (modulo), mirror (period two
//     widths, reflected), clamp (to the edge texel), border (the sampler's
//     border colour, its first channels, converted to the value type);
//   - gather_* (rank 2) returns one channel of the four texels linear
//     filtering would blend, in Direct3D's order: x = (u0, v1),
//     y = (u1, v1), z = (u1, v0), w = (u0, v0), v1 being the next row.
// The level of detail picks the mipmap level as Direct3D's SampleLevel
// does with the sampler's filter as the mip filter too (C++ AMP's filters
// are Direct3D's MIN_MAG_MIP_POINT and MIN_MAG_MIP_LINEAR): clamped to
// [0, levels - 1] (NaN gives 0); filter_point takes the nearest level
// (lod + 0.5 rounded down), filter_linear blends the two levels around it
// by its fraction, each filtered as above. gather_* reads the most detailed
// level of the view.
#pragma once

#include <amp2hip/graphics/sampler.h>
#include <amp2hip/graphics/texture_view.h>

#include <cmath>

namespace amp2hip {
namespace detail {

// Maps texel index i of a dimension of n texels by an address mode; false
// when it falls on the border.
AMP2HIP_HD inline bool address_texel(int &i, int n, int mode) {
  switch (mode) {
  case Concurrency::graphics::address_wrap:
    i %= n;
    if (i < 0)
      i += n;
    return true;
  case Concurrency::graphics::address_mirror: {
    int m = i % (2 * n);
    if (m < 0)
      m += 2 * n;
    i = m < n ? m : 2 * n - 1 - m;
    return true;
  }
  case Concurrency::graphics::address_clamp:
    i = i < 0 ? 0 : (i >= n ? n - 1 : i);
    return true;
  default: // address_border
    return i >= 0 && i < n;
  }
}

// Texels as float channels, for filtering.
template <typename T> struct float_texel {
  typedef texel_traits<T> traits;
  float c[4];

  AMP2HIP_HD static float_texel of(const T &v) {
    float_texel f = {}; // the channels a texel lacks read as 0
    for (int k = 0; k < traits::channels; ++k)
      f.c[k] = static_cast<float>(traits::get(v, k));
    return f;
  }
  AMP2HIP_HD static float_texel of_border(const short_vec<float, 4> &border) {
    float_texel f;
    for (int k = 0; k < traits::channels; ++k) // clamped as T's scalar is
      f.c[k] = static_cast<float>(typename traits::scalar_type(border.at(k)));
    return f;
  }
  AMP2HIP_HD T value() const {
    T v;
    for (int k = 0; k < traits::channels; ++k)
      traits::set(v, k, typename traits::scalar_type(c[k]));
    return v;
  }
};

// The texel at index dimension positions pos[0..N) after addressing.
template <typename T, int N>
AMP2HIP_HD float_texel<T>
addressed_texel(const texel_grid<T, N> &g, const int *pos,
                const Concurrency::graphics::sampler &s) {
  Concurrency::index<N> idx;
  for (int k = 0; k < N; ++k) {
    int i = pos[k];
    if (!address_texel(i, g.ext[k], s.get_address_mode()))
      return float_texel<T>::of_border(s.get_border_color());
    idx[k] = i;
  }
  return float_texel<T>::of(g.load(idx));
}

// The coordinate along index dimension k (x is dimension N-1).
template <int N>
AMP2HIP_HD float coordinate(
    const typename Concurrency::graphics::short_vector<float, N>::type &c,
    int k) {
  return texel_traits<
      typename Concurrency::graphics::short_vector<float, N>::type>::get(c,
                                                                         N - 1 -
                                                                             k);
}

// One level's filtered texel.
template <typename T, int N>
AMP2HIP_HD float_texel<T> filter_grid(
    const texel_grid<T, N> &g, const Concurrency::graphics::sampler &s,
    const typename Concurrency::graphics::short_vector<float, N>::type &coord) {
  int base[N];
  float frac[N];
  bool linear = s.get_filter_mode() == Concurrency::graphics::filter_linear;
  for (int k = 0; k < N; ++k) {
    float t = coordinate<N>(coord, k) * static_cast<float>(g.ext[k]);
    if (linear)
      t -= 0.5f;
    float f = floorf(t);
    base[k] = static_cast<int>(f);
    frac[k] = t - f;
  }
  if (!linear)
    return addressed_texel(g, base, s);
  // The 2^N corners: bit k of `corner` steps dimension k.
  float_texel<T> sum;
  for (int k = 0; k < 4; ++k)
    sum.c[k] = 0.0f;
  for (int corner = 0; corner < (1 << N); ++corner) {
    int pos[N];
    float w = 1.0f;
    for (int k = 0; k < N; ++k) {
      bool up = (corner >> k) & 1;
      pos[k] = base[k] + (up ? 1 : 0);
      w *= up ? frac[k] : 1.0f - frac[k];
    }
    float_texel<T> t = addressed_texel(g, pos, s);
    for (int k = 0; k < texel_traits<T>::channels; ++k)
      sum.c[k] += w * t.c[k];
  }
  return sum;
}

template <typename T, int N>
AMP2HIP_HD T sample_grid(
    const texel_grid<T, N> &g, const Concurrency::graphics::sampler &s,
    const typename Concurrency::graphics::short_vector<float, N>::type &coord,
    float level_of_detail) {
  float top = static_cast<float>(g.levels - 1);
  if (g.levels == 1 || !(level_of_detail > 0.0f))
    return filter_grid(g, s, coord).value();
  float lod = level_of_detail < top ? level_of_detail : top;
  if (s.get_filter_mode() != Concurrency::graphics::filter_linear) {
    unsigned nearest = static_cast<unsigned>(floorf(lod + 0.5f));
    return filter_grid(g.level(nearest), s, coord).value();
  }
  unsigned lower = static_cast<unsigned>(floorf(lod));
  float f = lod - static_cast<float>(lower);
  float_texel<T> a = filter_grid(g.level(lower), s, coord);
  if (f == 0.0f)
    return a.value();
  float_texel<T> b = filter_grid(g.level(lower + 1), s, coord);
  for (int k = 0; k < texel_traits<T>::channels; ++k)
    a.c[k] = (1.0f - f) * a.c[k] + f * b.c[k];
  return a.value();
}

template <typename T, typename R>
AMP2HIP_HD R gather_grid(const texel_grid<T, 2> &g,
                         const Concurrency::graphics::sampler &s,
                         const short_vec<float, 2> &coord, int channel) {
  int col = static_cast<int>(floorf(coord.x * g.ext[1] - 0.5f));
  int row = static_cast<int>(floorf(coord.y * g.ext[0] - 0.5f));
  // Direct3D's order: counter-clockwise from the lower left.
  const int at[4][2] = {
      {row + 1, col}, {row + 1, col + 1}, {row, col + 1}, {row, col}};
  R r;
  for (int k = 0; k < 4; ++k) {
    float_texel<T> t = addressed_texel(g, at[k], s);
    r.at(k) = typename texel_traits<R>::scalar_type(t.c[channel]);
  }
  return r;
}

} // namespace detail
} // namespace amp2hip

namespace Concurrency {
namespace graphics {

namespace detail_ {
template <typename T> struct samplable {
  static constexpr bool value = amp2hip::detail::texel_type<T>::kind ==
                                    amp2hip::detail::texel_kind::float_ ||
                                amp2hip::detail::texel_type<T>::kind ==
                                    amp2hip::detail::texel_kind::norm_ ||
                                amp2hip::detail::texel_type<T>::kind ==
                                    amp2hip::detail::texel_kind::unorm_;
};
} // namespace detail_

template <typename T, int N>
AMP2HIP_HD T texture_view<const T, N>::sample(const sampler &s,
                                              const coordinates_type &coord,
                                              float level_of_detail) const {
  static_assert(detail_::samplable<T>::value,
                "sample needs a float, norm or unorm value_type");
  return amp2hip::detail::sample_grid(this->grid_, s, coord, level_of_detail);
}

template <typename T, int N>
template <filter_mode Filter, address_mode Address>
AMP2HIP_HD T texture_view<const T, N>::sample(const coordinates_type &coord,
                                              float level_of_detail) const {
  static_assert(Filter == filter_point || Filter == filter_linear,
                "sample: the filter must be filter_point or filter_linear");
  static_assert(Address != address_border && Address != address_unknown,
                "sample without a sampler: address_border needs a sampler "
                "(its border colour)");
  return sample(sampler(Filter, Address), coord, level_of_detail);
}

template <typename T, int N>
AMP2HIP_HD typename texture_view<const T, N>::gather_return_type
texture_view<const T, N>::gather(const sampler &s, const coordinates_type &c,
                                 int channel) const {
  static_assert(N == 2, "gather is only supported for rank 2 textures");
  static_assert(amp2hip::detail::texel_type<T>::kind !=
                    amp2hip::detail::texel_kind::double_,
                "gather is not supported for double textures");
  return amp2hip::detail::gather_grid<T, gather_return_type>(this->grid_, s, c,
                                                             channel);
}

} // namespace graphics
} // namespace Concurrency
