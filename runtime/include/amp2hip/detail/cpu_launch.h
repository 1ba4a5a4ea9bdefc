// amp2hip runtime: running a kernel on the CPU (a CPU build,
// AMP2HIP_CPU_KERNELS; docs/design.md, "Running on the CPU").
//
// The translated kernel is an ordinary function here. A launch calls it
// once per thread of the compute domain, with the thread's place in its
// domain parameter (launch.h: extent_domain::cpu_index,
// tiled_domain::cpu_tile and cpu_local):
//   - over an extent, consecutive ranges of indices on all cores, each a
//     plain loop (the kernel inlined into it where the compiler can);
//   - over a tiled extent, the tiles on all cores, and the threads of one
//     tile as fibers of one host thread, which switch at each barrier
//     (src/cpu_tiles.cpp), so __syncthreads() and the fences hold.
// The loops are templates, so the kernel's calls stay visible to the
// compiler; the scheduling (oneTBB) and the fibers (Boost.Context) live in
// libamp2hip_cpu.a, so a program needs neither's headers.
#pragma once

#include <amp2hip/index.h>

#include <cstdint>

namespace amp2hip {
namespace detail {
namespace cpu {

// Calls body(context, begin, end) for consecutive ranges that cover
// [0, count), on every core; returns when all are done. The first exception
// a call throws is rethrown here.
void parallel_ranges(std::uint64_t count,
                     void (*body)(void *, std::uint64_t, std::uint64_t),
                     void *context);

// Runs `tiles` tiles of `threads` threads: the tiles on every core, the
// threads of one tile as fibers of one host thread, each calling
// thread_body(context, tile, thread). A barrier that not every thread of a
// tile reaches (some returned while the others wait) throws
// runtime_exception naming the barrier's source line, as does an exception
// a thread throws, after the tile's other threads are unwound.
void run_tiles(std::uint64_t tiles, unsigned threads,
               void (*thread_body)(void *, std::uint64_t, unsigned),
               void *context);

// Counts the launch (amp2hip::stats().launches) and, with AMP2HIP_TRACE=2,
// prints it.
void note_launch(std::uint64_t threads, unsigned tile_threads);

// The index of linear position `at` in `ext`, the last dimension fastest.
template <int N>
concurrency::index<N> delinearize(std::uint64_t at, const int *ext) {
  concurrency::index<N> idx;
  for (int k = N - 1; k >= 0; --k) {
    std::uint64_t e = static_cast<std::uint64_t>(ext[k]);
    idx[k] = static_cast<int>(at % e);
    at /= e;
  }
  return idx;
}

#if defined(__GNUC__)
#define AMP2HIP_CPU_FLATTEN __attribute__((flatten))
#else
#define AMP2HIP_CPU_FLATTEN
#endif

// Tells the optimizer that `holds` is true (it is not evaluated otherwise).
inline void assume(bool holds) {
#if defined(__GNUC__)
  if (!holds)
    __builtin_unreachable();
#elif defined(_MSC_VER)
  __assume(holds);
#else
  (void)holds;
#endif
}

// A kernel over an extent: `Domain` is extent_domain<N>, `Call` calls the
// kernel with a domain and the launch's other arguments.
template <int N, typename Domain, typename Call> struct extent_run {
  Domain domain;
  const Call *call;

  // Indices [begin, end): runs along the last dimension, so that the inner
  // loop only steps one component. Flattened: a kernel the launch names at
  // compile time (amp2hip::launch<k>) is inlined into the loop. Its
  // parameters are this host thread's own copies (Call::on_thread), which
  // nothing the kernel stores through can reach, so the compiler keeps them
  // in registers rather than reloading them after every store; and the
  // loop tells it that the index is inside the extent, so the kernel's
  // guard (`if (!amp_domain.contains(i)) return;`, for a GPU grid's extra
  // threads) folds away.
  AMP2HIP_CPU_FLATTEN
  static void range(void *self, std::uint64_t begin, std::uint64_t end) {
    const extent_run &r = *static_cast<const extent_run *>(self);
    const auto call = r.call->on_thread();
    Domain d = r.domain;
    int ext[N];
    for (int k = 0; k < N; ++k)
      ext[k] = d.ext[k];
    d.cpu_index = delinearize<N>(begin, ext);
    std::uint64_t at = begin;
    while (at < end) {
      int first = d.cpu_index[N - 1];
      std::uint64_t room = static_cast<std::uint64_t>(ext[N - 1] - first);
      int last = first + static_cast<int>(end - at < room ? end - at : room);
      for (int k = 0; k < N - 1; ++k)
        assume(d.cpu_index[k] >= 0 && d.cpu_index[k] < d.ext[k]);
      for (int x = first; x < last; ++x) {
        d.cpu_index[N - 1] = x;
        assume(x >= 0 && x < d.ext[N - 1]);
        call(d);
      }
      at += static_cast<std::uint64_t>(last - first);
      // The next run: carry into the outer dimensions.
      d.cpu_index[N - 1] = last;
      for (int k = N - 1; k > 0 && d.cpu_index[k] == ext[k]; --k) {
        d.cpu_index[k] = 0;
        ++d.cpu_index[k - 1];
      }
    }
  }
};

// A kernel over a tiled extent: `Domain` is tiled_domain<D0, D1, D2>.
template <int Rank, typename Domain, typename Call> struct tiled_run {
  Domain domain;
  const Call *call;
  int tiles[Rank]; // tiles along each dimension
  int tile[Rank];  // threads along each dimension of a tile

  static void thread(void *self, std::uint64_t tile_number, unsigned t) {
    const tiled_run &r = *static_cast<const tiled_run *>(self);
    Domain d = r.domain;
    d.cpu_tile = delinearize<Rank>(tile_number, r.tiles);
    d.cpu_local = delinearize<Rank>(t, r.tile);
    (*r.call)(d);
  }
};

} // namespace cpu
} // namespace detail
} // namespace amp2hip
