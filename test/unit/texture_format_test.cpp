// Texel formats of concurrency::graphics textures (graphics/format.h): which
// formats exist, the norm/unorm/half/integer conversions and the packed
// layout. Host pass; the device compiles the same __host__ __device__ code.
#include <amp2hip/amp_short_vectors.h>
#include <amp2hip/graphics/format.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace g = concurrency::graphics;
using amp2hip::detail::texel_kind;
using amp2hip::detail::texel_type;

static_assert(texel_type<int>::channels == 1, "");
static_assert(texel_type<g::unorm_4>::channels == 4, "");
static_assert(texel_type<g::unorm_4>::default_bits == 16, "");
static_assert(texel_type<g::float_2>::default_bits == 32, "");
static_assert(texel_type<double>::default_bits == 64, "");
static_assert(texel_type<g::norm_2>::kind == texel_kind::norm_, "");
// Visual C++'s value types: 3-channel only for int, uint, float; double and
// double_2 only.
static_assert(texel_type<g::int_3>::allowed, "");
static_assert(texel_type<g::float_3>::allowed, "");
static_assert(!texel_type<g::unorm_3>::allowed, "");
static_assert(!texel_type<g::norm_3>::allowed, "");
static_assert(texel_type<g::double_2>::allowed, "");
static_assert(!texel_type<g::double_3>::allowed, "");
static_assert(!texel_type<g::double_4>::allowed, "");

TEST(TextureFormat, ValidBitsPerScalarElement) {
  using amp2hip::detail::valid_texel_bits;
  for (unsigned bits : {8u, 16u, 32u}) {
    EXPECT_TRUE(valid_texel_bits(texel_kind::int_, 4, bits)) << bits;
    EXPECT_TRUE(valid_texel_bits(texel_kind::uint_, 1, bits)) << bits;
  }
  EXPECT_FALSE(valid_texel_bits(texel_kind::int_, 1, 64));
  EXPECT_FALSE(valid_texel_bits(texel_kind::uint_, 3, 8));
  EXPECT_TRUE(valid_texel_bits(texel_kind::uint_, 3, 32));
  EXPECT_FALSE(valid_texel_bits(texel_kind::float_, 1, 8));
  EXPECT_TRUE(valid_texel_bits(texel_kind::float_, 2, 16));
  EXPECT_FALSE(valid_texel_bits(texel_kind::float_, 3, 16));
  EXPECT_TRUE(valid_texel_bits(texel_kind::unorm_, 4, 8));
  EXPECT_TRUE(valid_texel_bits(texel_kind::norm_, 2, 16));
  EXPECT_FALSE(valid_texel_bits(texel_kind::unorm_, 1, 32));
  EXPECT_TRUE(valid_texel_bits(texel_kind::double_, 2, 64));
  EXPECT_FALSE(valid_texel_bits(texel_kind::double_, 1, 32));
  EXPECT_EQ(amp2hip::detail::texel_bytes(4, 8), 4u);
  EXPECT_EQ(amp2hip::detail::texel_bytes(3, 32), 12u);
  EXPECT_EQ(amp2hip::detail::texel_bytes(2, 64), 16u);
}

TEST(TextureFormat, UnormClampsScalesAndRoundsToEven) {
  using amp2hip::detail::unorm_decode;
  using amp2hip::detail::unorm_encode;
  EXPECT_EQ(unorm_encode(0.0f, 8), 0u);
  EXPECT_EQ(unorm_encode(1.0f, 8), 255u);
  EXPECT_EQ(unorm_encode(0.5f, 8), 128u); // 127.5: ties to even
  EXPECT_EQ(unorm_encode(0.2f, 8), 51u);
  EXPECT_EQ(unorm_encode(-0.3f, 8), 0u);
  EXPECT_EQ(unorm_encode(1.7f, 8), 255u);
  EXPECT_EQ(unorm_encode(std::numeric_limits<float>::quiet_NaN(), 8), 0u);
  EXPECT_EQ(unorm_encode(1.0f, 16), 65535u);
  EXPECT_EQ(unorm_encode(0.5f, 16), 32768u); // 32767.5: ties to even
  EXPECT_FLOAT_EQ(unorm_decode(255, 8), 1.0f);
  EXPECT_FLOAT_EQ(unorm_decode(51, 8), 0.2f);
  EXPECT_FLOAT_EQ(unorm_decode(32768, 16), 32768.0f / 65535.0f);
  // Every 8-bit code survives decode then encode.
  for (unsigned c = 0; c < 256; ++c)
    EXPECT_EQ(unorm_encode(unorm_decode(c, 8), 8), c);
}

TEST(TextureFormat, NormIsSymmetricAndMostNegativeCodeIsMinusOne) {
  using amp2hip::detail::norm_decode;
  using amp2hip::detail::norm_encode;
  EXPECT_EQ(norm_encode(1.0f, 8), 127);
  EXPECT_EQ(norm_encode(-1.0f, 8), -127);
  EXPECT_EQ(norm_encode(-5.0f, 8), -127);
  EXPECT_EQ(norm_encode(0.0f, 8), 0);
  EXPECT_EQ(norm_encode(0.5f, 16), 16384); // 16383.5: ties to even
  EXPECT_EQ(norm_encode(std::numeric_limits<float>::quiet_NaN(), 16), 0);
  EXPECT_FLOAT_EQ(norm_decode(-128, 8), -1.0f);
  EXPECT_FLOAT_EQ(norm_decode(-127, 8), -1.0f);
  EXPECT_FLOAT_EQ(norm_decode(64, 8), 64.0f / 127.0f);
  EXPECT_FLOAT_EQ(norm_decode(32767, 16), 1.0f);
}

TEST(TextureFormat, NarrowIntegersSaturate) {
  using amp2hip::detail::int_saturate;
  using amp2hip::detail::uint_saturate;
  EXPECT_EQ(int_saturate(300, 8), 127);
  EXPECT_EQ(int_saturate(-300, 8), -128);
  EXPECT_EQ(int_saturate(-5, 8), -5);
  EXPECT_EQ(int_saturate(40000, 16), 32767);
  EXPECT_EQ(int_saturate(std::numeric_limits<int>::min(), 32),
            std::numeric_limits<int>::min());
  EXPECT_EQ(uint_saturate(300, 8), 255u);
  EXPECT_EQ(uint_saturate(70000, 16), 65535u);
  EXPECT_EQ(uint_saturate(0xffffffffu, 32), 0xffffffffu);
}

TEST(TextureFormat, HalfFloatRoundsToNearestEven) {
  using amp2hip::detail::half_from_float;
  using amp2hip::detail::half_to_float;
  EXPECT_EQ(half_from_float(1.0f), 0x3c00);
  EXPECT_EQ(half_from_float(-2.0f), 0xc000);
  EXPECT_EQ(half_from_float(0.0f), 0x0000);
  EXPECT_EQ(half_from_float(-0.0f), 0x8000);
  EXPECT_EQ(half_from_float(1.0f / 3.0f), 0x3555);
  EXPECT_EQ(half_from_float(65504.0f), 0x7bff); // largest finite
  EXPECT_EQ(half_from_float(65519.0f), 0x7bff); // rounds down
  EXPECT_EQ(half_from_float(65520.0f), 0x7c00); // tie to even: infinity
  EXPECT_EQ(half_from_float(1e10f), 0x7c00);
  EXPECT_EQ(half_from_float(std::ldexp(1.0f, -24)), 0x0001); // smallest
  EXPECT_EQ(half_from_float(std::ldexp(1.0f, -25)), 0x0000); // tie to even
  EXPECT_EQ(half_from_float(std::ldexp(3.0f, -26)), 0x0001);
  EXPECT_EQ(half_from_float(std::ldexp(1023.0f, -24)), 0x03ff);
  EXPECT_EQ(half_from_float(std::ldexp(1.0f, -14)), 0x0400); // smallest normal
  // 1 + 2^-11 lies halfway between 1 and 1 + 2^-10: to the even one.
  EXPECT_EQ(half_from_float(1.0f + std::ldexp(1.0f, -11)), 0x3c00);
  EXPECT_EQ(half_from_float(1.0f + 3 * std::ldexp(1.0f, -11)), 0x3c02);
  EXPECT_EQ(half_from_float(std::numeric_limits<float>::infinity()), 0x7c00);
  EXPECT_TRUE(std::isnan(
      half_to_float(half_from_float(std::numeric_limits<float>::quiet_NaN()))));
  EXPECT_FLOAT_EQ(half_to_float(0x3555), 0.333251953125f);
  EXPECT_EQ(half_to_float(0xfc00), -std::numeric_limits<float>::infinity());
  // Every half that is a number converts to float and back unchanged.
  for (unsigned h = 0; h < 0x10000; ++h) {
    if ((h & 0x7c00) == 0x7c00 && (h & 0x3ff))
      continue; // NaN
    ASSERT_EQ(half_from_float(half_to_float(static_cast<unsigned short>(h))),
              h);
  }
}

TEST(TextureFormat, Unorm4In8BitsIsRgbaBytes) {
  using amp2hip::detail::load_texel;
  using amp2hip::detail::store_texel;
  std::vector<std::uint8_t> rgba = {0, 51, 255, 128, 10, 20, 30, 40};
  g::unorm_4 t1 = load_texel<g::unorm_4>(rgba.data(), 1, 8);
  EXPECT_FLOAT_EQ(float(t1.x), 10.0f / 255);
  EXPECT_FLOAT_EQ(float(t1.w), 40.0f / 255);
  g::unorm_4 t0 = load_texel<g::unorm_4>(rgba.data(), 0, 8);
  EXPECT_FLOAT_EQ(float(t0.y), 0.2f);
  EXPECT_FLOAT_EQ(float(t0.z), 1.0f);
  store_texel(rgba.data(), 1, 8,
              g::unorm_4(g::unorm(1.0f), g::unorm(0.2f), g::unorm(0.0f),
                         g::unorm(0.5f)));
  EXPECT_EQ(rgba,
            (std::vector<std::uint8_t>{0, 51, 255, 128, 255, 51, 0, 128}));
}

TEST(TextureFormat, PackedSixteenBitChannels) {
  using amp2hip::detail::load_texel;
  using amp2hip::detail::store_texel;
  std::vector<std::uint16_t> mem(4);
  store_texel(mem.data(), 1, 16, g::int_2(-5, 40000));
  EXPECT_EQ(mem[2], 0xfffb);
  EXPECT_EQ(mem[3], 0x7fff);
  g::int_2 i = load_texel<g::int_2>(mem.data(), 1, 16);
  EXPECT_EQ(i.x, -5);
  EXPECT_EQ(i.y, 32767);
  g::uint_2 u = load_texel<g::uint_2>(mem.data(), 1, 16);
  EXPECT_EQ(u.x, 0xfffbu); // unsigned: zero-extended
  store_texel(mem.data(), 0, 16, g::float_2(0.1f, -1.5f));
  g::float_2 f = load_texel<g::float_2>(mem.data(), 0, 16);
  EXPECT_NEAR(f.x, 0.1f, 1e-4f);
  EXPECT_EQ(f.y, -1.5f);
  store_texel(mem.data(), 0, 16, g::norm_2(g::norm(-1.0f), g::norm(0.25f)));
  EXPECT_EQ(static_cast<std::int16_t>(mem[0]), -32767);
  EXPECT_EQ(mem[1], 8192u); // 8191.75
  g::norm n = load_texel<g::norm>(mem.data(), 0, 16);
  EXPECT_FLOAT_EQ(float(n), -1.0f);
}

TEST(TextureFormat, ThirtyTwoBitAndDoubleChannelsAreStoredAsIs) {
  using amp2hip::detail::load_texel;
  using amp2hip::detail::store_texel;
  std::vector<float> f(6);
  store_texel(f.data(), 1, 32, g::float_3(1.5f, -2.0f, 1e30f));
  EXPECT_EQ(f[3], 1.5f);
  EXPECT_EQ(f[5], 1e30f);
  std::vector<double> d(4);
  store_texel(d.data(), 1, 64, g::double_2(0.1, -3.25));
  EXPECT_EQ(d[2], 0.1);
  EXPECT_EQ(load_texel<g::double_2>(d.data(), 1, 64).y, -3.25);
  std::vector<std::uint8_t> b(2);
  store_texel(b.data(), 1, 8, 300u);
  EXPECT_EQ(b[1], 255u);
  store_texel(b.data(), 0, 8, -3);
  EXPECT_EQ(load_texel<int>(b.data(), 0, 8), -3);
}
