// The CPU build (libamp2hip_cpu.a): kernels in the translator's output form
// (docs/design.md, "Translator -> runtime contract"), compiled by the host
// compiler and run on the host's cores.
#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace concurrency;

namespace {

// Each index records where it was visited, and how often.
__global__ void visit_2d(amp2hip::extent_domain<2> amp_domain,
                         array_view<int, 2> seen) {
  concurrency::index<2> idx = amp_domain.this_thread();
  if (!amp_domain.contains(idx))
    return;
  seen[idx] += 1 + idx[0] * 1000 + idx[1];
}

TEST(CpuBackend, ExtentKernelVisitsEveryIndexOnce) {
  const int rows = 37, cols = 1031; // neither a multiple of a GPU block
  std::vector<int> data(rows * cols, 0);
  array_view<int, 2> seen(rows, cols, data);
  amp2hip::launch(visit_2d, seen.extent, seen);
  seen.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      ASSERT_EQ(data[r * cols + c], 1 + r * 1000 + c) << r << "," << c;
}

__global__ void visit_4d(amp2hip::extent_domain<4> amp_domain,
                         array_view<int, 1> seen, concurrency::extent<4> e) {
  concurrency::index<4> i = amp_domain.this_thread();
  if (!amp_domain.contains(i))
    return;
  int linear = ((i[0] * e[1] + i[1]) * e[2] + i[2]) * e[3] + i[3];
  atomic_fetch_add(&seen[linear], 1);
}

TEST(CpuBackend, RankFourKernelVisitsEveryIndexOnce) {
  const int dims[4] = {3, 5, 7, 11};
  concurrency::extent<4> e(dims);
  std::vector<int> data(e.size(), 0);
  array_view<int, 1> seen(static_cast<int>(e.size()), data);
  amp2hip::launch(visit_4d, e, seen, e);
  seen.synchronize();
  for (int v : data)
    ASSERT_EQ(v, 1);
}

// A tiled sum: tile_static memory, a barrier in a loop.
__global__ void __launch_bounds__(64)
    tile_sums(amp2hip::tiled_domain<64> amp_domain, array_view<const int, 1> in,
              array_view<int, 1> sums) {
  tiled_index<64> t = amp_domain.this_thread();
  __shared__ int part[64];
  part[t.local[0]] = in[t.global];
  __syncthreads();
  for (int stride = 32; stride > 0; stride /= 2) {
    if (t.local[0] < stride)
      part[t.local[0]] += part[t.local[0] + stride];
    __syncthreads();
  }
  if (t.local[0] == 0)
    sums[t.tile[0]] = part[0];
}

TEST(CpuBackend, TiledKernelSharesTileStaticMemoryAcrossBarriers) {
  const int tiles = 300, n = tiles * 64;
  std::vector<int> data(n), out(tiles, -1);
  for (int i = 0; i < n; ++i)
    data[i] = i % 97;
  array_view<const int, 1> in(n, data);
  array_view<int, 1> sums(tiles, out);
  amp2hip::launch(tile_sums, in.extent.tile<64>(), in, sums);
  sums.synchronize();
  for (int t = 0; t < tiles; ++t) {
    int want = 0;
    for (int i = 0; i < 64; ++i)
      want += data[t * 64 + i];
    ASSERT_EQ(out[t], want) << "tile " << t;
  }
}

// 2-D tiles: each thread reads its transposed neighbour after the barrier.
__global__ void __launch_bounds__(16)
    transpose_tiles(amp2hip::tiled_domain<4, 4> amp_domain,
                    array_view<const int, 2> in, array_view<int, 2> out) {
  tiled_index<4, 4> t = amp_domain.this_thread();
  __shared__ int block[4][4];
  block[t.local[0]][t.local[1]] = in[t.global];
  __syncthreads();
  out[t.global] = block[t.local[1]][t.local[0]];
}

TEST(CpuBackend, TiledIndexAndBarrierInTwoDimensions) {
  const int rows = 8, cols = 12;
  std::vector<int> a(rows * cols), b(rows * cols, -1);
  for (int i = 0; i < rows * cols; ++i)
    a[i] = i;
  array_view<const int, 2> in(rows, cols, a);
  array_view<int, 2> out(rows, cols, b);
  amp2hip::launch(transpose_tiles, in.extent.tile<4, 4>(), in, out);
  out.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int r0 = r / 4 * 4, c0 = c / 4 * 4;
      ASSERT_EQ(b[r * cols + c], a[(r0 + c % 4) * cols + c0 + r % 4]);
    }
}

// Half of each tile returns before the barrier the other half waits at.
int diverging_barrier_line = 0;
__global__ void __launch_bounds__(8)
    diverging_barrier(amp2hip::tiled_domain<8> amp_domain,
                      array_view<int, 1> out) {
  tiled_index<8> t = amp_domain.this_thread();
  if (t.local[0] >= 4)
    return;
  __atomic_store_n(&diverging_barrier_line, __LINE__ + 1, __ATOMIC_RELAXED);
  __syncthreads();
  out[t.global] = 1;
}

TEST(CpuBackend, BarrierNotReachedByEveryThreadIsReported) {
  std::vector<int> data(16, 0);
  array_view<int, 1> out(16, data);
  try {
    amp2hip::launch(diverging_barrier, out.extent.tile<8>(), out);
    FAIL() << "no exception";
  } catch (const runtime_exception &e) {
    std::string what = e.what();
    std::string at =
        "cpu_backend_test.cpp:" + std::to_string(diverging_barrier_line) + ":";
    EXPECT_NE(what.find(at), std::string::npos) << what;
    EXPECT_NE(what.find("reached by 4 of the 8 threads"), std::string::npos)
        << what;
  }
}

// One thread of one tile, far into the launch, skips the barrier: the
// fibers that ran the tiles before it on the same host thread must still
// see the tile's end apart from a barrier.
__global__ void __launch_bounds__(8)
    one_tile_diverges(amp2hip::tiled_domain<8> amp_domain,
                      array_view<int, 1> out) {
  tiled_index<8> t = amp_domain.this_thread();
  __syncthreads();
  if (t.tile[0] == 37 && t.local[0] == 2)
    return;
  __syncthreads();
  out[t.global] = 1;
}

TEST(CpuBackend, BarrierSkippedInALaterTileIsReportedWithItsTile) {
  std::vector<int> data(64 * 8, 0);
  array_view<int, 1> out(64 * 8, data);
  try {
    amp2hip::launch(one_tile_diverges, out.extent.tile<8>(), out);
    FAIL() << "no exception";
  } catch (const runtime_exception &e) {
    std::string what = e.what();
    EXPECT_NE(what.find("reached by 7 of the 8 threads of tile 37; thread 2"),
              std::string::npos)
        << what;
  }
}

// A kernel left as written (a function object): its barrier.wait() is
// reported at its own line.
int functor_barrier_line = 0;
struct diverging_functor {
  array_view<int, 1> out;
  void operator()(tiled_index<8> t) const {
    if (t.local[0] == 0)
      return;
    __atomic_store_n(&functor_barrier_line, __LINE__ + 1, __ATOMIC_RELAXED);
    t.barrier.wait();
    out[t.global] = 1;
  }
};

TEST(CpuBackend, FunctionObjectBarrierIsReportedAtItsLine) {
  std::vector<int> data(16, 0);
  array_view<int, 1> out(16, data);
  try {
    parallel_for_each(out.extent.tile<8>(), diverging_functor{out});
    FAIL() << "no exception";
  } catch (const runtime_exception &e) {
    std::string at =
        "cpu_backend_test.cpp:" + std::to_string(functor_barrier_line) + ":";
    EXPECT_NE(std::string(e.what()).find(at), std::string::npos) << e.what();
  }
}

__global__ void __launch_bounds__(4)
    throwing_tile(amp2hip::tiled_domain<4> amp_domain, array_view<int, 1> a) {
  tiled_index<4> t = amp_domain.this_thread();
  __syncthreads();
  if (t.global[0] == 5)
    a.section(10, 10); // past the extent: the host's check throws
  __syncthreads();
}

TEST(CpuBackend, ExceptionInATileUnwindsItsFibersAndReachesTheLaunch) {
  std::vector<int> data(8, 0);
  array_view<int, 1> a(8, data);
  EXPECT_THROW(amp2hip::launch(throwing_tile, a.extent.tile<4>(), a),
               runtime_exception);
  // The runtime still works afterwards.
  array_view<int, 1> half = a.section(0, 4);
  amp2hip::launch(throwing_tile, half.extent.tile<4>(), half);
}

__global__ void count_all(amp2hip::extent_domain<1> amp_domain,
                          array_view<unsigned int, 1> counter,
                          array_view<int, 1> biggest) {
  concurrency::index<1> i = amp_domain.this_thread();
  if (!amp_domain.contains(i))
    return;
  atomic_fetch_inc(&counter[0]);
  atomic_fetch_max(&biggest[0], i[0]);
}

TEST(CpuBackend, AtomicsAreAtomicAcrossCores) {
  std::vector<unsigned int> counter(1, 0);
  std::vector<int> biggest(1, -1);
  array_view<unsigned int, 1> c(1, counter);
  array_view<int, 1> b(1, biggest);
  amp2hip::launch(count_all, concurrency::extent<1>(1 << 20), c, b);
  c.synchronize();
  b.synchronize();
  EXPECT_EQ(counter[0], 1u << 20);
  EXPECT_EQ(biggest[0], (1 << 20) - 1);
}

// A function overloaded on restriction alone, as the translator writes it
// (lib/rewrite/RestrictionTwins.h): one function holding both bodies, which
// a CPU build chooses between while it runs.
__host__ __device__ int side() {
#if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
  AMP2HIP_IF_AMP_CODE { return 2; }
#endif
#if !AMP2HIP_DEVICE_PASS
  AMP2HIP_ELSE_CPU_CODE { return 1; }
#endif
}

__global__ void sides_over_extent(amp2hip::extent_domain<1> amp_domain,
                                  array_view<int, 1> out) {
  concurrency::index<1> i = amp_domain.this_thread();
  if (!amp_domain.contains(i))
    return;
  out[i] = side();
}

// Each thread asks before and after a barrier, around its fiber's switch.
__global__ void __launch_bounds__(32)
    sides_in_tiles(amp2hip::tiled_domain<32> amp_domain,
                   array_view<int, 1> out) {
  tiled_index<32> t = amp_domain.this_thread();
  int before = side();
  __syncthreads();
  out[t.global] = before * 10 + side();
}

TEST(CpuBackend, OverloadOnRestrictionRunsItsAmpBodyInKernels) {
  const int n = 32 * 4096; // many ranges and tiles, on every core
  std::vector<int> flat(n), tiled(n);
  array_view<int, 1> a(n, flat), t(n, tiled);
  EXPECT_EQ(side(), 1);
  amp2hip::launch(sides_over_extent, a.extent, a);
  amp2hip::launch(sides_in_tiles, t.extent.tile<32>(), t);
  a.synchronize();
  t.synchronize();
  EXPECT_EQ(side(), 1); // host code again on the thread that launched
  for (int i = 0; i < n; ++i) {
    ASSERT_EQ(flat[i], 2) << i;
    ASSERT_EQ(tiled[i], 22) << i;
  }
}

TEST(CpuBackend, DefaultAndDirect3dAcceleratorsAreTheCpuDevice) {
  accelerator def, warp(accelerator::direct3d_warp),
      ref(accelerator::direct3d_ref);
  EXPECT_EQ(def.device_path, std::wstring(accelerator::direct3d_warp));
  for (const accelerator &a : {def, warp, ref}) {
    EXPECT_TRUE(a.is_emulated);
    EXPECT_EQ(a.dedicated_memory, 0u);
    EXPECT_NE(a.description.find(L"CPU"), std::wstring::npos);
    EXPECT_EQ(a.amp2hip_device(), 0);
  }
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_FALSE(all.empty());
  EXPECT_EQ(all.front(), warp);
  EXPECT_THROW(accelerator(L"gpu:0"), runtime_exception);
}

__global__ void triple(amp2hip::extent_domain<1> amp_domain,
                       array_view<int, 1> a) {
  concurrency::index<1> i = amp_domain.this_thread();
  if (!amp_domain.contains(i))
    return;
  a[i] *= 3;
}

TEST(CpuBackend, ViewsOfHostMemoryMoveNothing) {
  std::vector<int> data(1 << 16);
  for (int i = 0; i < 1 << 16; ++i)
    data[i] = i;
  amp2hip::reset_stats();
  {
    array_view<int, 1> a(1 << 16, data);
    amp2hip::launch(triple, a.extent, a);
    array_view<int, 1> first = a.section(0, 8);
    amp2hip::launch(triple, first.extent, first);
    EXPECT_EQ(a[3], 27); // host access: the kernels wrote host memory
  }
  EXPECT_EQ(amp2hip::stats().launches, 2u);
  EXPECT_EQ(amp2hip::stats().bytes_to_device, 0u);
  EXPECT_EQ(amp2hip::stats().bytes_to_host, 0u);
  EXPECT_EQ(data[7], 63);
  EXPECT_EQ(data[8], 24);
}

__global__ void fill_array(amp2hip::extent_domain<1> amp_domain,
                           amp2hip::device_ref<array<int, 1>> amp_ref_arr) {
  concurrency::index<1> i = amp_domain.this_thread();
  if (!amp_domain.contains(i))
    return;
  array<int, 1> &arr = amp_ref_arr.get();
  arr[i] = i[0] * 2;
}

TEST(CpuBackend, ArraysAreHostMemoryTheHostMayTouch) {
  array<int, 1> arr(1000);
  amp2hip::reset_stats();
  amp2hip::launch(fill_array, arr.extent, arr);
  EXPECT_EQ(arr[999], 1998); // no copy: the array's storage is the host's
  EXPECT_EQ(amp2hip::stats().bytes_to_host, 0u);
  std::vector<int> out = arr;
  EXPECT_EQ(out[10], 20);
}

} // namespace
