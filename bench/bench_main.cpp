// bench_main.cpp - times translated C++ AMP against hand-written HIP.
//
// For each size (default 1024 and 4096) and algorithm (simple, tiled), both
// implementations of bench/matmul_bench.h get the same inputs. After a
// warm-up (which also makes the inputs present on the device), each sample
// is one launch and one wait, bracketed by device events; the median of the
// samples is reported. The results of the two implementations are compared
// with each other and, at a few spot-checked elements, with the CPU.
//
// Usage: bench [--reps N] [--warmup N] [--hand-only] [size ...]
// Built with -DMATMUL_BENCH_HAND_ONLY, only the hand-written side exists
// (for machines without the translator's output).
// Exit status: 0 when every result matched, 1 otherwise.

#include "hip_on_cuda.h"

#include "matmul_bench.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifdef MATMUL_BENCH_HAND_ONLY
// Stand-ins so the driver links without the translated file.
namespace amp_impl {
struct state {};
state *setup(int, const float *, const float *) { return nullptr; }
void run(state *, matmul_bench::algorithm, int) {}
void result(state *, float *) {}
void teardown(state *) {}
} // namespace amp_impl
#endif

namespace {

using matmul_bench::algorithm;

// Milliseconds of one call of fn, measured with device events.
template <class Fn> float time_once(Fn fn, hipEvent_t start, hipEvent_t stop) {
  HIP_CHECK(hipEventRecord(start, 0));
  fn();
  HIP_CHECK(hipEventRecord(stop, 0));
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = 0.0f;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  return ms;
}

// Median over reps samples, after warmup untimed calls.
template <class Fn> double median_ms(Fn fn, int warmup, int reps) {
  hipEvent_t start, stop;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  for (int i = 0; i < warmup; i++)
    fn();
  std::vector<float> samples;
  for (int i = 0; i < reps; i++)
    samples.push_back(time_once(fn, start, stop));
  HIP_CHECK(hipEventDestroy(start));
  HIP_CHECK(hipEventDestroy(stop));
  std::sort(samples.begin(), samples.end());
  size_t mid = samples.size() / 2;
  return samples.size() % 2 ? samples[mid]
                            : 0.5 * (samples[mid - 1] + samples[mid]);
}

// Deterministic inputs in [-1, 1).
void fill(std::vector<float> &m, unsigned seed) {
  unsigned x = seed;
  for (float &v : m) {
    x = x * 1664525u + 1013904223u;
    v = (float)((x >> 8) & 0xffff) / 32768.0f - 1.0f;
  }
}

// Checks c against a double-precision product at a few elements spread over
// the matrix; returns the largest error relative to the row's magnitude.
double spot_check(int n, const std::vector<float> &a,
                  const std::vector<float> &b, const std::vector<float> &c) {
  double worst = 0.0;
  for (int s = 0; s < 64; s++) {
    int i = (int)((s * 7919u) % (unsigned)n);
    int j = (int)((s * 104729u + 13u) % (unsigned)n);
    double sum = 0.0, mag = 0.0;
    for (int k = 0; k < n; k++) {
      sum += (double)a[i * n + k] * b[k * n + j];
      mag += std::fabs((double)a[i * n + k] * b[k * n + j]);
    }
    worst = std::max(worst, std::fabs(c[i * n + j] - sum) / (mag + 1e-30));
  }
  return worst;
}

// The largest difference between two results, relative to the largest
// element.
double max_rel_diff(const std::vector<float> &x, const std::vector<float> &y) {
  double diff = 0.0, mag = 0.0;
  for (size_t i = 0; i < x.size(); i++) {
    diff = std::max(diff, (double)std::fabs(x[i] - y[i]));
    mag = std::max(mag, (double)std::fabs(y[i]));
  }
  return diff / (mag + 1e-30);
}

struct row {
  std::string name;
  double amp_ms, hand_ms;
  bool ok;
};

} // namespace

int main(int argc, char **argv) {
  int reps = 20, warmup = 3;
  bool hand_only = false;
#ifdef MATMUL_BENCH_HAND_ONLY
  hand_only = true;
#endif
  std::vector<int> sizes;
  for (int i = 1; i < argc; i++) {
    if (!std::strcmp(argv[i], "--reps") && i + 1 < argc)
      reps = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--warmup") && i + 1 < argc)
      warmup = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--hand-only"))
      hand_only = true;
    else if (std::atoi(argv[i]) > 0)
      sizes.push_back(std::atoi(argv[i]));
    else {
      std::fprintf(
          stderr, "usage: %s [--reps N] [--warmup N] [--hand-only] [size...]\n",
          argv[0]);
      return 2;
    }
  }
  if (sizes.empty())
    sizes = {1024, 4096};
  if (reps < 1)
    reps = 1;

  int dev = 0;
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDevice(&dev));
  HIP_CHECK(hipGetDeviceProperties(&prop, dev));
  std::printf("device: %s; median of %d samples after %d warm-up runs; "
              "each sample = 1 launch + wait\n\n",
              prop.name, reps, warmup);

  std::vector<row> rows;
  for (int n : sizes) {
    if (n % matmul_bench::kTile != 0) {
      std::fprintf(stderr, "size %d is not a multiple of %d; skipped\n", n,
                   matmul_bench::kTile);
      continue;
    }
    std::vector<float> a((size_t)n * n), b((size_t)n * n);
    std::vector<float> c_amp((size_t)n * n), c_hand((size_t)n * n);
    fill(a, 1u + n);
    fill(b, 2u + n);
    amp_impl::state *amp =
        hand_only ? nullptr : amp_impl::setup(n, a.data(), b.data());
    hand_impl::state *hand = hand_impl::setup(n, a.data(), b.data());

    for (algorithm algo : {algorithm::simple, algorithm::tiled}) {
      row r;
      r.name = std::string(algo == algorithm::simple ? "simple " : "tiled ") +
               std::to_string(n);
      r.amp_ms = hand_only ? 0.0
                           : median_ms([&] { amp_impl::run(amp, algo, 1); },
                                       warmup, reps);
      r.hand_ms =
          median_ms([&] { hand_impl::run(hand, algo, 1); }, warmup, reps);

      // Correctness: both against the CPU, and against each other.
      hand_impl::result(hand, c_hand.data());
      double tol = 1e-4;
      double err_hand = spot_check(n, a, b, c_hand);
      r.ok = err_hand < tol;
      if (!r.ok)
        std::printf("%s: hand-written result is wrong (relative error %g)\n",
                    r.name.c_str(), err_hand);
      if (!hand_only) {
        amp_impl::result(amp, c_amp.data());
        double err_amp = spot_check(n, a, b, c_amp);
        double diff = max_rel_diff(c_amp, c_hand);
        if (err_amp >= tol || diff >= tol) {
          r.ok = false;
          std::printf("%s: translated result is wrong (relative error %g, "
                      "differs from hand-written by %g)\n",
                      r.name.c_str(), err_amp, diff);
        }
      }
      rows.push_back(r);
    }
    if (amp)
      amp_impl::teardown(amp);
    hand_impl::teardown(hand);
  }

  bool all_ok = true;
  std::printf("| case | translated ms | hand-written ms | ratio | check |\n");
  std::printf("|---|---:|---:|---:|---|\n");
  for (const row &r : rows) {
    all_ok = all_ok && r.ok;
    if (hand_only)
      std::printf("| %s | - | %.3f | - | %s |\n", r.name.c_str(), r.hand_ms,
                  r.ok ? "ok" : "FAIL");
    else
      std::printf("| %s | %.3f | %.3f | %.2f | %s |\n", r.name.c_str(),
                  r.amp_ms, r.hand_ms, r.amp_ms / r.hand_ms,
                  r.ok ? "ok" : "FAIL");
  }
  std::printf("\nratio = translated / hand-written (1.00 = same speed)\n");
  return all_ok ? 0 : 1;
}
