// concurrency::graphics short vectors, norm and unorm (host pass; the same
// __host__ __device__ code is compiled for the GPUs by
// test/unit/programs/device_api.hip.cpp).
#include <amp2hip/amp_short_vectors.h>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <type_traits>

namespace g = concurrency::graphics;

// Layout and copy semantics: array elements and kernel arguments.
static_assert(sizeof(g::int_3) == 3 * sizeof(int), "");
static_assert(sizeof(g::double_4) == 4 * sizeof(double), "");
static_assert(sizeof(g::norm_2) == 2 * sizeof(float), "");
static_assert(std::is_trivially_copyable<g::float_4>::value, "");
static_assert(std::is_trivially_copyable<g::unorm_3>::value, "");
static_assert(g::int_3::size == 3, "");
static_assert(std::is_same<g::uint_2::value_type, unsigned int>::value, "");
static_assert(std::is_same<g::short_vector<float, 3>::type, g::float_3>::value,
              "");
static_assert(std::is_same<g::short_vector<int, 1>::type, int>::value, "");
static_assert(g::short_vector_traits<g::double_2>::size == 2, "");
static_assert(g::short_vector_traits<g::unorm>::size == 1, "");
static_assert(
    std::is_same<g::short_vector_traits<g::norm_4>::value_type, g::norm>::value,
    "");
// Conversions between element types are explicit, from a scalar implicit.
static_assert(!std::is_convertible<g::float_2, g::int_2>::value, "");
static_assert(std::is_constructible<g::int_2, g::float_2>::value, "");
static_assert(std::is_convertible<int, g::int_4>::value, "");
static_assert(!std::is_convertible<float, g::norm>::value, "");
static_assert(std::is_convertible<g::unorm, g::norm>::value, "");
static_assert(!std::is_convertible<g::norm, g::unorm>::value, "");

TEST(ShortVectors, ConstructionAndComponents) {
  g::int_3 zero;
  EXPECT_EQ(zero.x, 0);
  EXPECT_EQ(zero.get_z(), 0);
  g::int_3 v(1, 2, 3);
  EXPECT_EQ(v.get_x(), 1);
  EXPECT_EQ(v.y, 2);
  EXPECT_EQ(v.b, 3); // r g b a name the same components
  v.set_y(7);
  v.ref_z() = 9;
  v.ref_r() = 5;
  v.g += 1;
  EXPECT_EQ(v, g::int_3(5, 8, 9));
  g::float_4 all(2.5f);
  EXPECT_EQ(all, g::float_4(2.5f, 2.5f, 2.5f, 2.5f));
  g::int_4 from_int = 7; // as std::generate(..., rand) needs
  EXPECT_EQ(from_int.w, 7);
}

TEST(ShortVectors, ElementTypeConversions) {
  g::float_3 f(1.75f, -2.5f, 3.0f);
  g::int_3 i(f);
  EXPECT_EQ(i, g::int_3(1, -2, 3));
  g::double_3 d(i);
  EXPECT_EQ(d.y, -2.0);
  g::uint_2 u(g::int_2(4, 5));
  EXPECT_EQ(u.y, 5u);
  g::norm_2 n(g::float_2(0.5f, -3.0f)); // clamped
  EXPECT_FLOAT_EQ(float(n.x), 0.5f);
  EXPECT_FLOAT_EQ(float(n.y), -1.0f);
  g::unorm_2 un(n);
  EXPECT_FLOAT_EQ(float(un.y), 0.0f);
  g::float_2 back(un);
  EXPECT_EQ(back, g::float_2(0.5f, 0.0f));
}

TEST(ShortVectors, Arithmetic) {
  g::int_2 a(7, -9), b(2, 4);
  EXPECT_EQ(a + b, g::int_2(9, -5));
  EXPECT_EQ(a - b, g::int_2(5, -13));
  EXPECT_EQ(a * b, g::int_2(14, -36));
  EXPECT_EQ(a / b, g::int_2(3, -2));
  EXPECT_EQ(a % b, g::int_2(1, -1));
  EXPECT_EQ(a + 1, g::int_2(8, -8)); // the scalar converts
  EXPECT_EQ(-a, g::int_2(-7, 9));
  EXPECT_EQ(~b, g::int_2(~2, ~4));
  EXPECT_EQ(b << 1, g::int_2(4, 8));
  EXPECT_EQ(b >> 1, g::int_2(1, 2));
  EXPECT_EQ(a & 3, g::int_2(3, -9 & 3));
  EXPECT_EQ(a | 1, g::int_2(7, -9));
  EXPECT_EQ(a ^ b, g::int_2(7 ^ 2, -9 ^ 4));
  g::int_2 c = a;
  c += b;
  c *= 2;
  c -= 1;
  c <<= 1;
  c %= 5;
  // (a negative value's << 1, written * 2: shifting it is undefined in C++17)
  EXPECT_EQ(c, g::int_2(((9 * 2 - 1) * 2) % 5, ((-5 * 2 - 1) * 2) % 5));
  EXPECT_EQ(++c, g::int_2(((9 * 2 - 1) << 1) % 5 + 1, -1));
  EXPECT_EQ(c--, g::int_2(5, -1));
  EXPECT_EQ(c, g::int_2(4, -2));
  EXPECT_TRUE(a != b);
  EXPECT_FALSE(a == b);

  g::float_3 f(1.0f, 2.0f, 4.0f);
  EXPECT_EQ(f / 2.0f, g::float_3(0.5f, 1.0f, 2.0f));
  EXPECT_EQ(-f, g::float_3(-1.0f, -2.0f, -4.0f));
  g::uint_2 u(1u, 2u);
  EXPECT_EQ(u - 2u, g::uint_2(0xffffffffu, 0u)); // wraps, no unary minus
}

TEST(ShortVectors, Swizzles) {
  g::int_4 v(1, 2, 3, 4);
  EXPECT_EQ(v.get_xy(), g::int_2(1, 2));
  EXPECT_EQ(v.get_wx(), g::int_2(4, 1));
  EXPECT_EQ(v.get_zyx(), g::int_3(3, 2, 1));
  EXPECT_EQ(v.get_ywxz(), g::int_4(2, 4, 1, 3));
  v.set_zw(g::int_2(7, 8));
  EXPECT_EQ(v, g::int_4(1, 2, 7, 8));
  v.set_wzyx(v);
  EXPECT_EQ(v, g::int_4(8, 7, 2, 1));
  g::float_3 f(1.0f, 2.0f, 3.0f);
  f.set_xzy(g::float_3(4.0f, 5.0f, 6.0f));
  EXPECT_EQ(f, g::float_3(4.0f, 6.0f, 5.0f));
  g::double_2 d(1.0, 2.0);
  d.set_yx(d.get_xy());
  EXPECT_EQ(d, g::double_2(2.0, 1.0));
}

TEST(Norm, ClampsOnEveryOperation) {
  g::norm n(2.0f);
  EXPECT_EQ(float(n), 1.0f);
  EXPECT_EQ(float(g::norm(-7)), -1.0f);
  EXPECT_EQ(float(g::norm(0.25)), 0.25f);
  EXPECT_EQ(float(g::norm()), 0.0f);
  EXPECT_EQ(float(n + n), 1.0f);
  EXPECT_EQ(float(-n - n), -1.0f);
  EXPECT_EQ(float(g::norm(0.5f) * g::norm(-0.5f)), -0.25f);
  g::norm m(0.5f);
  m += g::norm(0.75f);
  EXPECT_EQ(float(m), 1.0f);
  EXPECT_EQ(float(m--), 1.0f);
  EXPECT_EQ(float(m), 0.0f);
  EXPECT_TRUE(g::norm(0.1f) < g::norm(0.2f));
  EXPECT_TRUE(g::norm(0.2f) >= g::norm(0.2f));

  g::unorm u(-0.5f);
  EXPECT_EQ(float(u), 0.0f);
  EXPECT_EQ(float(g::unorm(3u)), 1.0f);
  EXPECT_EQ(float(g::unorm(0.25f) - g::unorm(0.5f)), 0.0f);
  EXPECT_EQ(float(g::unorm(g::norm(-0.5f))), 0.0f);
  g::norm from_unorm = g::unorm(0.75f);
  EXPECT_EQ(float(from_unorm), 0.75f);
  EXPECT_TRUE(
      std::isnan(float(g::norm(std::numeric_limits<float>::quiet_NaN()))));

  EXPECT_EQ(float(NORM_MIN), -1.0f);
  EXPECT_EQ(float(NORM_MAX), 1.0f);
  EXPECT_EQ(float(NORM_ZERO), 0.0f);
  EXPECT_EQ(float(UNORM_MAX), 1.0f);
  EXPECT_EQ(float(UNORM_MIN), 0.0f);
}

TEST(Norm, VectorsClampPerComponent) {
  g::norm_3 v(0.5f, -0.5f, 1.0f);
  g::norm_3 sum = v + v;
  EXPECT_EQ(float(sum.x), 1.0f);
  EXPECT_EQ(float(sum.y), -1.0f);
  EXPECT_EQ(float(sum.z), 1.0f);
  EXPECT_EQ(float((-v).z), -1.0f);
  g::unorm_2 u(0.75f);
  u += g::unorm_2(0.5f);
  EXPECT_EQ(u, g::unorm_2(1.0f, 1.0f));
  g::norm_2 n(g::norm(0.25f), g::norm(-0.25f));
  EXPECT_EQ(float(n.get_yx().x), -0.25f);
}
