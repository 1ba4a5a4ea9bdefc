// matmul_bench.h - the interface that bench_main.cpp drives.
//
// Two implementations of the same two n x n float matrix multiplications
// (c = a * b) sit behind this interface:
//   amp_impl  - bench/matmul_amp.cpp, C++ AMP, timed after translation by
//               amp2hip;
//   hand_impl - bench/matmul_hand.hip.cpp, the same algorithms written by
//               hand in HIP.
// Matrices are row-major. setup() leaves a and b on the host or the device as
// the implementation likes; the first run() makes them present on the device
// and later run() calls move no data, so timing run() after a warm-up
// measures the kernel (plus one launch and one wait).
//
// This header is plain C++: it names no C++ AMP or HIP type.
#pragma once

namespace matmul_bench {

enum class algorithm { simple, tiled };

// The tile edge of the tiled algorithm, and the block edge of both.
constexpr int kTile = 16;

} // namespace matmul_bench

#define MATMUL_BENCH_DECLARE_IMPL(ns)                                          \
  namespace ns {                                                               \
  struct state;                                                                \
  /* n must be a multiple of matmul_bench::kTile. Copies a and b. */           \
  state *setup(int n, const float *a, const float *b);                         \
  /* Launches the kernel `times` times, then waits for the device. */          \
  void run(state *s, matmul_bench::algorithm algo, int times);                 \
  /* Copies the current c (n x n) to the host. */                              \
  void result(state *s, float *c);                                             \
  void teardown(state *s);                                                     \
  }

MATMUL_BENCH_DECLARE_IMPL(amp_impl)
MATMUL_BENCH_DECLARE_IMPL(hand_impl)
