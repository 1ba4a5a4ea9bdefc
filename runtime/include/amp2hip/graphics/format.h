// amp2hip runtime: how a texture stores its texels (<amp_graphics.h>).
//
// A texture<T, N> keeps its texels packed, as Direct3D's texture formats do:
// each of T's scalars ("channels") takes bits_per_scalar_element bits, so a
// texture<unorm_4, 2> made with 8 bits is an RGBA8 image. This header is the
// conversion between a value of T and its packed texel, the same code on the
// host (copies from iterators, unit tests) and on the device (tex[idx],
// tex.set), with Direct3D's rules:
//   - unorm: clamped to [0, 1] (NaN gives 0), times 2^n - 1, rounded to the
//     nearest integer (ties to even); read back as c / (2^n - 1);
//   - norm: clamped to [-1, 1], times 2^(n-1) - 1, rounded; read back as
//     c / (2^(n-1) - 1), the most negative code giving -1 as well;
//   - int and uint narrower than 32 bits: saturated to the code's range on
//     write, sign- or zero-extended on read;
//   - float as 16 bits: IEEE half, rounded to nearest even (too large gives
//     infinity, as the GPUs' conversion instructions);
//   - double: 64 bits (Visual C++ stores it as two 32-bit channels).
// Which combinations exist follows Visual C++ (its DXGI formats): 3-channel
// texels only with 32-bit int, uint and float; norm, unorm and double only
// with 1, 2 (and for norm/unorm 4) channels.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/short_vectors/norm.h>
#include <amp2hip/short_vectors/vector.h>

#include <cmath>
#include <cstddef>

namespace amp2hip {
namespace detail {

// The scalar a texel channel holds.
enum class texel_kind { int_, uint_, float_, norm_, unorm_, double_ };

// What a texture needs to know of its value type T: the scalar, its kind,
// how many channels, the default bits per scalar, and whether Visual C++
// allows T at all. scalar_of/set_scalar reach channel c of a value.
template <typename T> struct texel_scalar;
template <> struct texel_scalar<int> {
  static constexpr texel_kind kind = texel_kind::int_;
  static constexpr unsigned default_bits = 32;
};
template <> struct texel_scalar<unsigned int> {
  static constexpr texel_kind kind = texel_kind::uint_;
  static constexpr unsigned default_bits = 32;
};
template <> struct texel_scalar<float> {
  static constexpr texel_kind kind = texel_kind::float_;
  static constexpr unsigned default_bits = 32;
};
template <> struct texel_scalar<Concurrency::graphics::norm> {
  static constexpr texel_kind kind = texel_kind::norm_;
  static constexpr unsigned default_bits = 16;
};
template <> struct texel_scalar<Concurrency::graphics::unorm> {
  static constexpr texel_kind kind = texel_kind::unorm_;
  static constexpr unsigned default_bits = 16;
};
template <> struct texel_scalar<double> {
  static constexpr texel_kind kind = texel_kind::double_;
  static constexpr unsigned default_bits = 64;
};

template <typename T> struct texel_traits {
  typedef T scalar_type;
  static constexpr int channels = 1;
  AMP2HIP_HD static T get(const T &v, int) { return v; }
  AMP2HIP_HD static void set(T &v, int, const T &s) { v = s; }
};
template <typename S, int K> struct texel_traits<short_vec<S, K>> {
  typedef S scalar_type;
  static constexpr int channels = K;
  AMP2HIP_HD static S get(const short_vec<S, K> &v, int c) { return v.at(c); }
  AMP2HIP_HD static void set(short_vec<S, K> &v, int c, const S &s) {
    v.at(c) = s;
  }
};

template <typename T> struct texel_type {
  typedef texel_traits<T> traits;
  typedef typename traits::scalar_type scalar_type;
  static constexpr texel_kind kind = texel_scalar<scalar_type>::kind;
  static constexpr int channels = traits::channels;
  static constexpr unsigned default_bits =
      texel_scalar<scalar_type>::default_bits;
  // Visual C++: no 3-channel norm/unorm/double, no 4-channel double.
  static constexpr bool allowed =
      channels != 3 ? !(kind == texel_kind::double_ && channels == 4)
                    : kind != texel_kind::norm_ && kind != texel_kind::unorm_ &&
                          kind != texel_kind::double_;
};

// Whether Visual C++ has a texture format for `channels` scalars of `kind`
// with `bits` each.
AMP2HIP_HD inline bool valid_texel_bits(texel_kind kind, int channels,
                                        unsigned bits) {
  switch (kind) {
  case texel_kind::int_:
  case texel_kind::uint_:
    return channels == 3 ? bits == 32 : bits == 8 || bits == 16 || bits == 32;
  case texel_kind::float_:
    return channels == 3 ? bits == 32 : bits == 16 || bits == 32;
  case texel_kind::norm_:
  case texel_kind::unorm_:
    return channels != 3 && (bits == 8 || bits == 16);
  case texel_kind::double_:
    return channels <= 2 && bits == 64;
  }
  return false;
}

// Bytes of one texel.
AMP2HIP_HD inline unsigned texel_bytes(int channels, unsigned bits) {
  return static_cast<unsigned>(channels) * bits / 8;
}

// ---- scalar conversions ----

AMP2HIP_HD inline unsigned int float_bits(float f) {
  union {
    float f;
    unsigned int u;
  } v;
  v.f = f;
  return v.u;
}
AMP2HIP_HD inline float bits_float(unsigned int u) {
  union {
    float f;
    unsigned int u;
  } v;
  v.u = u;
  return v.f;
}

// Rounds to the nearest integer, ties to even (the default rounding mode).
AMP2HIP_HD inline float round_even(float v) { return rintf(v); }

AMP2HIP_HD inline unsigned int unorm_encode(float v, unsigned bits) {
  float max = static_cast<float>((1u << bits) - 1u);
  v = v > 0.0f ? (v < 1.0f ? v : 1.0f) : 0.0f; // NaN -> 0
  return static_cast<unsigned int>(round_even(v * max));
}
AMP2HIP_HD inline float unorm_decode(unsigned int c, unsigned bits) {
  return static_cast<float>(c) / static_cast<float>((1u << bits) - 1u);
}
AMP2HIP_HD inline int norm_encode(float v, unsigned bits) {
  float max = static_cast<float>((1u << (bits - 1)) - 1u);
  v = v > -1.0f ? (v < 1.0f ? v : 1.0f) : (v <= -1.0f ? -1.0f : 0.0f);
  return static_cast<int>(round_even(v * max));
}
AMP2HIP_HD inline float norm_decode(int c, unsigned bits) {
  float f = static_cast<float>(c) / static_cast<float>((1u << (bits - 1)) - 1u);
  return f < -1.0f ? -1.0f : f;
}

AMP2HIP_HD inline int int_saturate(int v, unsigned bits) {
  if (bits >= 32)
    return v;
  int hi = static_cast<int>((1u << (bits - 1)) - 1u), lo = -hi - 1;
  return v < lo ? lo : (v > hi ? hi : v);
}
AMP2HIP_HD inline unsigned int uint_saturate(unsigned int v, unsigned bits) {
  if (bits >= 32)
    return v;
  unsigned int hi = (1u << bits) - 1u;
  return v > hi ? hi : v;
}

// IEEE single to half, round to nearest even.
AMP2HIP_HD inline unsigned short half_from_float(float f) {
  unsigned int x = float_bits(f);
  unsigned int sign = (x >> 16) & 0x8000u;
  unsigned int ax = x & 0x7fffffffu;
  if (ax >= 0x7f800000u) // infinity, NaN (kept quiet)
    return static_cast<unsigned short>(sign | 0x7c00u |
                                       (ax > 0x7f800000u ? 0x200u : 0u));
  unsigned int e = ax >> 23, m = ax & 0x7fffffu;
  if (e >= 143) // 2^16 and above: infinity
    return static_cast<unsigned short>(sign | 0x7c00u);
  unsigned int h, rem, halfway;
  if (e >= 113) { // a normal half
    h = ((e - 112) << 10) | (m >> 13);
    rem = m & 0x1fffu;
    halfway = 0x1000u;
  } else { // a subnormal half (or zero): units of 2^-24
    if (e < 102)
      return static_cast<unsigned short>(sign);
    unsigned int shift = 126 - e;
    m |= 0x800000u;
    h = m >> shift;
    rem = m & ((1u << shift) - 1u);
    halfway = 1u << (shift - 1);
  }
  if (rem > halfway || (rem == halfway && (h & 1u)))
    ++h; // may carry into the exponent, up to infinity: right
  return static_cast<unsigned short>(sign | h);
}
AMP2HIP_HD inline float half_to_float(unsigned short h) {
  unsigned int sign = (static_cast<unsigned int>(h) & 0x8000u) << 16;
  unsigned int e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0) { // zero or subnormal: m * 2^-24
    float f = static_cast<float>(m) * 5.9604644775390625e-8f;
    return sign ? -f : f;
  }
  if (e == 31)
    return bits_float(sign | 0x7f800000u | (m << 13));
  return bits_float(sign | ((e + 112) << 23) | (m << 13));
}

// ---- channels: scalar number i of a texture's storage ----

// Writes scalar `s` of `kind` as channel number i (counted over the whole
// storage) of `bits` bits.
template <typename S>
AMP2HIP_HD void store_channel(void *base, std::size_t i, unsigned bits,
                              const S &s) {
  const texel_kind kind = texel_scalar<S>::kind;
  unsigned int code;
  switch (kind) {
  case texel_kind::double_:
    static_cast<double *>(base)[i] = static_cast<double>(s);
    return;
  case texel_kind::float_:
    if (bits == 32) {
      static_cast<float *>(base)[i] = static_cast<float>(s);
      return;
    }
    code = half_from_float(static_cast<float>(s));
    break;
  case texel_kind::unorm_:
    code = unorm_encode(static_cast<float>(s), bits);
    break;
  case texel_kind::norm_:
    code = static_cast<unsigned int>(norm_encode(static_cast<float>(s), bits));
    break;
  case texel_kind::int_:
    code = static_cast<unsigned int>(int_saturate(static_cast<int>(s), bits));
    break;
  default: // uint_
    code = uint_saturate(static_cast<unsigned int>(s), bits);
    break;
  }
  if (bits == 8)
    static_cast<unsigned char *>(base)[i] = static_cast<unsigned char>(code);
  else if (bits == 16)
    static_cast<unsigned short *>(base)[i] = static_cast<unsigned short>(code);
  else
    static_cast<unsigned int *>(base)[i] = code;
}

// Reads channel number i as a scalar of type S.
template <typename S>
AMP2HIP_HD S load_channel(const void *base, std::size_t i, unsigned bits) {
  const texel_kind kind = texel_scalar<S>::kind;
  if (kind == texel_kind::double_)
    return S(static_cast<const double *>(base)[i]);
  if (kind == texel_kind::float_ && bits == 32)
    return S(static_cast<const float *>(base)[i]);
  unsigned int code = bits == 8 ? static_cast<const unsigned char *>(base)[i]
                      : bits == 16
                          ? static_cast<const unsigned short *>(base)[i]
                          : static_cast<const unsigned int *>(base)[i];
  // Sign-extends a narrow code.
  int scode = bits >= 32 ? static_cast<int>(code)
                         : static_cast<int>(code << (32 - bits)) >>
                               static_cast<int>(32 - bits);
  switch (kind) {
  case texel_kind::float_:
    return S(half_to_float(static_cast<unsigned short>(code)));
  case texel_kind::unorm_:
    return S(unorm_decode(code, bits));
  case texel_kind::norm_:
    return S(norm_decode(scode, bits));
  case texel_kind::int_:
    return S(scode);
  default:
    return S(code);
  }
}

// Texel number t of the storage, as a T; and its store.
template <typename T>
AMP2HIP_HD T load_texel(const void *base, std::size_t t, unsigned bits) {
  typedef texel_traits<T> traits;
  T v;
  for (int c = 0; c < traits::channels; ++c)
    traits::set(v, c,
                load_channel<typename traits::scalar_type>(
                    base, t * traits::channels + c, bits));
  return v;
}
template <typename T>
AMP2HIP_HD void store_texel(void *base, std::size_t t, unsigned bits,
                            const T &v) {
  typedef texel_traits<T> traits;
  for (int c = 0; c < traits::channels; ++c)
    store_channel(base, t * traits::channels + c, bits, traits::get(v, c));
}

} // namespace detail
} // namespace amp2hip
