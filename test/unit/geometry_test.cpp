// Launch geometry for each rank, tiled and not, and its errors.
#include <amp2hip/detail/geometry.h>

#include <gtest/gtest.h>

using amp2hip::detail::compute_geometry;
using amp2hip::detail::geometry;
using amp2hip::detail::geometry_error;
using amp2hip::detail::grid_limits;

namespace {
void expect_dims(const unsigned int (&got)[3], unsigned int x, unsigned int y,
                 unsigned int z) {
  EXPECT_EQ(got[0], x);
  EXPECT_EQ(got[1], y);
  EXPECT_EQ(got[2], z);
}
} // namespace

TEST(Geometry, Rank1UsesBlocksOf256) {
  geometry g;
  int e[1] = {1000};
  ASSERT_EQ(compute_geometry(e, 1, nullptr, g), geometry_error::none);
  expect_dims(g.block, 256, 1, 1);
  expect_dims(g.grid, 4, 1, 1); // ceil(1000 / 256)
  EXPECT_FALSE(g.linear);
}

TEST(Geometry, Rank2Uses16x16WithXAsLastDimension) {
  geometry g;
  int e[2] = {33, 100}; // 33 rows, 100 columns
  ASSERT_EQ(compute_geometry(e, 2, nullptr, g), geometry_error::none);
  expect_dims(g.block, 16, 16, 1);
  expect_dims(g.grid, 7, 3, 1); // x: ceil(100/16), y: ceil(33/16)
}

TEST(Geometry, Rank3Uses8x8x4) {
  geometry g;
  int e[3] = {5, 9, 17};
  ASSERT_EQ(compute_geometry(e, 3, nullptr, g), geometry_error::none);
  expect_dims(g.block, 8, 8, 4);
  expect_dims(g.grid, 3, 2, 2); // x: ceil(17/8), y: ceil(9/8), z: ceil(5/4)
}

TEST(Geometry, Rank4IsLinear) {
  geometry g;
  int e[4] = {2, 3, 4, 100};
  ASSERT_EQ(compute_geometry(e, 4, nullptr, g), geometry_error::none);
  EXPECT_TRUE(g.linear);
  expect_dims(g.block, 256, 1, 1);
  expect_dims(g.grid, 10, 1, 1); // ceil(2400 / 256)
}

TEST(Geometry, GridPastTheLimitIsLinear) {
  geometry g;
  int e[2] = {16 * 65535 + 1, 4}; // 65536 block rows > y limit
  ASSERT_EQ(compute_geometry(e, 2, nullptr, g), geometry_error::none);
  EXPECT_TRUE(g.linear);
  expect_dims(g.block, 256, 1, 1);
  unsigned long long total = (16ull * 65535 + 1) * 4;
  EXPECT_EQ(g.grid[0], (total + 255) / 256);
}

TEST(Geometry, SmallLimitsUseBlockRows) {
  geometry g;
  grid_limits lim;
  lim.max[0] = 2;
  int e[1] = {1024}; // 4 blocks > 2: two rows of two
  ASSERT_EQ(compute_geometry(e, 1, nullptr, g, lim), geometry_error::none);
  EXPECT_TRUE(g.linear);
  expect_dims(g.grid, 2, 2, 1);
  lim.max[1] = 1;
  EXPECT_EQ(compute_geometry(e, 1, nullptr, g, lim), geometry_error::too_large);
}

// The largest legal domains (conformance 7_para_for_each/ComputeDomain/
// extent_max): 2^32 - 1 threads need more x threads than a HIP dispatch can
// count, so the blocks go into rows; CUDA's x limit alone would allow one.
TEST(Geometry, LargestDomainsFit) {
  geometry g;
  int e2[2] = {65537, 65535};
  ASSERT_EQ(compute_geometry(e2, 2, nullptr, g), geometry_error::none);
  EXPECT_FALSE(g.linear); // x: 4096 blocks, y: 4097 rows
  expect_dims(g.grid, 4096, 4097, 1);

  int e3[3] = {286331153, 5, 3}; // 2^32 - 1 threads, z too tall
  ASSERT_EQ(compute_geometry(e3, 3, nullptr, g), geometry_error::none);
  EXPECT_TRUE(g.linear);
  expect_dims(g.block, 256, 1, 1);
  unsigned long long blocks = 16777216; // ceil((2^32 - 1) / 256)
  unsigned long long threads = 1ull * g.grid[0] * g.grid[1] * g.block[0];
  EXPECT_GE(threads, 4294967295ull);
  EXPECT_LT(1ull * g.grid[0] * g.grid[1], blocks + g.grid[1]); // little waste
  EXPECT_LE(1ull * g.grid[0] * g.block[0], 4294967295ull);
  EXPECT_LE(g.grid[1], 65535u);

  int e3b[3] = {3, 5, 286331153}; // x holds it
  ASSERT_EQ(compute_geometry(e3b, 3, nullptr, g), geometry_error::none);
  EXPECT_FALSE(g.linear);
  expect_dims(g.grid, 35791395, 1, 1);
}

TEST(Geometry, MoreThreadsThanADomainIsTooLarge) {
  geometry g;
  int e[2] = {65536, 65536}; // 2^32
  EXPECT_EQ(compute_geometry(e, 2, nullptr, g), geometry_error::too_large);
  int big[128];
  for (int &x : big)
    x = 2147483647;
  EXPECT_EQ(compute_geometry(big, 128, nullptr, g), geometry_error::too_large);
}

// conformance 7_para_for_each/ComputeDomainTiled/ThreadGroupCount.*: 65535
// tiles along a dimension are within every limit.
TEST(Geometry, TiledUpTo65535TilesPerDimension) {
  geometry g;
  int e1[1] = {1024 * 65535};
  int t1[1] = {1024};
  ASSERT_EQ(compute_geometry(e1, 1, t1, g), geometry_error::none);
  expect_dims(g.grid, 65535, 1, 1);
  int e2[2] = {3 * 65535, 4};
  int t2[2] = {3, 2};
  ASSERT_EQ(compute_geometry(e2, 2, t2, g), geometry_error::none);
  EXPECT_FALSE(g.linear);
  expect_dims(g.grid, 2, 65535, 1);
  int e3[3] = {65535, 1, 65535};
  int t3[3] = {1, 1, 1};
  ASSERT_EQ(compute_geometry(e3, 3, t3, g), geometry_error::none);
  expect_dims(g.grid, 65535, 1, 65535);
}

TEST(Geometry, TiledBlockIsTheTile) {
  geometry g;
  int e[2] = {64, 96};
  int t[2] = {16, 32};
  ASSERT_EQ(compute_geometry(e, 2, t, g), geometry_error::none);
  expect_dims(g.block, 32, 16, 1); // x = dimension 1
  expect_dims(g.grid, 3, 4, 1);
  EXPECT_FALSE(g.linear);

  int e3[3] = {4, 6, 8};
  int t3[3] = {2, 3, 4};
  ASSERT_EQ(compute_geometry(e3, 3, t3, g), geometry_error::none);
  expect_dims(g.block, 4, 3, 2);
  expect_dims(g.grid, 2, 2, 2);
}

TEST(Geometry, TiledMustDivide) {
  geometry g;
  int e[2] = {64, 100};
  int t[2] = {16, 16};
  EXPECT_EQ(compute_geometry(e, 2, t, g), geometry_error::not_divisible);
  int e1[1] = {255};
  int t1[1] = {256};
  EXPECT_EQ(compute_geometry(e1, 1, t1, g), geometry_error::not_divisible);
}

TEST(Geometry, TiledPastTheLimitNumbersTilesLinearly) {
  geometry g;
  int e[2] = {70000, 2};
  int t[2] = {1, 2}; // 70000 tile rows > y limit
  ASSERT_EQ(compute_geometry(e, 2, t, g), geometry_error::none);
  EXPECT_TRUE(g.linear);
  expect_dims(g.block, 2, 1, 1);
  expect_dims(g.grid, 70000, 1, 1);
}

// C++ AMP: invalid_compute_domain for an empty or negative extent, whatever
// the other components (ComputeDomain/Negative/extent_zero_size: max,...,0).
TEST(Geometry, EmptyAndNegativeAreErrors) {
  geometry g;
  int e[2] = {0, 10};
  EXPECT_EQ(compute_geometry(e, 2, nullptr, g), geometry_error::empty_extent);
  int n[1] = {-1};
  EXPECT_EQ(compute_geometry(n, 1, nullptr, g),
            geometry_error::negative_extent);
  int big[128];
  for (int &x : big)
    x = 2147483647;
  big[127] = 0;
  EXPECT_EQ(compute_geometry(big, 128, nullptr, g),
            geometry_error::empty_extent);
  big[127] = -2147483647 - 1;
  EXPECT_EQ(compute_geometry(big, 128, nullptr, g),
            geometry_error::negative_extent);
  int t[1] = {16};
  EXPECT_EQ(compute_geometry(e, 1, t, g), geometry_error::empty_extent);
}

TEST(Geometry, TileOfMoreThan1024Threads) {
  geometry g;
  int e[2] = {50, 82};
  int t[2] = {25, 41}; // 1025
  EXPECT_EQ(compute_geometry(e, 2, t, g), geometry_error::tile_too_large);
}
