// amp2hip runtime: views of a concurrency::graphics::texture --
// writeonly_texture_view<T, N> (Visual C++ 2012), texture_view<T, N>
// (read-write) and texture_view<const T, N> (read-only, with sampling;
// graphics/sampler.h), Visual C++ 2013.
//
// A view is a handle on its texture's data source, like an array_view: on
// the host it holds a reference (so it may outlive nothing but stays valid
// while copied), on the device only the texel grid. Views are captured by
// value in kernels.
#pragma once

#include <amp2hip/graphics/sampler.h>
#include <amp2hip/graphics/texture.h>

namespace Concurrency {
namespace graphics {

namespace detail_ {
// What every view has: the grid, the shared data source and the properties.
template <typename T, int N> class texture_view_base {
  typedef amp2hip::detail::texel_type<T> texel;

public:
  static const int rank = N;
  typedef T value_type;
  typedef typename texel::scalar_type scalar_type;

  AMP2HIP_HD concurrency::extent<N> get_extent() const { return grid_.ext; }
  accelerator_view get_accelerator_view() const {
    return *state_->source_view();
  }
  unsigned int get_bits_per_scalar_element() const { return grid_.bits; }
  AMP2HIP_HD unsigned int get_mipmap_levels() const { return grid_.levels; }
  // Visual C++ 2013: the extent of the view's mipmap level `level`.
  concurrency::extent<N> get_mipmap_extent(unsigned int level) const {
    if (level >= grid_.levels)
      detail_::texture_error("mipmap level " + std::to_string(level) +
                             " does not exist (the view has " +
                             std::to_string(grid_.levels) + ")");
    return amp2hip::detail::mip_extent(grid_.ext, level);
  }
  unsigned int get_data_length() const {
    return static_cast<unsigned int>(grid_.chain_bytes());
  }

  // C++ AMP's `extent` property, a member as texture's is (the view's
  // extent never changes but by assignment).
  concurrency::extent<N> extent;

protected:
  friend struct graphics::texture_access;
  texture_view_base() = default;
  AMP2HIP_HD explicit texture_view_base(
      const amp2hip::detail::texel_grid<T, N> &grid,
      amp2hip::detail::source_state *state)
      : extent(grid.ext), grid_(grid), state_(state) {
    retain();
  }
  AMP2HIP_HD texture_view_base(const texture_view_base &o)
      : extent(o.extent), grid_(o.grid_), state_(o.state_) {
    retain();
  }
  AMP2HIP_HD texture_view_base &operator=(const texture_view_base &o) {
    if (this != &o) {
      release();
      extent = o.extent;
      grid_ = o.grid_;
      state_ = o.state_;
      retain();
    }
    return *this;
  }
  AMP2HIP_HD ~texture_view_base() { release(); }

  AMP2HIP_HD void retain() {
#if !AMP2HIP_DEVICE_PASS
    if (state_)
      state_->retain();
#endif
  }
  AMP2HIP_HD void release() {
#if !AMP2HIP_DEVICE_PASS
    if (state_)
      state_->release();
#endif
  }
  // Levels [most_detailed, most_detailed + count) of `g`, checked.
  static amp2hip::detail::texel_grid<T, N>
  levels_of(const amp2hip::detail::texel_grid<T, N> &g,
            unsigned int most_detailed, unsigned int count) {
    if (count == 0 || most_detailed >= g.levels ||
        count > g.levels - most_detailed)
      texture_error("mipmap levels " + std::to_string(most_detailed) + " to " +
                    std::to_string(most_detailed + count) +
                    " (exclusive) are not among the " +
                    std::to_string(g.levels) + " the texture has");
    return g.level(most_detailed, count);
  }

  amp2hip::detail::texel_grid<T, N> grid_ = {};
  amp2hip::detail::source_state *state_ = nullptr;
};

// Visual C++'s properties of every view (read as their getters after
// translation, Mappings.def); declared in each view class, whose name the
// translator's Property rows give.
#define AMP2HIP_TEXTURE_VIEW_PROPERTIES                                        \
  AMP2HIP_PROPERTY(unsigned int, bits_per_scalar_element,                      \
                   get_bits_per_scalar_element)                                \
  AMP2HIP_PROPERTY(unsigned int, mipmap_levels, get_mipmap_levels)             \
  AMP2HIP_PROPERTY(unsigned int, data_length, get_data_length)

// Element access shared by both texture_views.
#define AMP2HIP_TEXTURE_VIEW_READS                                             \
  AMP2HIP_HD const value_type operator[](const index<N> &idx) const {          \
    return this->grid_.load(idx);                                              \
  }                                                                            \
  AMP2HIP_HD const value_type operator()(const index<N> &idx) const {          \
    return this->grid_.load(idx);                                              \
  }                                                                            \
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>           \
  AMP2HIP_HD const value_type operator[](int i0) const {                       \
    return this->grid_.load(index<1>(i0));                                     \
  }                                                                            \
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>           \
  AMP2HIP_HD const value_type operator()(int i0) const {                       \
    return this->grid_.load(index<1>(i0));                                     \
  }                                                                            \
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>           \
  AMP2HIP_HD const value_type operator()(int i0, int i1) const {               \
    return this->grid_.load(index<2>(i0, i1));                                 \
  }                                                                            \
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>           \
  AMP2HIP_HD const value_type operator()(int i0, int i1, int i2) const {       \
    return this->grid_.load(index<3>(i0, i1, i2));                             \
  }
} // namespace detail_

// Writes texels of a texture, in any format (Visual C++ 2012's way to write
// a multi-channel texture; deprecated by texture_view in 2013).
template <typename T, int N = 1>
class writeonly_texture_view : public detail_::texture_view_base<T, N> {
  typedef detail_::texture_view_base<T, N> base;

public:
  typedef T value_type;
  // Visual C++ 2012's: the most detailed level.
  AMP2HIP_HD writeonly_texture_view(texture<T, N> &src)
      : base(texture_access::grid(src).level(0), texture_access::source(src)) {}
  AMP2HIP_HD writeonly_texture_view(const writeonly_texture_view &o)
      : base(o) {}
  AMP2HIP_HD writeonly_texture_view &
  operator=(const writeonly_texture_view &o) {
    base::operator=(o);
    return *this;
  }
  AMP2HIP_HD void set(const index<N> &idx, const value_type &v) const {
    this->grid_.store(idx, v);
  }
  AMP2HIP_TEXTURE_VIEW_PROPERTIES
};

// A read-write view of one mipmap level (a kernel writes a level of a
// chain through one).
template <typename T, int N = 1>
class texture_view : public detail_::texture_view_base<T, N> {
  typedef detail_::texture_view_base<T, N> base;

public:
  typedef T value_type;
  AMP2HIP_HD texture_view(texture<T, N> &src)
      : base(texture_access::grid(src).level(0), texture_access::source(src)) {}
  texture_view(texture<T, N> &src, unsigned int mipmap_level)
      : base(base::levels_of(texture_access::grid(src), mipmap_level, 1),
             texture_access::source(src)) {}
  AMP2HIP_HD texture_view(const texture_view &o) : base(o) {}
  AMP2HIP_HD texture_view &operator=(const texture_view &o) {
    base::operator=(o);
    return *this;
  }

  AMP2HIP_HD const value_type get(const index<N> &idx) const {
    return this->grid_.load(idx);
  }
  AMP2HIP_TEXTURE_VIEW_READS
  AMP2HIP_HD void set(const index<N> &idx, const value_type &v) const {
    this->grid_.store(idx, v);
  }
  AMP2HIP_TEXTURE_VIEW_PROPERTIES
};

// A read-only view of a range of mipmap levels, the one that samples
// (graphics/sampling.h); its level 0 is the most detailed level it sees.
template <typename T, int N>
class texture_view<const T, N> : public detail_::texture_view_base<T, N> {
  typedef detail_::texture_view_base<T, N> base;

public:
  typedef const T value_type;
  typedef typename base::scalar_type scalar_type;
  // Normalized coordinates: float, float_2 or float_3 (x is dimension N-1).
  typedef typename short_vector<float, N>::type coordinates_type;
  // What gather_red and its siblings return: the four texels' channel.
  typedef typename short_vector<scalar_type, 4>::type gather_return_type;

  // Every level of the texture.
  AMP2HIP_HD texture_view(const texture<T, N> &src)
      : base(texture_access::grid(src), texture_access::source(src)) {}
  texture_view(const texture<T, N> &src, unsigned int most_detailed_mip,
               unsigned int mip_levels)
      : base(base::levels_of(texture_access::grid(src), most_detailed_mip,
                             mip_levels),
             texture_access::source(src)) {}
  AMP2HIP_HD texture_view(const texture_view<T, N> &o)
      : base(texture_access::grid(o), texture_access::source(o)) {}
  AMP2HIP_HD texture_view(const texture_view &o) : base(o) {}
  // Levels relative to `o`'s.
  texture_view(const texture_view &o, unsigned int most_detailed_mip,
               unsigned int mip_levels)
      : base(base::levels_of(texture_access::grid(o), most_detailed_mip,
                             mip_levels),
             texture_access::source(o)) {}
  AMP2HIP_HD texture_view &operator=(const texture_view &o) {
    base::operator=(o);
    return *this;
  }

  // The texel at `idx` of level `mip_level` (relative to the view's).
  AMP2HIP_HD T get(const index<N> &idx, unsigned int mip_level = 0) const {
    return mip_level == 0 ? this->grid_.load(idx)
                          : this->grid_.level(mip_level).load(idx);
  }
  AMP2HIP_TEXTURE_VIEW_READS

  // Sampling (defined in graphics/sampling.h); level_of_detail picks and
  // blends the levels as Direct3D's SampleLevel.
  AMP2HIP_HD T sample(const sampler &s, const coordinates_type &coord,
                      float level_of_detail = 0.0f) const;
  template <filter_mode Filter = filter_linear,
            address_mode Address = address_clamp>
  AMP2HIP_HD T sample(const coordinates_type &coord,
                      float level_of_detail = 0.0f) const;
  AMP2HIP_HD T sample_level(const sampler &s, const coordinates_type &coord,
                            float level_of_detail) const {
    return sample(s, coord, level_of_detail);
  }
  AMP2HIP_HD gather_return_type gather_red(const sampler &s,
                                           const coordinates_type &c) const {
    return gather(s, c, 0);
  }
  AMP2HIP_HD gather_return_type gather_green(const sampler &s,
                                             const coordinates_type &c) const {
    return gather(s, c, 1);
  }
  AMP2HIP_HD gather_return_type gather_blue(const sampler &s,
                                            const coordinates_type &c) const {
    return gather(s, c, 2);
  }
  AMP2HIP_HD gather_return_type gather_alpha(const sampler &s,
                                             const coordinates_type &c) const {
    return gather(s, c, 3);
  }

private:
  AMP2HIP_HD gather_return_type gather(const sampler &s,
                                       const coordinates_type &c,
                                       int channel) const;

public:
  AMP2HIP_TEXTURE_VIEW_PROPERTIES
};

#undef AMP2HIP_TEXTURE_VIEW_READS
#undef AMP2HIP_TEXTURE_VIEW_PROPERTIES

// ---- texture's members that take views ----
template <typename T, int N>
texture<T, N>::texture(const texture_view<const T, N> &src)
    : texture(src, src.get_accelerator_view()) {}
template <typename T, int N>
texture<T, N>::texture(const texture_view<const T, N> &src,
                       const Concurrency::accelerator_view &av)
    : texture(src, av, av) {}
template <typename T, int N>
texture<T, N>::texture(const texture_view<const T, N> &src,
                       const Concurrency::accelerator_view &av,
                       const Concurrency::accelerator_view &associated_av)
    : texture(src.get_extent(), src.get_bits_per_scalar_element(),
              src.get_mipmap_levels(), av, associated_av) {
  copy_texels_from(src);
}

} // namespace graphics
} // namespace Concurrency
