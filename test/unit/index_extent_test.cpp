// index, extent and tiled_extent arithmetic on the host.
#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <type_traits>

using concurrency::extent;
// glibc declares ::index(), so the test spells concurrency::index fully.
template <int N> using idx = concurrency::index<N>;
using concurrency::tiled_extent;

TEST(Index, ConstructionAndAccess) {
  idx<1> a;
  EXPECT_EQ(a[0], 0);
  idx<3> b(1, 2, 3);
  EXPECT_EQ(b[0], 1);
  EXPECT_EQ(b[1], 2);
  EXPECT_EQ(b[2], 3);
  int raw[4] = {4, 5, 6, 7};
  idx<4> c(raw);
  EXPECT_EQ(c[3], 7);
  c[3] = 9;
  EXPECT_EQ(c[3], 9);
  idx<1> d = 5; // rank-1 converts from int, as in C++ AMP
  EXPECT_EQ(d[0], 5);
  EXPECT_EQ(idx<2>::rank, 2);
  static_assert(std::is_trivially_copyable<idx<3>>::value,
                "index must be a valid kernel parameter");
  static_assert(!std::is_constructible<idx<2>, int>::value,
                "idx<2> needs two components");
}

TEST(Index, Arithmetic) {
  idx<2> a(1, 2), b(10, 20);
  EXPECT_EQ(a + b, idx<2>(11, 22));
  EXPECT_EQ(b - a, idx<2>(9, 18));
  EXPECT_EQ(a * 3, idx<2>(3, 6));
  EXPECT_EQ(3 * a, idx<2>(3, 6));
  EXPECT_EQ(b / 10, idx<2>(1, 2));
  EXPECT_EQ(b % 3, idx<2>(1, 2));
  EXPECT_EQ(a + 1, idx<2>(2, 3));
  EXPECT_EQ(1 + a, idx<2>(2, 3));
  EXPECT_EQ(10 - a, idx<2>(9, 8));
  EXPECT_EQ(a - 1, idx<2>(0, 1));
  idx<2> c = a;
  EXPECT_EQ(c++, idx<2>(1, 2));
  EXPECT_EQ(c, idx<2>(2, 3));
  EXPECT_EQ(--c, idx<2>(1, 2));
  c += b;
  EXPECT_EQ(c, idx<2>(11, 22));
  c -= 1;
  EXPECT_EQ(c, idx<2>(10, 21));
  EXPECT_TRUE(a != b);
  EXPECT_FALSE(a == b);
}

TEST(Extent, SizeAndContains) {
  extent<3> e(2, 3, 4);
  EXPECT_EQ(e.size(), 24u);
  EXPECT_TRUE(e.contains(idx<3>(0, 0, 0)));
  EXPECT_TRUE(e.contains(idx<3>(1, 2, 3)));
  EXPECT_FALSE(e.contains(idx<3>(2, 0, 0)));
  EXPECT_FALSE(e.contains(idx<3>(0, 3, 0)));
  EXPECT_FALSE(e.contains(idx<3>(0, 0, -1)));
  EXPECT_EQ(extent<2>().size(), 0u);
  int raw[2] = {5, 6};
  EXPECT_EQ(extent<2>(raw).size(), 30u);
}

TEST(Extent, Arithmetic) {
  extent<2> e(4, 6);
  EXPECT_EQ(e + idx<2>(1, 1), extent<2>(5, 7));
  EXPECT_EQ(e - idx<2>(1, 2), extent<2>(3, 4));
  EXPECT_EQ(e * 2, extent<2>(8, 12));
  EXPECT_EQ(e / 2, extent<2>(2, 3));
  EXPECT_EQ(e % 4, extent<2>(0, 2));
  EXPECT_EQ(e + extent<2>(1, 1), extent<2>(5, 7));
  extent<2> f = e;
  f += 1;
  EXPECT_EQ(f, extent<2>(5, 7));
  ++f;
  EXPECT_EQ(f, extent<2>(6, 8));
  EXPECT_NE(e, f);
}

TEST(TiledExtent, TileAndPad) {
  extent<2> e(30, 64);
  tiled_extent<16, 16> t = e.tile<16, 16>();
  EXPECT_EQ(t.rank, 2);
  EXPECT_EQ(t[0], 30);
  EXPECT_EQ(t[1], 64);
  EXPECT_EQ(t.tile_dim0, 16);
  EXPECT_EQ(t.tile_dim1, 16);
  EXPECT_EQ(t.pad(), (tiled_extent<16, 16>(extent<2>(32, 64))));
  EXPECT_EQ(t.truncate(), (tiled_extent<16, 16>(extent<2>(16, 64))));
  EXPECT_EQ(t.get_tile_extent(), extent<2>(16, 16));
  EXPECT_EQ(extent<1>(100).tile<32>().pad()[0], 128);
  EXPECT_EQ((extent<3>(8, 8, 8).tile<2, 4, 8>().get_tile_extent()),
            extent<3>(2, 4, 8));
  static_assert(tiled_extent<4>::rank == 1, "");
  static_assert(tiled_extent<4, 4, 4>::rank == 3, "");
  // A tiled extent is an extent.
  const extent<2> &base = t;
  EXPECT_EQ(base.size(), 30u * 64u);
}

TEST(TiledIndex, Members) {
  using concurrency::tile_barrier;
  using concurrency::tiled_index;
  tiled_index<4, 8> ti(idx<2>(5, 17), idx<2>(1, 1), idx<2>(1, 2), idx<2>(4, 16),
                       tile_barrier());
  EXPECT_EQ(ti.global, idx<2>(5, 17));
  EXPECT_EQ(ti.local, idx<2>(1, 1));
  EXPECT_EQ(ti.tile, idx<2>(1, 2));
  EXPECT_EQ(ti.tile_origin, idx<2>(4, 16));
  EXPECT_EQ(ti.tile_extent, extent<2>(4, 8));
  EXPECT_EQ((tiled_index<4, 8>::tile_dim1), 8);
  idx<2> g = ti; // converts to its global index
  EXPECT_EQ(g, idx<2>(5, 17));
}
