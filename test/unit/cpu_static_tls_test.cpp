// The CPU build's tile_static variables are static thread_local, so a
// program's kernels together set the static TLS of every host thread
// (ampblas': 4.4 MiB). This program's one kernel holds more than oneTBB's
// default worker stack (4 MiB): its workers must still start
// (cpu_tiles.cpp's worker_stacks), where pthread_create failed with EINVAL.
// Its own executable: the TLS is the whole program's.
#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <tbb/global_control.h>
#include <tbb/task_arena.h>

#include <vector>

using namespace concurrency;

namespace {

constexpr int big_bytes = 6 << 20;

// Each tile's threads write their slice of a 6 MiB tile_static array, then
// read a neighbour's after the barrier.
__global__ void __launch_bounds__(64)
    big_tile_static(amp2hip::tiled_domain<64> amp_domain,
                    array_view<int, 1> out) {
  tiled_index<64> t = amp_domain.this_thread();
  __shared__ char big[big_bytes];
  const int slice = big_bytes / 64;
  big[t.local[0] * slice + slice - 1] =
      static_cast<char>(t.tile[0] + t.local[0]);
  __syncthreads();
  const int next = (t.local[0] + 1) % 64;
  out[t.global] = big[next * slice + slice - 1];
}

TEST(CpuBackend, WorkersStartWhenTileStaticMemoryExceedsTheirDefaultStack) {
  // Workers even on a machine of one core.
  tbb::global_control parallelism(tbb::global_control::max_allowed_parallelism,
                                  4);
  tbb::task_arena arena(4);
  const int tiles = 64, n = tiles * 64;
  std::vector<int> data(n, -1);
  array_view<int, 1> out(n, data);
  arena.execute(
      [&] { amp2hip::launch(big_tile_static, out.extent.tile<64>(), out); });
  out.synchronize();
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(data[i], static_cast<char>(i / 64 + (i % 64 + 1) % 64)) << i;
}

} // namespace
