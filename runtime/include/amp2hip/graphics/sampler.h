// amp2hip runtime: concurrency::graphics::sampler, filter_mode and
// address_mode (Visual C++ 2013). A sampler is plain data, captured by value
// in kernels; the sampling itself is graphics/sampling.h. The enumerators
// have Direct3D 11's values, as in Visual C++.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/short_vectors/vector.h>

namespace Concurrency {
namespace graphics {

enum filter_mode {
  filter_point = 0,
  filter_linear = 0x15,
  filter_unknown = 0x7fffffff
};

enum address_mode {
  address_wrap = 1,
  address_mirror = 2,
  address_clamp = 3,
  address_border = 4,
  address_unknown = 0x7fffffff
};

class sampler {
public:
  // Constructible in device code too (Visual C++: host only), for the
  // sample<filter, address>() shorthand. Visual C++'s defaults: linear
  // filtering, clamped coordinates, a transparent black border.
  AMP2HIP_HD sampler() : filter_(filter_linear), address_(address_clamp) {}
  AMP2HIP_HD sampler(filter_mode filter)
      : filter_(filter), address_(address_clamp) {}
  AMP2HIP_HD sampler(address_mode address,
                     amp2hip::detail::short_vec<float, 4> border_color =
                         amp2hip::detail::short_vec<float, 4>(0.0f))
      : filter_(filter_linear), address_(address), border_(border_color) {}
  AMP2HIP_HD sampler(filter_mode filter, address_mode address,
                     amp2hip::detail::short_vec<float, 4> border_color =
                         amp2hip::detail::short_vec<float, 4>(0.0f))
      : filter_(filter), address_(address), border_(border_color) {}

  AMP2HIP_HD filter_mode get_filter_mode() const { return filter_; }
  AMP2HIP_HD address_mode get_address_mode() const { return address_; }
  AMP2HIP_HD amp2hip::detail::short_vec<float, 4> get_border_color() const {
    return border_;
  }

  // Visual C++'s properties (parse only: config.h); after the members
  // that name the types, which the properties' names hide.
  AMP2HIP_PROPERTY(Concurrency::graphics::filter_mode, filter_mode,
                   get_filter_mode)
  AMP2HIP_PROPERTY(Concurrency::graphics::address_mode, address_mode,
                   get_address_mode)
  typedef amp2hip::detail::short_vec<float, 4> amp2hip_color; // no comma
  AMP2HIP_PROPERTY(amp2hip_color, border_color, get_border_color)

private:
  Concurrency::graphics::filter_mode filter_;
  Concurrency::graphics::address_mode address_;
  amp2hip::detail::short_vec<float, 4> border_;
};

} // namespace graphics
} // namespace Concurrency
