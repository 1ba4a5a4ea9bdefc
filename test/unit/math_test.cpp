// fast_math / precise_math on the host pass (the functions are
// __host__ __device__; the device pass forwards to the GPU APIs and is
// compiled by test/unit/programs/device_api.hip.cpp).
#include <amp2hip/amp_math.h>

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <limits>
#include <type_traits>

namespace fm = concurrency::fast_math;
namespace pm = concurrency::precise_math;

namespace {
const float fnan = std::numeric_limits<float>::quiet_NaN();
const double dnan = std::numeric_limits<double>::quiet_NaN();
const float finf = std::numeric_limits<float>::infinity();
const double dinf = std::numeric_limits<double>::infinity();
} // namespace

TEST(Math, ClassificationByBits) {
  EXPECT_NE(fm::isnan(fnan), 0);
  EXPECT_EQ(fm::isnan(finf), 0);
  EXPECT_EQ(fm::isnan(1.0f), 0);
  EXPECT_NE(pm::isnan(dnan), 0);
  EXPECT_NE(pm::isnan(-fnan), 0);
  EXPECT_NE(fm::isinf(-finf), 0);
  EXPECT_EQ(fm::isinf(fnan), 0);
  EXPECT_NE(pm::isinf(dinf), 0);
  EXPECT_EQ(pm::isfinite(dinf), 0);
  EXPECT_EQ(pm::isfinite(dnan), 0);
  EXPECT_NE(fm::isfinite(FLT_MAX), 0);
  EXPECT_NE(pm::isnormal(1.0), 0);
  EXPECT_EQ(pm::isnormal(0.0f), 0);
  EXPECT_EQ(pm::isnormal(FLT_MIN / 2), 0);
  EXPECT_NE(fm::signbit(-0.0f), 0);
  EXPECT_EQ(pm::signbit(0.0), 0);
  EXPECT_NE(pm::signbitf(-fnan), 0);
  EXPECT_EQ(pm::fpclassify(0.0f), FP_ZERO);
  EXPECT_EQ(pm::fpclassify(DBL_MIN / 4), FP_SUBNORMAL);
  EXPECT_EQ(pm::fpclassify(2.5), FP_NORMAL);
  EXPECT_EQ(pm::fpclassify(-finf), FP_INFINITE);
  EXPECT_EQ(pm::fpclassify(dnan), FP_NAN);
}

TEST(Math, NanCarriesPayload) {
  EXPECT_TRUE(std::isnan(pm::nan(3)));
  EXPECT_TRUE(std::isnan(pm::nanf(0)));
  EXPECT_EQ(amp2hip::detail::math::to_bits(pm::nanf(5)), 0x7fc00005u);
}

// float in, float out; double in, double out; classification gives int.
static_assert(std::is_same<decltype(pm::sin(1.0)), double>::value, "");
static_assert(std::is_same<decltype(pm::erfinv(0.5)), double>::value, "");
static_assert(std::is_same<decltype(pm::sin(1.0f)), float>::value, "");
static_assert(std::is_same<decltype(pm::sinf(1.0f)), float>::value, "");
static_assert(std::is_same<decltype(fm::sin(1.0f)), float>::value, "");
static_assert(std::is_same<decltype(pm::ilogb(1.0)), int>::value, "");
static_assert(std::is_same<decltype(pm::isnan(1.0)), int>::value, "");
static_assert(std::is_same<decltype(fm::isnan(1.0f)), int>::value, "");

TEST(Math, StandardFunctionsPickTheRightPrecision) {
  // precise_math::sqrt(double) must not round through float.
  EXPECT_DOUBLE_EQ(pm::sqrt(2.0), std::sqrt(2.0));
  EXPECT_FLOAT_EQ(pm::sqrtf(2.0f), std::sqrt(2.0f));
  EXPECT_FLOAT_EQ(fm::powf(2.0f, 10.0f), 1024.0f);
  EXPECT_FLOAT_EQ(fm::ldexp(0.75f, 3.0f), 6.0f);
  EXPECT_DOUBLE_EQ(pm::ldexp(0.75, 3), 6.0);
  int e = 0;
  EXPECT_DOUBLE_EQ(pm::frexp(48.0, &e), 0.75);
  EXPECT_EQ(e, 6);
  float ip = 0;
  EXPECT_FLOAT_EQ(fm::modff(-2.25f, &ip), -0.25f);
  EXPECT_FLOAT_EQ(ip, -2.0f);
  int quo = 0;
  EXPECT_DOUBLE_EQ(pm::remquo(7.0, 2.0, &quo), -1.0);
  EXPECT_EQ(quo & 7, 4);
  EXPECT_DOUBLE_EQ(pm::fdim(5.0, 3.0), 2.0);
  EXPECT_DOUBLE_EQ(pm::fdim(3.0, 5.0), 0.0);
  EXPECT_DOUBLE_EQ(pm::copysign(2.0, -0.0), -2.0);
  EXPECT_EQ(pm::ilogb(1024.0), 10);
  EXPECT_FLOAT_EQ(pm::logbf(0.25f), -2.0f);
  EXPECT_GT(pm::nextafter(1.0, 2.0), 1.0);
  EXPECT_DOUBLE_EQ(pm::fma(2.0, 3.0, 1.0), 7.0);
  EXPECT_DOUBLE_EQ(pm::tgamma(5.0), 24.0);
}

TEST(Math, PiFunctionsAreExactAtIntegersAndHalves) {
  EXPECT_EQ(pm::sinpi(1.0), 0.0);
  EXPECT_EQ(pm::sinpi(-3.0f), 0.0f);
  EXPECT_EQ(pm::sinpi(0.5), 1.0);
  EXPECT_EQ(pm::cospi(0.5f), 0.0f);
  EXPECT_EQ(pm::cospi(2.0), 1.0);
  EXPECT_EQ(pm::cospi(1.0), -1.0);
  EXPECT_NEAR(pm::tanpi(0.25), 1.0, 1e-15);
  EXPECT_NEAR(pm::sinpif(1.0f / 6), 0.5f, 1e-6f);
}

TEST(Math, ReciprocalsAndExp10) {
  EXPECT_FLOAT_EQ(fm::rsqrt(4.0f), 0.5f);
  EXPECT_DOUBLE_EQ(pm::rsqrt(16.0), 0.25);
  EXPECT_DOUBLE_EQ(pm::rcbrt(8.0), 0.5);
  EXPECT_FLOAT_EQ(pm::exp10f(3.0f), 1000.0f);
}

TEST(Math, InverseErrorFunctions) {
  for (double x = -0.99; x < 1.0; x += 0.03) {
    EXPECT_NEAR(std::erf(pm::erfinv(x)), x, 1e-14) << x;
    EXPECT_NEAR(std::erf(pm::erfinvf(static_cast<float>(x))), x, 1e-6) << x;
  }
  EXPECT_NEAR(std::erfc(pm::erfcinv(0.3)), 0.3, 1e-14);
  EXPECT_EQ(pm::erfinv(1.0), dinf);
  EXPECT_EQ(pm::erfinv(-1.0), -dinf);
  EXPECT_TRUE(std::isnan(pm::erfinv(1.5)));
}

TEST(Math, NormalDistribution) {
  EXPECT_DOUBLE_EQ(pm::phi(0.0), 0.5);
  EXPECT_NEAR(pm::phi(1.0), 0.8413447460685429, 1e-15);
  EXPECT_NEAR(pm::probit(0.8413447460685429), 1.0, 1e-12);
  EXPECT_NEAR(pm::probitf(0.5f), 0.0f, 1e-7f);
}

TEST(Math, LgammaSign) {
  int sign = 0;
  EXPECT_NEAR(pm::lgamma(5.0, &sign), std::log(24.0), 1e-14);
  EXPECT_EQ(sign, 1);
  pm::lgamma(-0.5, &sign); // gamma(-0.5) = -2 sqrt(pi)
  EXPECT_EQ(sign, -1);
  pm::lgammaf(-1.5f, &sign); // gamma(-1.5) = 4/3 sqrt(pi)
  EXPECT_EQ(sign, 1);
}

TEST(Math, Scalb) {
  EXPECT_DOUBLE_EQ(pm::scalb(3.0, 4.0), 48.0);
  EXPECT_FLOAT_EQ(pm::scalbnf(3.0f, -1), 1.5f);
  EXPECT_TRUE(std::isnan(pm::scalb(3.0, 0.5)));
  EXPECT_EQ(pm::scalb(1.0, 1e10), dinf);
}

TEST(Math, Sincos) {
  double s = 0, c = 0;
  pm::sincos(0.5, &s, &c);
  EXPECT_DOUBLE_EQ(s, std::sin(0.5));
  EXPECT_DOUBLE_EQ(c, std::cos(0.5));
  float fs = 0, fc = 0;
  fm::sincosf(0.5f, &fs, &fc);
  EXPECT_FLOAT_EQ(fs, std::sin(0.5f));
  EXPECT_FLOAT_EQ(fc, std::cos(0.5f));
}
