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
  idx<1> d(5);
  EXPECT_EQ(d[0], 5);
  EXPECT_EQ(idx<2>::rank, 2); // binds a reference: the member is defined
  static_assert(std::is_trivially_copyable<idx<3>>::value,
                "index must be a valid kernel parameter");
  // As in C++ AMP, index<1>(int) and index(const int[]) are explicit.
  static_assert(!std::is_convertible<int, idx<1>>::value, "");
  static_assert(!std::is_convertible<const int *, idx<2>>::value, "");
  // Ranks above 3 have no component constructor.
  static_assert(!std::is_constructible<idx<4>, int, int, int, int>::value, "");
  const int craw[2] = {-1, 8};
  EXPECT_EQ(idx<2>(craw), idx<2>(-1, 8));
}

TEST(Index, ScalarOnTheLeft) {
  idx<3> a(2, 5, 7);
  EXPECT_EQ(20 - a, idx<3>(18, 15, 13));
  EXPECT_EQ(70 / a, idx<3>(35, 14, 10));
  EXPECT_EQ(11 % a, idx<3>(1, 1, 4));
  EXPECT_EQ(2 * a, idx<3>(4, 10, 14));
  // The operators are functions the tests also call by name.
  EXPECT_EQ(operator+(a, a), idx<3>(4, 10, 14));
  EXPECT_EQ(operator-(a, 1), idx<3>(1, 4, 6));
}

TEST(Index, CompoundAssignmentAndSteps) {
  idx<2> a(10, 20);
  EXPECT_EQ(&(a *= 3), &a);
  EXPECT_EQ(a, idx<2>(30, 60));
  a /= 4;
  EXPECT_EQ(a, idx<2>(7, 15));
  a %= 4;
  EXPECT_EQ(a, idx<2>(3, 3));
  a -= idx<2>(1, 2);
  EXPECT_EQ(a, idx<2>(2, 1));
  EXPECT_EQ(a--, idx<2>(2, 1));
  EXPECT_EQ(a, idx<2>(1, 0));
  EXPECT_EQ(++a, idx<2>(2, 1));
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
  EXPECT_EQ(f--, extent<2>(6, 8));
  EXPECT_EQ(--f, extent<2>(4, 6));
  EXPECT_EQ(12 - f, extent<2>(8, 6));
  EXPECT_EQ(24 / f, extent<2>(6, 4));
  EXPECT_EQ(3 * f, extent<2>(12, 18));
  f -= idx<2>(1, 1);
  EXPECT_EQ(f, extent<2>(3, 5));
  f *= 2;
  f %= 4;
  EXPECT_EQ(f, extent<2>(2, 2));
  static_assert(!std::is_convertible<int, extent<1>>::value, "");
  static_assert(!std::is_constructible<extent<4>, int, int, int, int>::value,
                "");
}

TEST(Extent, ContainsNeedsTheSameRank) {
  EXPECT_TRUE(extent<1>(3).contains(idx<1>(2)));
  EXPECT_FALSE(extent<1>(3).contains(idx<1>(3)));
  EXPECT_FALSE(extent<2>().contains(idx<2>()));
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

TEST(TiledExtent, PadDoesNotOverflow) {
  const int big = 2147483647 - 1;
  EXPECT_EQ(extent<1>(big).tile<2147483647 - 1>().pad()[0], big);
  EXPECT_EQ((extent<2>(big, 5).tile<2, 4>().pad()), (extent<2>(big, 8)));
  EXPECT_EQ((extent<3>(16, 40, 60).tile<4, 8, 12>().pad()),
            (extent<3>(16, 40, 60)));
  EXPECT_EQ((extent<3>(17, 41, 61).tile<4, 8, 12>().truncate()),
            (extent<3>(16, 40, 60)));
  // Past INT_MAX the extent is negative, which an array rejects.
  EXPECT_LT(extent<1>(2147483647).tile<4>().pad()[0], 0);
}

TEST(TiledExtent, AnyTileSizeIsAType) {
  // Only a launch limits the tile (C++ AMP: 1024 threads, 64 in dimension 0
  // of rank 3); the type itself accepts any positive size.
  tiled_extent<1000, 1000, 1000> t =
      extent<3>(1, 1, 1).tile<1000, 1000, 1000>();
  EXPECT_EQ(t.tile_dim2, 1000);
  EXPECT_EQ(t.size(), 1u);
  using concurrency::detail_::tile_fits_a_block;
  using concurrency::detail_::tile_threads;
  static_assert(tile_threads<1024, 0, 0>() == 1024, "");
  static_assert(tile_threads<16, 8, 0>() == 128, "");
  static_assert(tile_threads<4, 4, 2>() == 32, "");
  static_assert(tile_fits_a_block<1024, 0, 0>(), "");
  static_assert(tile_fits_a_block<16, 64, 0>(), "");
  static_assert(tile_fits_a_block<64, 4, 4>(), "");
  static_assert(!tile_fits_a_block<1025, 0, 0>(), "");
  static_assert(!tile_fits_a_block<25, 41, 0>(), "");
  static_assert(!tile_fits_a_block<65, 1, 1>(), "");
  static_assert(!tile_fits_a_block<2147483647, 2147483647, 2147483647>(), "");
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
