// cpu_main.cpp - the CPU benchmark: the same four kernels in C++ AMP, built
// for the CPU through amp2hip (cpu_amp.cpp, libamp2hip_cpu.a), and in
// OpenMP (cpu_omp.cpp), on the same data on the same machine. Prints a
// markdown table (best of --reps runs of each, milliseconds per kernel),
// the cost of one thread's tile barrier, and checks that both sides agree
// (exit 1 if not). bench/README.md has the build lines.
//
//   cpu_bench [--reps N] [--small]     (--small: CI sizes, seconds in all)
#include "cpu_bench.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <thread>
#include <vector>

namespace {

double best_ms(int reps, const std::function<void()> &run) {
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    run();
    std::chrono::duration<double, std::milli> d =
        std::chrono::steady_clock::now() - t0;
    best = std::min(best, d.count());
  }
  return best;
}

template <typename T>
double max_difference(const std::vector<T> &a, const std::vector<T> &b) {
  double d = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    d = std::max(d, std::fabs(static_cast<double>(a[i]) - b[i]));
  return d;
}

int failures = 0;

void row(const char *kernel, const char *size, double amp, double omp,
         double difference) {
  std::printf("| %s | %s | %.3f | %.3f | %.2f | %s |\n", kernel, size, amp, omp,
              amp / omp, difference == 0 ? "identical" : "DIFFERENT");
  failures += difference != 0;
}

} // namespace

int main(int argc, char **argv) {
  int reps = 5;
  bool small = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--reps") && i + 1 < argc)
      reps = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--small"))
      small = true;
    else {
      std::fprintf(stderr, "usage: %s [--reps N] [--small]\n", argv[0]);
      return 2;
    }
  }
  const int map_n = small ? 1 << 16 : 1 << 24;
  const int grid = small ? 256 : 4096;
  const int reduce_n = small ? 1 << 16 : 1 << 22;
  const int mat = small ? 64 : 512;
  char size[64];

  std::printf("%u hardware threads; best of %d runs, ms per kernel\n\n",
              std::thread::hardware_concurrency(), reps);
  std::printf("| kernel | size | C++ AMP on the CPU | OpenMP | ratio | "
              "results |\n|---|---|---:|---:|---:|---|\n");

  // The map and the stencil: both sides run on the same buffers (the
  // output reset between them), since on this VM which of two equal
  // buffers a loop writes moved its time by up to 1.7x.
  {
    std::vector<float> x(map_n), y0(map_n);
    for (int i = 0; i < map_n; ++i)
      x[i] = y0[i] = static_cast<float>(i % 1000) * 0.001f;
    std::vector<float> y = y0;
    double amp = best_ms(
        reps, [&] { amp_side::map(1.5f, x.data(), y.data(), map_n, 1); });
    std::vector<float> amp_y = y;
    y = y0;
    double omp = best_ms(
        reps, [&] { omp_side::map(1.5f, x.data(), y.data(), map_n, 1); });
    std::snprintf(size, sizeof size, "%d floats", map_n);
    row("map (saxpy)", size, amp, omp, max_difference(amp_y, y));
  }
  {
    std::vector<float> in(grid * grid), out(grid * grid);
    for (int i = 0; i < grid * grid; ++i)
      in[i] = static_cast<float>((i * 7) % 101);
    double amp = best_ms(
        reps, [&] { amp_side::stencil(in.data(), out.data(), grid, 1); });
    std::vector<float> amp_out = out;
    std::fill(out.begin(), out.end(), 0.0f);
    double omp = best_ms(
        reps, [&] { omp_side::stencil(in.data(), out.data(), grid, 1); });
    std::snprintf(size, sizeof size, "%d x %d", grid, grid);
    row("stencil (5 points)", size, amp, omp, max_difference(amp_out, out));
  }
  {
    std::vector<int> in(reduce_n), s1(reduce_n / 256), s2(reduce_n / 256);
    for (int i = 0; i < reduce_n; ++i)
      in[i] = i % 13;
    double amp = best_ms(
        reps, [&] { amp_side::reduce(in.data(), s1.data(), reduce_n, 1); });
    double omp = best_ms(
        reps, [&] { omp_side::reduce(in.data(), s2.data(), reduce_n, 1); });
    std::snprintf(size, sizeof size, "%d ints, tiles of 256 (9 barriers)",
                  reduce_n);
    row("tiled reduction", size, amp, omp, max_difference(s1, s2));
  }
  {
    std::vector<float> a(mat * mat), b(mat * mat), c1(mat * mat), c2(mat * mat);
    for (int i = 0; i < mat * mat; ++i) {
      a[i] = static_cast<float>(i % 17) * 0.25f;
      b[i] = static_cast<float>(i % 23) * 0.5f;
    }
    double amp = best_ms(
        reps, [&] { amp_side::matmul(a.data(), b.data(), c1.data(), mat, 1); });
    double omp = best_ms(
        reps, [&] { omp_side::matmul(a.data(), b.data(), c2.data(), mat, 1); });
    std::snprintf(size, sizeof size, "%d x %d, tiles of 16 x 16 (%d barriers)",
                  mat, mat, 2 * mat / 16);
    row("tiled matrix multiply", size, amp, omp, max_difference(c1, c2));
  }
  {
    // The barrier's cost: a kernel that only passes barriers, less the
    // same kernel passing none (running each thread of each tile once).
    const int threads = small ? 1 << 12 : 1 << 16, barriers = 64;
    double with =
        best_ms(reps, [&] { amp_side::barriers_only(threads, barriers); });
    double without =
        best_ms(reps, [&] { amp_side::barriers_only(threads, 0); });
    double per_barrier_ns =
        (with - without) * 1e6 / (static_cast<double>(threads) * barriers);
    unsigned cores = std::thread::hardware_concurrency();
    std::printf("\nTile barrier: %.1f ns per thread and barrier over %u cores "
                "(%.1f ns of one core: one fiber switch); a tile of 256 "
                "threads that passes no barrier takes %.1f us\n",
                per_barrier_ns, cores, per_barrier_ns * cores,
                without * 1e3 / (threads / 256) * cores);
  }
  if (failures)
    std::printf("\n%d kernels DIFFER between C++ AMP and OpenMP\n", failures);
  return failures ? 1 : 0;
}
