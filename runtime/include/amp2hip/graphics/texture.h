// amp2hip runtime: concurrency::graphics::texture<T, N> (<amp_graphics.h>).
//
// A texture is an array of packed texels (graphics/format.h) in the plain
// device memory of its accelerator: tex[idx] reads and converts one texel,
// tex.set(idx, v) converts and writes one. The host reaches a texture only
// through copies, as in Visual C++, so the device copy is always the current
// one and the data source (detail/source.h) never makes a host shadow.
// Device code sees a texel_grid: the pointer, the extent, the bits per
// scalar and the number of mipmap levels, trivially copyable; a texture
// captured by reference in a kernel travels as
// amp2hip::device_ref<texture<T, N>>, as arrays do.
//
// Mipmap levels (Visual C++ 2013) lie one after the other in the one
// allocation (graphics/mip_chain.h); tex[idx] reads level 0, views reach the
// others. A staging texture (on the cpu accelerator, with an associated
// GPU view) is host memory the program fills through data(), rows
// row_pitch bytes apart; kernels do not take it, copies move it.
//
// Not the GPU's texture objects: those need the data in an opaque texture
// array (cudaArray / hipArray), which kernels cannot address by pointer and
// which has no 3-channel or 64-bit formats; plain memory gives every Visual
// C++ format and direct writes. Sampling (graphics/sampler.h) filters in
// software for the same reason.
#pragma once

#include <amp2hip/accelerator.h>
#include <amp2hip/array.h>
#include <amp2hip/detail/shape.h>
#include <amp2hip/detail/source.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/graphics/format.h>
#include <amp2hip/graphics/mip_chain.h>

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip {
namespace detail {

// What device code needs of a texture or a view of it: its most detailed
// level and the levels after it (graphics/mip_chain.h).
template <typename T, int N> struct texel_grid {
  void *data;                 // the most detailed level seen
  concurrency::extent<N> ext; // its extent
  unsigned bits;
  unsigned levels;    // mipmap levels from `data` on, one after the other
  std::size_t origin; // bytes from the data source's start to `data`, for
                      // copies (which go through the source)

  // Texels are stored row-major, the last index dimension (x) fastest.
  AMP2HIP_HD std::size_t offset_of(const concurrency::index<N> &idx) const {
    std::size_t off = static_cast<std::size_t>(idx[0]);
    for (int k = 1; k < N; ++k)
      off = off * static_cast<std::size_t>(ext[k]) +
            static_cast<std::size_t>(idx[k]);
    return off;
  }
  AMP2HIP_HD T load(const concurrency::index<N> &idx) const {
    return load_texel<T>(data, offset_of(idx), bits);
  }
  AMP2HIP_HD void store(const concurrency::index<N> &idx, const T &v) const {
    store_texel(data, offset_of(idx), bits, v);
  }
  AMP2HIP_HD std::size_t texel_size() const {
    return texel_bytes(texel_type<T>::channels, bits);
  }
  // The grid of `count` levels from level `first` of this one.
  AMP2HIP_HD texel_grid level(unsigned first, unsigned count = 1) const {
    texel_grid g = *this;
    std::size_t skip = mip_texels_before(ext, first) * texel_size();
    g.data = data ? static_cast<unsigned char *>(data) + skip : nullptr;
    g.ext = mip_extent(ext, first);
    g.levels = count;
    g.origin = origin + skip;
    return g;
  }
  // Bytes of the most detailed level, and of all levels.
  std::size_t byte_size() const { return ext.size() * texel_size(); }
  std::size_t chain_bytes() const {
    return mip_texels_before(ext, levels) * texel_size();
  }
};

} // namespace detail
} // namespace amp2hip

namespace Concurrency {
namespace graphics {

template <typename T, int N> class texture;
template <typename T, int N> class writeonly_texture_view;
template <typename T, int N> class texture_view;

namespace detail_ {
inline void texture_error(const std::string &what) {
  throw runtime_exception("amp2hip: texture: " + what, amp2hip_error_fail);
}
// Anything but an integer or an accelerator_view may be an iterator.
template <typename It>
using if_iterator = Concurrency::detail_::if_iterator<It>;
} // namespace detail_

// Friend of textures and views: their device grid and data source (copies,
// launches).
struct texture_access {
  template <typename X>
  AMP2HIP_HD static auto grid(const X &x) -> const decltype(x.grid_) & {
    return x.grid_;
  }
  template <typename X>
  AMP2HIP_HD static amp2hip::detail::source_state *source(const X &x) {
    return x.state_;
  }
};

template <typename T, int N = 1> class texture {
  static_assert(N >= 1 && N <= 3, "texture is only supported for rank 1, 2, "
                                  "and 3");
  static_assert(amp2hip::detail::texel_type<T>::allowed,
                "invalid value_type for a texture");
  typedef amp2hip::detail::texel_type<T> texel;
  typedef concurrency::extent<N> ext_t;

public:
  static const int rank = N;
  typedef T value_type;
  typedef typename texel::scalar_type scalar_type;

  // ---- construction: extent [, bits_per_scalar_element] [, view] ----
  texture(const ext_t &e) : texture(e, texel::default_bits, default_view()) {}
  texture(const ext_t &e, const accelerator_view &av)
      : texture(e, texel::default_bits, av) {}
  texture(const ext_t &e, unsigned int bits_per_scalar_element)
      : texture(e, bits_per_scalar_element, default_view()) {}
  texture(const ext_t &e, unsigned int bits_per_scalar_element,
          const accelerator_view &av)
      : texture(e, bits_per_scalar_element, 1U, av) {}
  // Visual C++ 2013: with `mipmap_levels` levels, 0 meaning the full chain
  // down to 1 texel.
  texture(const ext_t &e, unsigned int bits_per_scalar_element,
          unsigned int mipmap_levels, const accelerator_view &av)
      : texture(e, bits_per_scalar_element, mipmap_levels, av, av) {}
  // A staging texture (Visual C++ 2013): in host memory when `av` is the
  // cpu accelerator's, meant for copies to and from `associated_av`; its
  // bytes are reachable through data() (row_pitch, depth_pitch).
  texture(const ext_t &e, const accelerator_view &av,
          const accelerator_view &associated_av)
      : texture(e, texel::default_bits, 1U, av, associated_av) {}
  texture(const ext_t &e, unsigned int bits_per_scalar_element,
          const accelerator_view &av, const accelerator_view &associated_av)
      : texture(e, bits_per_scalar_element, 1U, av, associated_av) {}

  // ---- from host data: [first, last) of value_type, converted ----
  template <typename It, typename = detail_::if_iterator<It>>
  texture(const ext_t &e, It first, It last)
      : texture(e, texel::default_bits, default_view()) {
    fill(first, last);
  }
  template <typename It, typename = detail_::if_iterator<It>>
  texture(const ext_t &e, It first, It last, const accelerator_view &av)
      : texture(e, texel::default_bits, av) {
    fill(first, last);
  }
  template <typename It, typename = detail_::if_iterator<It>>
  texture(const ext_t &e, It first, It last, const accelerator_view &av,
          const accelerator_view &associated_av)
      : texture(e, texel::default_bits, 1U, av, associated_av) {
    fill(first, last);
  }
  // ---- from packed bytes in the texture's own format (Visual C++'s
  // order: source, its size in bytes, then bits_per_scalar_element) ----
  texture(const ext_t &e, const void *source, unsigned int src_byte_size,
          unsigned int bits_per_scalar_element)
      : texture(e, bits_per_scalar_element, default_view()) {
    fill_bytes(source, src_byte_size);
  }
  texture(const ext_t &e, const void *source, unsigned int src_byte_size,
          unsigned int bits_per_scalar_element, const accelerator_view &av)
      : texture(e, bits_per_scalar_element, av) {
    fill_bytes(source, src_byte_size);
  }
  texture(const ext_t &e, const void *source, unsigned int src_byte_size,
          unsigned int bits_per_scalar_element, const accelerator_view &av,
          const accelerator_view &associated_av)
      : texture(e, bits_per_scalar_element, 1U, av, associated_av) {
    fill_bytes(source, src_byte_size);
  }

  // The same with the extent spelled as integers.
  template <typename... Rest, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 1>>
  texture(int e0, Rest &&...rest)
      : texture(ext_t(e0), std::forward<Rest>(rest)...) {}
  template <typename... Rest, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 2>>
  texture(int e0, int e1, Rest &&...rest)
      : texture(ext_t(e0, e1), std::forward<Rest>(rest)...) {}
  template <typename... Rest, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 3>>
  texture(int e0, int e1, int e2, Rest &&...rest)
      : texture(ext_t(e0, e1, e2), std::forward<Rest>(rest)...) {}

  // ---- copies are deep (every level); a texture may be copied to another
  // view, a staging texture to a GPU and back ----
  texture(const texture &o)
      : texture(o, *o.state_->source_view(), o.associated_av_) {}
  texture(const texture &o, const accelerator_view &av) : texture(o, av, av) {}
  texture(const texture &o, const accelerator_view &av,
          const accelerator_view &associated_av)
      : texture(o.extent, o.grid_.bits, o.grid_.levels, av, associated_av) {
    copy_texels_from(o);
  }
  // A copy of the texels (the levels) a read-only view sees.
  texture(const texture_view<const T, N> &src);
  texture(const texture_view<const T, N> &src, const accelerator_view &av);
  texture(const texture_view<const T, N> &src, const accelerator_view &av,
          const accelerator_view &associated_av);
  texture(texture &&o) noexcept
      : extent(o.extent), grid_(o.grid_), state_(o.state_),
        associated_av_(o.associated_av_) {
    o.state_ = nullptr;
    o.grid_.data = nullptr;
  }
  texture &operator=(const texture &o) {
    if (this != &o) {
      texture tmp(o);
      swap(tmp);
    }
    return *this;
  }
  texture &operator=(texture &&o) noexcept {
    swap(o);
    return *this;
  }
  ~texture() {
    if (state_)
      state_->release();
  }

  void copy_to(texture &dest) const;
  void copy_to(const writeonly_texture_view<T, N> &dest) const;

  // ---- properties ----
  AMP2HIP_HD ext_t get_extent() const { return extent; }
  // Visual C++ 2013: the extent of mipmap level `level`.
  ext_t get_mipmap_extent(unsigned int level) const {
    if (level >= grid_.levels)
      detail_::texture_error("mipmap level " + std::to_string(level) +
                             " does not exist (the texture has " +
                             std::to_string(grid_.levels) + ")");
    return amp2hip::detail::mip_extent(extent, level);
  }
  accelerator_view get_accelerator_view() const {
    return *state_->source_view();
  }
  accelerator_view get_associated_accelerator_view() const {
    return associated_av_;
  }
  unsigned int get_bits_per_scalar_element() const { return grid_.bits; }
  AMP2HIP_HD unsigned int get_mipmap_levels() const { return grid_.levels; }
  // Bytes of the texels of every level in their packed format.
  unsigned int get_data_length() const {
    return static_cast<unsigned int>(grid_.chain_bytes());
  }
  // A staging texture's bytes in host memory, rows row_pitch bytes apart
  // and depth slices depth_pitch; null for a texture on a GPU (Visual C++
  // 2013).
  void *data() { return is_staging() ? state_->host_write() : nullptr; }
  const void *data() const {
    return is_staging() ? state_->host_read() : nullptr;
  }
  unsigned int get_row_pitch() const {
    static_assert(N >= 2, "row_pitch is only for staging textures of rank 2 "
                          "or 3");
    check_staging("row_pitch");
    return static_cast<unsigned int>(
        amp2hip::detail::staging_row_pitch(extent, grid_.texel_size()));
  }
  unsigned int get_depth_pitch() const {
    static_assert(N == 3, "depth_pitch is only for staging textures of rank "
                          "3");
    check_staging("depth_pitch");
    return static_cast<unsigned int>(
        amp2hip::detail::staging_depth_pitch(extent, grid_.texel_size()));
  }

  // ---- element access (device) ----
  AMP2HIP_HD const value_type get(const index<N> &idx) const {
    return grid_.load(idx);
  }
  AMP2HIP_HD const value_type operator[](const index<N> &idx) const {
    return grid_.load(idx);
  }
  AMP2HIP_HD const value_type operator()(const index<N> &idx) const {
    return grid_.load(idx);
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD const value_type operator[](int i0) const {
    return grid_.load(index<1>(i0));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD const value_type operator()(int i0) const {
    return grid_.load(index<1>(i0));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD const value_type operator()(int i0, int i1) const {
    return grid_.load(index<2>(i0, i1));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD const value_type operator()(int i0, int i1, int i2) const {
    return grid_.load(index<3>(i0, i1, i2));
  }
  // Visual C++ allows writes through the texture itself for one-channel
  // value types only (others go through a writeonly_texture_view or a
  // texture_view).
  AMP2HIP_HD void set(const index<N> &idx, const value_type &v) {
    static_assert(texel::channels == 1 &&
                      texel::kind != amp2hip::detail::texel_kind::double_,
                  "texture::set needs a single-component value_type (int, "
                  "uint, float, norm, unorm)");
    grid_.store(idx, v);
  }

  // C++ AMP's `extent` property.
  ext_t extent;

private:
  friend struct texture_access;

  // Every constructor ends here: checks the format and the levels,
  // allocates the texels of every level, on `av`'s GPU or, for a staging
  // texture, in host memory.
  texture(const ext_t &e, unsigned int bits_per_scalar_element,
          unsigned int mipmap_levels, const accelerator_view &av,
          const accelerator_view &associated_av)
      : extent(e), associated_av_(associated_av) {
    Concurrency::detail_::check_extent(e);
    if (!amp2hip::detail::valid_texel_bits(texel::kind, texel::channels,
                                           bits_per_scalar_element))
      detail_::texture_error("invalid bits_per_scalar_element " +
                             std::to_string(bits_per_scalar_element) +
                             " for this value_type");
    unsigned full = amp2hip::detail::full_mip_chain(e);
    if (mipmap_levels == 0)
      mipmap_levels = full;
    if (mipmap_levels > full)
      detail_::texture_error(std::to_string(mipmap_levels) +
                             " mipmap levels requested, an "
                             "extent this size has " +
                             std::to_string(full));
    int dev = av.amp2hip_device();
    bool staging = dev < 0 && associated_av.amp2hip_device() >= 0;
    if (dev < 0 && !staging)
      detail_::texture_error("textures live on a GPU accelerator; on the cpu "
                             "accelerator only staging textures (with an "
                             "associated GPU accelerator_view)");
    if (dev >= 0) // only a texture on the cpu accelerator is a staging one
      associated_av_ = av;
    grid_.ext = e;
    grid_.bits = bits_per_scalar_element;
    grid_.levels = mipmap_levels;
    grid_.origin = 0;
    if (staging) {
      state_ = amp2hip::detail::source_state::on_host(grid_.chain_bytes());
    } else {
      state_ =
          amp2hip::detail::source_state::on_device(dev, grid_.chain_bytes());
      grid_.data = state_->device_storage(dev);
    }
    state_->set_source_view(av);
  }

  static accelerator_view default_view() {
    return accelerator().get_default_view();
  }
  bool is_staging() const { return state_->home_is_host(); }
  void check_staging(const char *what) const {
    if (!is_staging())
      detail_::texture_error(std::string(what) +
                             " exists only for staging textures");
  }
  template <typename It> void fill(It first, It last) {
    std::vector<T> values(extent.size());
    std::size_t n = Concurrency::detail_::copy_range_into(
        first, last, values.data(), values.size(),
        Concurrency::detail_::iterator_tag_of<It>());
    if (n != values.size())
      detail_::texture_error("the source range has fewer elements than the "
                             "texture");
    std::vector<unsigned char> packed(grid_.byte_size());
    for (std::size_t i = 0; i < n; ++i)
      amp2hip::detail::store_texel(packed.data(), i, grid_.bits, values[i]);
    state_->write(0, packed.data(), packed.size());
  }
  void fill_bytes(const void *source, unsigned int src_byte_size) {
    if (src_byte_size < grid_.byte_size())
      detail_::texture_error(
          "the source holds " + std::to_string(src_byte_size) +
          " bytes, the texture needs " + std::to_string(grid_.byte_size()));
    state_->write(0, source, grid_.byte_size());
  }
  template <typename Src> void copy_texels_from(const Src &src);
  void swap(texture &o) noexcept {
    std::swap(extent, o.extent);
    std::swap(grid_, o.grid_);
    std::swap(state_, o.state_);
    std::swap(associated_av_, o.associated_av_);
  }

  amp2hip::detail::texel_grid<T, N> grid_ = {};
  amp2hip::detail::source_state *state_ = nullptr;
  // Where a staging texture's copies are meant to go; a texture's own view
  // otherwise.
  Concurrency::accelerator_view associated_av_;

public:
  // Visual C++'s other properties (read as their getters after
  // translation, Mappings.def).
  AMP2HIP_PROPERTY(Concurrency::accelerator_view, accelerator_view,
                   get_accelerator_view)
  AMP2HIP_PROPERTY(Concurrency::accelerator_view, associated_accelerator_view,
                   get_associated_accelerator_view)
  AMP2HIP_PROPERTY(unsigned int, bits_per_scalar_element,
                   get_bits_per_scalar_element)
  AMP2HIP_PROPERTY(unsigned int, mipmap_levels, get_mipmap_levels)
  AMP2HIP_PROPERTY(unsigned int, data_length, get_data_length)
  AMP2HIP_PROPERTY(unsigned int, row_pitch, get_row_pitch)
  AMP2HIP_PROPERTY(unsigned int, depth_pitch, get_depth_pitch)
};

} // namespace graphics
} // namespace Concurrency
