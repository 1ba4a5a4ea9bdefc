// amp2hip runtime: concurrency::graphics::copy and copy_async for textures
// and their views (Visual C++ 2012-2013): between a texture and raw memory
// in the texture's packed format, iterators of value_type (converted per
// texel), and other textures; whole, or a box given by offset and extent.
// These copies move one mipmap level (a texture or view of one level; a
// level of a chain through a texture_view of it), as Visual C++'s; a whole
// texture copied to another moves every level.
//
// Data moves through the texture's data source (detail/source.h), one read
// or write per row of the box, between host memory and the device. A copy
// from texture to texture stages through the host. copy_async copies at
// once and returns a completed future, as the arrays' copy_async.
#pragma once

#include <amp2hip/completion_future.h>
#include <amp2hip/graphics/texture_view.h>

#include <cstddef>
#include <type_traits>
#include <vector>

namespace Concurrency {
namespace graphics {

namespace detail_ {
// Which classes are textures to copy from and to.
template <typename X> struct texture_traits {
  static constexpr bool readable = false, writable = false;
};
template <typename T, int N> struct texture_traits<texture<T, N>> {
  static constexpr bool readable = true, writable = true;
};
template <typename T, int N> struct texture_traits<texture_view<T, N>> {
  static constexpr bool readable = true, writable = true;
};
template <typename T, int N> struct texture_traits<texture_view<const T, N>> {
  static constexpr bool readable = true, writable = false;
};
template <typename T, int N>
struct texture_traits<writeonly_texture_view<T, N>> {
  static constexpr bool readable = false, writable = true;
};
template <typename X> using bare = amp2hip::cxx::remove_cvref_t<X>;
template <typename X>
using if_readable =
    amp2hip::cxx::enable_if_t<texture_traits<bare<X>>::readable>;
template <typename X>
using if_writable =
    amp2hip::cxx::enable_if_t<texture_traits<bare<X>>::writable>;
template <typename X>
using if_not_texture =
    amp2hip::cxx::enable_if_t<!texture_traits<bare<X>>::readable &&
                              !texture_traits<bare<X>>::writable>;
template <typename X>
using texel_of = amp2hip::cxx::remove_const_t<typename bare<X>::value_type>;

// The texels of one level of a texture or view: where copies read and
// write.
template <typename T, int N> struct level_ref {
  amp2hip::detail::texel_grid<T, N> grid;
  amp2hip::detail::source_state *source;
};
// The one level of `x`: copies of raw memory, iterators and sections move
// one level, as Visual C++'s (a level of a chain is copied through a
// texture_view of it).
template <typename X>
level_ref<texel_of<X>, bare<X>::rank> one_level(const X &x) {
  const auto &g = texture_access::grid(x);
  if (g.levels != 1)
    texture_error("copy: the texture has " + std::to_string(g.levels) +
                  " mipmap levels; copy one level through a texture_view of "
                  "it");
  return {g, texture_access::source(x)};
}

// The box [origin, origin + e) of a level, checked to lie inside it.
template <int N>
void check_box(const extent<N> &whole, const index<N> &origin,
               const extent<N> &e) {
  for (int k = 0; k < N; ++k)
    if (e[k] <= 0 || origin[k] < 0 || origin[k] + e[k] > whole[k])
      texture_error("copy: the section is not inside the texture");
}

// Calls f(first texel, texel count) for each row of the box, row-major.
template <int N, typename F>
void for_each_row(const extent<N> &whole, const index<N> &origin,
                  const extent<N> &e, F f) {
  std::size_t rows = e.size() / static_cast<std::size_t>(e[N - 1]);
  for (std::size_t r = 0; r < rows; ++r) {
    index<N> at = origin;
    std::size_t rest = r;
    for (int k = N - 2; k >= 0; --k) {
      at[k] += static_cast<int>(rest % static_cast<std::size_t>(e[k]));
      rest /= static_cast<std::size_t>(e[k]);
    }
    std::size_t first = 0;
    for (int k = 0; k < N; ++k)
      first = first * static_cast<std::size_t>(whole[k]) +
              static_cast<std::size_t>(at[k]);
    f(first, static_cast<std::size_t>(e[N - 1]));
  }
}

// The packed texels of a box, in row-major order.
template <typename T, int N>
std::vector<unsigned char> read_box(const level_ref<T, N> &src,
                                    const index<N> &origin,
                                    const extent<N> &e) {
  const auto &g = src.grid;
  check_box(g.ext, origin, e);
  std::size_t size = g.texel_size();
  std::vector<unsigned char> out(e.size() * size);
  unsigned char *p = out.data();
  for_each_row(g.ext, origin, e, [&](std::size_t first, std::size_t n) {
    src.source->read(g.origin + first * size, p, n * size);
    p += n * size;
  });
  return out;
}
template <typename T, int N>
void write_box(const level_ref<T, N> &dst, const index<N> &origin,
               const extent<N> &e, const unsigned char *in) {
  const auto &g = dst.grid;
  check_box(g.ext, origin, e);
  std::size_t size = g.texel_size();
  for_each_row(g.ext, origin, e, [&](std::size_t first, std::size_t n) {
    dst.source->write(g.origin + first * size, in, n * size);
    in += n * size;
  });
}

template <typename Src, int N>
void box_to_bytes(const Src &src, const index<N> &origin, const extent<N> &e,
                  void *dst, unsigned int dst_byte_size) {
  std::vector<unsigned char> box = read_box(one_level(src), origin, e);
  if (dst_byte_size < box.size())
    texture_error("copy: the destination holds " +
                  std::to_string(dst_byte_size) + " bytes, the texels " +
                  std::to_string(box.size()));
  unsigned char *out = static_cast<unsigned char *>(dst);
  for (std::size_t i = 0; i < box.size(); ++i)
    out[i] = box[i];
}
template <typename Dst, int N>
void bytes_to_box(const void *src, unsigned int src_byte_size, Dst &dst,
                  const index<N> &origin, const extent<N> &e) {
  auto level = one_level(dst);
  std::size_t bytes = e.size() * level.grid.texel_size();
  if (src_byte_size < bytes)
    texture_error("copy: the source holds " + std::to_string(src_byte_size) +
                  " bytes, the texels " + std::to_string(bytes));
  write_box(level, origin, e, static_cast<const unsigned char *>(src));
}
template <typename Src, int N, typename OutIt>
void box_to_iterator(const Src &src, const index<N> &origin, const extent<N> &e,
                     OutIt dst) {
  auto level = one_level(src);
  std::vector<unsigned char> box = read_box(level, origin, e);
  for (std::size_t i = 0; i < e.size(); ++i, ++dst)
    *dst = amp2hip::detail::load_texel<texel_of<Src>>(box.data(), i,
                                                      level.grid.bits);
}
template <typename It, typename Dst, int N>
void iterator_to_box(It first, It last, Dst &dst, const index<N> &origin,
                     const extent<N> &e) {
  auto level = one_level(dst);
  std::vector<unsigned char> box(e.size() * level.grid.texel_size());
  std::size_t i = 0;
  for (; first != last && i < e.size(); ++first, ++i)
    amp2hip::detail::store_texel(box.data(), i, level.grid.bits,
                                 static_cast<texel_of<Dst>>(*first));
  if (i != e.size() || first != last)
    texture_error("copy: the source range holds a different number of "
                  "elements than the texels copied");
  write_box(level, origin, e, box.data());
}
template <typename T, int N>
void level_to_level(const level_ref<T, N> &src, const index<N> &src_origin,
                    const level_ref<T, N> &dst, const index<N> &dst_origin,
                    const extent<N> &e) {
  if (src.grid.bits != dst.grid.bits)
    texture_error("copy: the textures' bits_per_scalar_element differ");
  std::vector<unsigned char> box = read_box(src, src_origin, e);
  write_box(dst, dst_origin, e, box.data());
}
template <typename Src, typename Dst, int N>
void box_to_box(const Src &src, const index<N> &src_origin, Dst &dst,
                const index<N> &dst_origin, const extent<N> &e) {
  static_assert(std::is_same<texel_of<Src>, texel_of<Dst>>::value,
                "copy: the textures' value types differ");
  level_to_level(one_level(src), src_origin, one_level(dst), dst_origin, e);
}
// A whole texture or view to another: every level.
template <typename Src, typename Dst>
void levels_to_levels(const Src &src, Dst &dst) {
  static_assert(std::is_same<texel_of<Src>, texel_of<Dst>>::value,
                "copy: the textures' value types differ");
  const auto &s = texture_access::grid(src);
  const auto &d = texture_access::grid(dst);
  if (s.ext != d.ext)
    texture_error("copy: the textures' extents differ");
  if (s.levels != d.levels)
    texture_error("copy: the textures' numbers of mipmap levels differ");
  typedef level_ref<texel_of<Src>, bare<Src>::rank> ref;
  for (unsigned l = 0; l < s.levels; ++l)
    level_to_level(ref{s.level(l), texture_access::source(src)},
                   index<bare<Src>::rank>(),
                   ref{d.level(l), texture_access::source(dst)},
                   index<bare<Src>::rank>(), s.level(l).ext);
}
template <typename X> index<bare<X>::rank> origin_of(const X &) {
  return index<bare<X>::rank>();
}
} // namespace detail_

// ---- texture to raw memory, in the texture's packed format ----
template <typename Src, typename = detail_::if_readable<Src>>
void copy(const Src &src, void *dst, unsigned int dst_byte_size) {
  detail_::box_to_bytes(src, detail_::origin_of(src), src.get_extent(), dst,
                        dst_byte_size);
}
template <typename Src, typename = detail_::if_readable<Src>>
void copy(const Src &src, const index<Src::rank> &src_offset,
          const extent<Src::rank> &copy_extent, void *dst,
          unsigned int dst_byte_size) {
  detail_::box_to_bytes(src, src_offset, copy_extent, dst, dst_byte_size);
}
// ---- raw memory to texture ----
template <typename Dst, typename = detail_::if_writable<Dst>>
void copy(const void *src, unsigned int src_byte_size, Dst &dst) {
  detail_::bytes_to_box(src, src_byte_size, dst, detail_::origin_of(dst),
                        dst.get_extent());
}
template <typename Dst, typename = detail_::if_writable<Dst>>
void copy(const void *src, unsigned int src_byte_size, Dst &dst,
          const index<Dst::rank> &dst_offset,
          const extent<Dst::rank> &copy_extent) {
  detail_::bytes_to_box(src, src_byte_size, dst, dst_offset, copy_extent);
}
// ---- iterators of value_type to texture; named destination types, so
// that they are more specialized than std::copy ----
template <typename It, typename T, int N>
void copy(It first, It last, texture<T, N> &dst) {
  detail_::iterator_to_box(first, last, dst, index<N>(), dst.get_extent());
}
template <typename It, typename T, int N>
void copy(It first, It last, const writeonly_texture_view<T, N> &dst) {
  detail_::iterator_to_box(first, last, dst, index<N>(), dst.get_extent());
}
template <typename It, typename T, int N>
void copy(It first, It last, const texture_view<T, N> &dst) {
  detail_::iterator_to_box(first, last, dst, index<N>(), dst.get_extent());
}
template <typename It, typename Dst, typename = detail_::if_writable<Dst>>
void copy(It first, It last, Dst &dst, const index<Dst::rank> &dst_offset,
          const extent<Dst::rank> &copy_extent) {
  detail_::iterator_to_box(first, last, dst, dst_offset, copy_extent);
}
// ---- texture to an output iterator ----
template <typename Src, typename OutIt, typename = detail_::if_readable<Src>,
          typename = detail_::if_not_texture<OutIt>>
void copy(const Src &src, OutIt dst) {
  detail_::box_to_iterator(src, detail_::origin_of(src), src.get_extent(), dst);
}
template <typename Src, typename OutIt, typename = detail_::if_readable<Src>,
          typename = detail_::if_not_texture<OutIt>>
void copy(const Src &src, const index<Src::rank> &src_offset,
          const extent<Src::rank> &copy_extent, OutIt dst) {
  detail_::box_to_iterator(src, src_offset, copy_extent, dst);
}
// ---- texture to texture: whole (every mipmap level), or a section of one
// level ----
template <typename Src, typename Dst, typename = detail_::if_readable<Src>,
          typename = detail_::if_writable<Dst>>
void copy(const Src &src, Dst &dst) {
  detail_::levels_to_levels(src, dst);
}
template <typename Src, typename Dst, typename = detail_::if_readable<Src>,
          typename = detail_::if_writable<Dst>>
void copy(const Src &src, const index<Src::rank> &src_offset, Dst &dst,
          const index<Dst::rank> &dst_offset,
          const extent<Src::rank> &copy_extent) {
  detail_::box_to_box(src, src_offset, dst, dst_offset, copy_extent);
}

// ---- copy_async: the same, returning a completed future ----
#define AMP2HIP_TEXTURE_COPY_ASYNC(params, args, ...)                          \
  template <__VA_ARGS__> completion_future copy_async params {                 \
    copy args;                                                                 \
    return completion_future::amp2hip_ready();                                 \
  }
AMP2HIP_TEXTURE_COPY_ASYNC((const Src &src, void *dst, unsigned int size),
                           (src, dst, size), typename Src,
                           typename = detail_::if_readable<Src>)
AMP2HIP_TEXTURE_COPY_ASYNC((const Src &src, const index<Src::rank> &o,
                            const extent<Src::rank> &e, void *dst,
                            unsigned int size),
                           (src, o, e, dst, size), typename Src,
                           typename = detail_::if_readable<Src>)
AMP2HIP_TEXTURE_COPY_ASYNC((const void *src, unsigned int size, Dst &dst),
                           (src, size, dst), typename Dst,
                           typename = detail_::if_writable<Dst>)
AMP2HIP_TEXTURE_COPY_ASYNC((const void *src, unsigned int size, Dst &dst,
                            const index<Dst::rank> &o,
                            const extent<Dst::rank> &e),
                           (src, size, dst, o, e), typename Dst,
                           typename = detail_::if_writable<Dst>)
AMP2HIP_TEXTURE_COPY_ASYNC((It first, It last, texture<T, N> &dst),
                           (first, last, dst), typename It, typename T, int N)
AMP2HIP_TEXTURE_COPY_ASYNC((It first, It last,
                            const writeonly_texture_view<T, N> &dst),
                           (first, last, dst), typename It, typename T, int N)
AMP2HIP_TEXTURE_COPY_ASYNC((It first, It last, const texture_view<T, N> &dst),
                           (first, last, dst), typename It, typename T, int N)
AMP2HIP_TEXTURE_COPY_ASYNC((It first, It last, Dst &dst,
                            const index<Dst::rank> &o,
                            const extent<Dst::rank> &e),
                           (first, last, dst, o, e), typename It, typename Dst,
                           typename = detail_::if_writable<Dst>)
AMP2HIP_TEXTURE_COPY_ASYNC((const Src &src, OutIt dst), (src, dst),
                           typename Src, typename OutIt,
                           typename = detail_::if_readable<Src>,
                           typename = detail_::if_not_texture<OutIt>)
AMP2HIP_TEXTURE_COPY_ASYNC((const Src &src, const index<Src::rank> &o,
                            const extent<Src::rank> &e, OutIt dst),
                           (src, o, e, dst), typename Src, typename OutIt,
                           typename = detail_::if_readable<Src>,
                           typename = detail_::if_not_texture<OutIt>)
AMP2HIP_TEXTURE_COPY_ASYNC((const Src &src, Dst &dst), (src, dst), typename Src,
                           typename Dst, typename = detail_::if_readable<Src>,
                           typename = detail_::if_writable<Dst>)
AMP2HIP_TEXTURE_COPY_ASYNC((const Src &src, const index<Src::rank> &src_off,
                            Dst &dst, const index<Dst::rank> &dst_off,
                            const extent<Src::rank> &e),
                           (src, src_off, dst, dst_off, e), typename Src,
                           typename Dst, typename = detail_::if_readable<Src>,
                           typename = detail_::if_writable<Dst>)
#undef AMP2HIP_TEXTURE_COPY_ASYNC

// ---- texture's members that copy ----
template <typename T, int N>
template <typename Src>
void texture<T, N>::copy_texels_from(const Src &src) {
  graphics::copy(src, *this);
}
template <typename T, int N> void texture<T, N>::copy_to(texture &dest) const {
  graphics::copy(*this, dest);
}
template <typename T, int N>
void texture<T, N>::copy_to(const writeonly_texture_view<T, N> &dest) const {
  graphics::copy(*this, dest);
}

} // namespace graphics
} // namespace Concurrency
