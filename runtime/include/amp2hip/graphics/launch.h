// amp2hip runtime: textures as kernel arguments (amp2hip::launch, launch.h).
// A texture captured by reference travels as device_ref<texture<T, N>>, a
// byte image whose texel grid points at the device memory, after the data
// source has made the device copy current (it always is: the host reaches
// textures only through copies). Views are copied as they are, once their
// texture is known to live on the launch's accelerator (not a staging
// texture's host memory, not another GPU).
// A parallel_for_each without an accelerator_view runs on the view of the
// textures and texture views it captures (bound_view), as on an array's.
#pragma once

#include <amp2hip/graphics/texture_view.h>
#include <amp2hip/launch.h>

namespace amp2hip {
namespace detail {

template <typename T, int N>
struct kernel_arg<device_ref<Concurrency::graphics::texture<T, N>>> {
  static device_ref<Concurrency::graphics::texture<T, N>>
  convert(Concurrency::graphics::texture<T, N> &t, int device) {
    prepare_source(Concurrency::graphics::texture_access::source(t), device,
                   coherence::access::read_write, "a texture");
    return device_ref<Concurrency::graphics::texture<T, N>>(t);
  }
};
template <typename T, int N>
struct kernel_arg<device_ref<const Concurrency::graphics::texture<T, N>>> {
  static device_ref<const Concurrency::graphics::texture<T, N>>
  convert(const Concurrency::graphics::texture<T, N> &t, int device) {
    prepare_source(Concurrency::graphics::texture_access::source(t), device,
                   coherence::access::read, "a texture");
    return device_ref<const Concurrency::graphics::texture<T, N>>(t);
  }
};

template <typename View, coherence::access Mode> struct texture_view_arg {
  static View convert(const View &v, int device) {
    prepare_source(Concurrency::graphics::texture_access::source(v), device,
                   Mode, "a texture");
    return v;
  }
};
template <typename T, int N>
struct kernel_arg<Concurrency::graphics::texture_view<T, N>>
    : texture_view_arg<Concurrency::graphics::texture_view<T, N>,
                       coherence::access::read_write> {};
template <typename T, int N>
struct kernel_arg<Concurrency::graphics::texture_view<const T, N>>
    : texture_view_arg<Concurrency::graphics::texture_view<const T, N>,
                       coherence::access::read> {};
template <typename T, int N>
struct kernel_arg<Concurrency::graphics::writeonly_texture_view<T, N>>
    : texture_view_arg<Concurrency::graphics::writeonly_texture_view<T, N>,
                       coherence::access::read_write> {};

template <typename T, int N>
struct bound_view<Concurrency::graphics::texture<T, N>> {
  static void note(std::vector<Concurrency::accelerator_view> &views,
                   const Concurrency::graphics::texture<T, N> &t) {
    views.push_back(t.get_accelerator_view());
  }
};
template <typename T, int N>
struct bound_view<Concurrency::graphics::texture_view<T, N>> {
  static void note(std::vector<Concurrency::accelerator_view> &views,
                   const Concurrency::graphics::texture_view<T, N> &v) {
    views.push_back(v.get_accelerator_view());
  }
};
template <typename T, int N>
struct bound_view<Concurrency::graphics::writeonly_texture_view<T, N>> {
  static void
  note(std::vector<Concurrency::accelerator_view> &views,
       const Concurrency::graphics::writeonly_texture_view<T, N> &v) {
    views.push_back(v.get_accelerator_view());
  }
};

} // namespace detail
} // namespace amp2hip
