// concurrency::direct3d intrinsics on the host pass (the device pass uses
// the GPU APIs' bit intrinsics; test/unit/programs/device_api.hip.cpp compiles
// it).
#include <amp2hip/direct3d.h>

#include <gtest/gtest.h>

#include <cmath>

namespace d3d = concurrency::direct3d;

TEST(Direct3d, Arithmetic) {
  EXPECT_EQ(d3d::abs(-7), 7);
  EXPECT_EQ(d3d::clamp(5, 0, 3), 3);
  EXPECT_EQ(d3d::clamp(-5, 0, 3), 0);
  EXPECT_FLOAT_EQ(d3d::clamp(0.25f, 0.0f, 1.0f), 0.25f);
  EXPECT_EQ(d3d::imax(-3, 2), 2);
  EXPECT_EQ(d3d::imin(-3, 2), -3);
  EXPECT_EQ(d3d::umax(1u, 0xffffffffu), 0xffffffffu);
  EXPECT_EQ(d3d::umin(1u, 0xffffffffu), 1u);
  EXPECT_EQ(d3d::mad(2, 3, 4), 10);
  EXPECT_EQ(d3d::mad(2u, 3u, 4u), 10u);
  EXPECT_DOUBLE_EQ(d3d::mad(0.5, 4.0, 1.0), 3.0);
  EXPECT_FLOAT_EQ(d3d::radians(180.0f), 3.14159265f);
  EXPECT_FLOAT_EQ(d3d::rcp(4.0f), 0.25f);
  EXPECT_DOUBLE_EQ(d3d::rcp(8.0), 0.125);
  EXPECT_EQ(d3d::sign(-9), -1);
  EXPECT_EQ(d3d::sign(0), 0);
  EXPECT_EQ(d3d::sign(4), 1);
}

TEST(Direct3d, SaturateStepSmoothstep) {
  EXPECT_EQ(d3d::saturate(-0.5f), 0.0f);
  EXPECT_EQ(d3d::saturate(1.5f), 1.0f);
  EXPECT_EQ(d3d::saturate(0.75f), 0.75f);
  EXPECT_EQ(d3d::step(1.0f, 1.0f), 1.0f);
  EXPECT_EQ(d3d::step(1.0f, 0.5f), 0.0f);
  EXPECT_EQ(d3d::smoothstep(0.0f, 2.0f, -1.0f), 0.0f);
  EXPECT_EQ(d3d::smoothstep(0.0f, 2.0f, 3.0f), 1.0f);
  EXPECT_FLOAT_EQ(d3d::smoothstep(0.0f, 2.0f, 1.0f), 0.5f);
  EXPECT_FLOAT_EQ(d3d::smoothstep(0.0f, 4.0f, 1.0f), 0.15625f);
}

TEST(Direct3d, Bits) {
  EXPECT_EQ(d3d::countbits(0u), 0u);
  EXPECT_EQ(d3d::countbits(0xf0f0u), 8u);
  EXPECT_EQ(d3d::countbits(0xffffffffu), 32u);
  EXPECT_EQ(d3d::firstbithigh(0), -1);
  EXPECT_EQ(d3d::firstbithigh(1), 0);
  EXPECT_EQ(d3d::firstbithigh(0x00012345), 16);
  EXPECT_EQ(d3d::firstbithigh(0x7fffffff), 30);
  EXPECT_EQ(d3d::firstbithigh(-1), -1); // no bit differs from the sign
  EXPECT_EQ(d3d::firstbithigh(-2), 0);
  EXPECT_EQ(d3d::firstbithigh(-0x10000), 15);
  EXPECT_EQ(d3d::firstbitlow(0), -1);
  EXPECT_EQ(d3d::firstbitlow(1), 0);
  EXPECT_EQ(d3d::firstbitlow(0x500), 8);
  EXPECT_EQ(d3d::firstbitlow(-0x7fffffff - 1), 31);
  EXPECT_EQ(d3d::reversebits(1u), 0x80000000u);
  EXPECT_EQ(d3d::reversebits(0x12345678u), 0x1e6a2c48u);
  EXPECT_EQ(d3d::reversebits(0u), 0u);
}

TEST(Direct3d, NoiseIsSmoothBoundedAndZeroAtIntegers) {
  float previous = d3d::noise(-5.0f);
  for (float x = -5.0f; x <= 5.0f; x += 0.01f) {
    float n = d3d::noise(x);
    EXPECT_LE(std::fabs(n), 1.0f) << x;
    EXPECT_LT(std::fabs(n - previous), 0.05f) << x; // continuous
    previous = n;
  }
  for (int i = -4; i <= 4; ++i)
    EXPECT_EQ(d3d::noise(static_cast<float>(i)), 0.0f) << i;
  EXPECT_NE(d3d::noise(0.5f), d3d::noise(1.5f)); // not periodic in 1
}
