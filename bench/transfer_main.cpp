// transfer_main.cpp - the transfer benchmark: C++ AMP data movement
// (transfer_amp.cpp, translated by amp2hip) against raw hipMemcpy from
// pinned and from pageable memory, in one process.
//
// For 4 KiB, 256 MiB and 1 GiB of floats, each path's fastest of --reps
// runs is reported as GB/s and as the ratio to pinned hipMemcpy in the same
// direction; the bytes the runtime moved (its counters) are compared with
// what the path needs. Before that, every path's round trip is checked bit
// for bit at sizes that are not a multiple of the staging chunk, and at one
// element. Last, a map kernel over an array captured by reference is timed
// against the same kernel written by hand.
//
// Usage: transfer_bench [--reps N] [--side N]... [--quick]
//   --side N: time N x N floats only (repeatable; default 32, 8192, 16384)
//   --quick: only the paths' tables (no overlap, launch or map timings)
// Exit status: 0 when every check passed, 1 otherwise.

#include "hip_on_cuda.h"

#include "transfer_bench.h"

#include <amp2hip/stats.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

using clock_type = std::chrono::steady_clock;

double seconds_since(clock_type::time_point t0) {
  return std::chrono::duration<double>(clock_type::now() - t0).count();
}

// One timed part of a path: seconds and the runtime's byte counters.
struct sample {
  double seconds;
  unsigned long long to_device, to_host;
};
std::vector<sample> samples;
clock_type::time_point started;
double returned_after = 0; // seconds from start() to returned()

} // namespace

namespace transfer_bench {
void start() {
  amp2hip::reset_stats();
  started = clock_type::now();
}
void returned() { returned_after = seconds_since(started); }
bool went_straight() { return amp2hip::stats().pinned_copies > 0; }
void stop() {
  double s = seconds_since(started);
  samples.push_back(
      {s, amp2hip::stats().bytes_to_device, amp2hip::stats().bytes_to_host});
}
} // namespace transfer_bench

namespace {

const char *const path_names[transfer_amp::path_count] = {
    "array_view upload, first use",
    "array_view upload, after refresh",
    "array_view download, synchronize",
    "copy vector to array",
    "copy array to vector",
    "copy_async vector to array",
    "section upload (1/16 of the view)",
    "section download, synchronize (1/16 of the view)",
    "four views of 1/16, one kernel (first use)",
    "copy_async array to vector",
    "copy view to array",
    "copy array to view"};
bool is_download(int p) {
  return p == transfer_amp::download_synchronize ||
         p == transfer_amp::copy_array_to_vector ||
         p == transfer_amp::section_download ||
         p == transfer_amp::copy_async_array_to_vector ||
         p == transfer_amp::copy_array_to_view;
}
// The bytes path p needs to move: `bytes` for the whole data, or
// `section_bytes` per section or view of 1/16.
double path_bytes(int p, double bytes, double section_bytes) {
  if (p == transfer_amp::section_upload || p == transfer_amp::section_download)
    return section_bytes;
  if (p == transfer_amp::four_views_upload)
    return 4 * section_bytes;
  return bytes;
}

// The fastest of several runs of an overlap measurement, printed as one
// markdown table: the copy alone, the other work alone, their sum and the
// two together (overlap shows as "together" below the sum).
struct OverlapTimes {
  double copy = 1e30, other = 1e30, together = 1e30;
  void keep_fastest(double c, double o, double t) {
    copy = std::min(copy, c);
    other = std::min(other, o);
    together = std::min(together, t);
  }
  void print(const char *copy_row, const char *other_row,
             const char *together_row) const {
    std::printf("| what | ms |\n|---|---:|\n| %s | %.2f |\n| %s | %.2f |\n"
                "| one after the other (sum) | %.2f |\n| %s | %.2f |\n",
                copy_row, copy * 1e3, other_row, other * 1e3,
                (copy + other) * 1e3, together_row, together * 1e3);
  }
};

// Deterministic data whose every byte matters for the bit-exact checks.
void fill(std::vector<float> &v, unsigned seed) {
  unsigned x = seed;
  for (float &f : v) {
    x = x * 1664525u + 1013904223u;
    unsigned bits = (x & 0x3fffffffu) | 0x3f000000u; // finite, no NaN
    std::memcpy(&f, &bits, sizeof f);
  }
}

// Fastest of reps synchronous copies (after one warm-up).
// The fastest of `reps` runs of copy(), after one untimed.
template <typename Copy> double best_of(int reps, Copy copy) {
  copy();
  double best = 1e30;
  for (int r = 0; r < reps; r++) {
    auto t0 = clock_type::now();
    copy();
    best = std::min(best, seconds_since(t0));
  }
  return best;
}

double best_copy(void *dst, const void *src, size_t bytes,
                 decltype(hipMemcpyHostToDevice) kind, int reps) {
  return best_of(reps, [&] { HIP_CHECK(hipMemcpy(dst, src, bytes, kind)); });
}

// Host work of a fixed size that touches no memory: host_work_steps steps
// of a mixing recurrence (a chain the compiler cannot shorten).
long host_work_steps = 0;
volatile unsigned host_work_sink;
void host_work() {
  unsigned x = 12345;
  for (long i = 0; i < host_work_steps; i++)
    x = (x ^ (x >> 13)) * 1664525u + 1013904223u;
  host_work_sink = x;
}

__global__ void map_kernel(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * 0.5f + 1.0f;
}

__global__ void empty_kernel() {}
__global__ void one_write(float *a) { a[0] = 1.0f; }

// The raw launches launch_times() is compared with: seconds per launch,
// queued (then one wait), and launched and waited for one at a time.
void raw_launch_times(int launches, double *empty_queued, double *empty_waited,
                      double *one_write_queued) {
  float *a = nullptr;
  HIP_CHECK(hipMalloc((void **)&a, sizeof(float)));
  empty_kernel<<<1, 1>>>();
  one_write<<<1, 1>>>(a);
  HIP_CHECK(hipDeviceSynchronize());
  auto t0 = clock_type::now();
  for (int k = 0; k < launches; k++)
    empty_kernel<<<1, 1>>>();
  HIP_CHECK(hipDeviceSynchronize());
  *empty_queued = seconds_since(t0) / launches;
  t0 = clock_type::now();
  for (int k = 0; k < launches; k++) {
    empty_kernel<<<1, 1>>>();
    HIP_CHECK(hipDeviceSynchronize());
  }
  *empty_waited = seconds_since(t0) / launches;
  t0 = clock_type::now();
  for (int k = 0; k < launches; k++)
    one_write<<<1, 1>>>(a);
  HIP_CHECK(hipDeviceSynchronize());
  *one_write_queued = seconds_since(t0) / launches;
  HIP_CHECK(hipFree(a));
}

double map_hand(int n, int reps) {
  float *a = nullptr;
  HIP_CHECK(hipMalloc((void **)&a, (size_t)n * sizeof(float)));
  double best = 1e30;
  for (int r = 0; r < reps + 1; r++) {
    auto t0 = clock_type::now();
    hipLaunchKernelGGL(map_kernel, dim3((n + 255) / 256), dim3(256), 0, 0, a,
                       n);
    HIP_CHECK(hipDeviceSynchronize());
    double s = seconds_since(t0);
    if (r > 0)
      best = std::min(best, s);
  }
  HIP_CHECK(hipFree(a));
  return best;
}

std::string size_name(size_t bytes) {
  char buf[32];
  if (bytes >= (1u << 30))
    std::snprintf(buf, sizeof buf, "%g GiB", bytes / double(1u << 30));
  else if (bytes >= (1u << 20))
    std::snprintf(buf, sizeof buf, "%g MiB", bytes / double(1u << 20));
  else
    std::snprintf(buf, sizeof buf, "%g KiB", bytes / 1024.0);
  return buf;
}

} // namespace

int main(int argc, char **argv) {
  int reps = 5;
  std::vector<int> sides; // --side N: only N x N floats (repeatable)
  bool quick = false;     // --quick: only the paths' tables
  for (int i = 1; i < argc; i++) {
    if (std::strcmp(argv[i], "--reps") == 0 && i + 1 < argc)
      reps = std::max(1, std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--side") == 0 && i + 1 < argc)
      sides.push_back(std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--quick") == 0)
      quick = true;
  }
  int failures = 0;
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  std::printf(
      "device: %s; staging: AMP2HIP_STAGING_MIB=%s "
      "AMP2HIP_COPY_THREADS=%s\n\n",
      prop.name,
      std::getenv("AMP2HIP_STAGING_MIB") ? std::getenv("AMP2HIP_STAGING_MIB")
                                         : "(default)",
      std::getenv("AMP2HIP_COPY_THREADS") ? std::getenv("AMP2HIP_COPY_THREADS")
                                          : "(default)");

  // Round trips at awkward sizes: 1 element, 64 KiB + 4 bytes (just past
  // a direct copy), 37 MiB + 4 bytes (not a multiple of the chunk), and a
  // 2-D shape.
  struct shape {
    int rows, cols;
  };
  const shape checks[] = {{1, 1}, {1, 16385}, {1, 9699329}, {97, 1031}};
  std::printf("| round trip check | floats | result |\n|---|---:|---|\n");
  for (const shape &c : checks) {
    std::vector<float> host((size_t)c.rows * c.cols);
    fill(host, 7u + c.cols);
    samples.clear();
    bool ok = transfer_amp::run_paths(host, c.rows, c.cols);
    failures += !ok;
    std::printf("| %d x %d | %zu | %s |\n", c.rows, c.cols, host.size(),
                ok ? "bit-exact" : "MISMATCH");
  }

  std::vector<shape> timed = {{32, 32}, {8192, 8192}, {16384, 16384}};
  if (!sides.empty()) {
    timed.clear();
    for (int n : sides)
      timed.push_back({n, n});
  }
  for (const shape &t : timed) {
    size_t n = (size_t)t.rows * t.cols, bytes = n * sizeof(float);
    std::vector<float> host(n), pageable(n);
    fill(host, 11u);
    void *pinned = nullptr, *dev = nullptr;
    HIP_CHECK(hipHostMalloc(&pinned, bytes, 0));
    HIP_CHECK(hipMalloc(&dev, bytes));
    std::memcpy(pinned, host.data(), bytes);
    double pin_up = best_copy(dev, pinned, bytes, hipMemcpyHostToDevice, reps);
    double pin_down =
        best_copy(pinned, dev, bytes, hipMemcpyDeviceToHost, reps);
    // The sections' shape from pinned memory: what a 2-D DMA of those rows
    // gives, beside the contiguous reference the ratios use.
    const size_t pitch = t.cols * sizeof(float),
                 sec_rows = (size_t)(t.rows / 4 > 0 ? t.rows / 4 : 1),
                 sec_width = (t.cols / 4 > 0 ? t.cols / 4 : 1) * sizeof(float),
                 sec_at = (size_t)(t.rows / 4) * pitch +
                          (size_t)(t.cols / 4) * sizeof(float);
    double pin_section_up = best_of(reps, [&] {
      HIP_CHECK(hipMemcpy2D(static_cast<char *>(dev) + sec_at, pitch,
                            static_cast<char *>(pinned) + sec_at, pitch,
                            sec_width, sec_rows, hipMemcpyHostToDevice));
    });
    double page_up =
        best_copy(dev, pageable.data(), bytes, hipMemcpyHostToDevice, reps);
    double page_down =
        best_copy(pageable.data(), dev, bytes, hipMemcpyDeviceToHost, reps);
    // What the levers cost here: one thread's memcpy from pageable into
    // pinned memory, and pinning the pageable memory in place.
    auto t0 = clock_type::now();
    std::memcpy(pinned, pageable.data(), bytes);
    double host_copy = seconds_since(t0);
    t0 = clock_type::now();
    HIP_CHECK(hipHostRegister(pageable.data(), bytes, hipHostRegisterDefault));
    double reg = seconds_since(t0);
    double reg_up =
        best_copy(dev, pageable.data(), bytes, hipMemcpyHostToDevice, reps);
    HIP_CHECK(hipHostUnregister(pageable.data()));
    HIP_CHECK(hipFree(dev));
    HIP_CHECK(hipHostFree(pinned));

    // The C++ AMP paths: fastest of reps runs (after a warm-up run).
    std::vector<sample> best(transfer_amp::path_count, sample{1e30, 0, 0});
    double async_returned = 1e30;
    for (int r = 0; r < reps + 1; r++) {
      samples.clear();
      if (!transfer_amp::run_paths(host, t.rows, t.cols)) {
        std::printf("%s: a round trip was not bit-exact\n",
                    size_name(bytes).c_str());
        failures++;
      }
      for (int p = 0; p < transfer_amp::path_count && r > 0; p++)
        if (samples[p].seconds < best[p].seconds)
          best[p] = samples[p];
      if (r > 0)
        async_returned = std::min(async_returned, returned_after);
    }

    double sec_bytes =
        transfer_amp::section_elements(t.rows, t.cols) * sizeof(float);
    std::printf("\n### %s (%d x %d floats)\n\n", size_name(bytes).c_str(),
                t.rows, t.cols);
    std::printf("| path | GB/s | / pinned |\n|---|---:|---:|\n");
    auto row = [&](const char *name, double moved, double s, double ref) {
      std::printf("| %s | %.1f | %.2f |\n", name, moved / s / 1e9, ref / s);
    };
    row("hipMemcpy pinned, up (reference)", bytes, pin_up, pin_up);
    row("hipMemcpy pinned, down (reference)", bytes, pin_down, pin_down);
    row("hipMemcpy2D pinned, the section's rows, up", sec_bytes, pin_section_up,
        pin_up * sec_bytes / bytes);
    row("hipMemcpy pageable, up", bytes, page_up, pin_up);
    row("hipMemcpy pageable, down", bytes, page_down, pin_down);
    row("hipMemcpy registered pageable, up", bytes, reg_up, pin_up);
    row("host memcpy, one thread (pageable to pinned)", bytes, host_copy,
        pin_up);
    std::printf("| hipHostRegister: %.2f ms | | |\n", reg * 1e3);
    for (int p = 0; p < transfer_amp::path_count; p++) {
      double moved = path_bytes(p, bytes, sec_bytes);
      // The reference moves the same bytes at pinned speed.
      double ref = (is_download(p) ? pin_down : pin_up) * moved / bytes;
      row(path_names[p], moved, best[p].seconds, ref);
    }

    if (bytes >= (std::size_t(4) << 20)) {
      // Last: the registration it leads to does not touch the rows above.
      int before = 0;
      double s = transfer_amp::repeated_upload(host, 200, &before);
      bool straight = transfer_bench::went_straight();
      row(straight ? "array_view upload, repeated (memory registered)"
                   : "array_view upload, repeated (not registered)",
          bytes, s, pin_up);
      std::printf("| (after %d uploads of the same view) | | |\n", before);
    }

    std::printf("\ncopy_async returned after %.3f ms; the copy took %.3f ms "
                "(the host is free for the rest)\n",
                async_returned * 1e3,
                best[transfer_amp::copy_async_vector_to_array].seconds * 1e3);

    if (t.rows == 8192) {
      std::printf("\n### bytes moved, %s\n\n", size_name(bytes).c_str());
      std::printf("| path | bytes moved | minimum | / minimum |\n"
                  "|---|---:|---:|---:|\n");
      for (int p = 0; p < transfer_amp::path_count; p++) {
        double need = path_bytes(p, bytes, sec_bytes);
        double moved = double(best[p].to_device + best[p].to_host);
        std::printf("| %s | %.0f | %.0f | %.2f |\n", path_names[p], moved, need,
                    moved / need);
      }
    }
  }

  if (quick) {
    std::printf("\nresult: %s\n", failures ? "FAILED" : "all checks passed");
    return failures ? 1 : 0;
  }

  {
    // copy_async of 1 GiB with kernels on other data launched meanwhile.
    std::vector<float> host((size_t)1 << 28);
    fill(host, 5u);
    const int kernels = 40;
    OverlapTimes best;
    for (int r = 0; r < 3; r++) {
      double c = 0, k = 0, both = 0;
      transfer_amp::overlap(host, kernels, 1 << 27, &c, &k, &both);
      best.keep_fastest(c, k, both);
    }
    std::printf("\n### copy_async overlapping kernels (1 GiB; %d map kernels "
                "over 2^27 other floats)\n\n",
                kernels);
    best.print("copy alone", "kernels alone",
               "copy_async with the kernels launched meanwhile");
  }

  {
    // synchronize_async of 1 GiB a kernel wrote, with kernels on other data
    // launched meanwhile.
    std::vector<float> host((size_t)1 << 28);
    fill(host, 6u);
    const int kernels = 40;
    OverlapTimes best;
    for (int r = 0; r < 3; r++) {
      double c = 0, k = 0, both = 0;
      transfer_amp::overlap_synchronize(host, kernels, 1 << 27, &c, &k, &both);
      best.keep_fastest(c, k, both);
    }
    std::printf("\n### synchronize_async overlapping kernels (1 GiB; %d map "
                "kernels over 2^27 other floats)\n\n",
                kernels);
    best.print("synchronize alone", "kernels alone",
               "synchronize_async with the kernels launched meanwhile");
  }

  {
    // synchronize_async of 1 GiB a kernel wrote, with host work meanwhile
    // (as long as the synchronize alone).
    std::vector<float> host((size_t)1 << 28);
    host_work_steps = 10000000;
    auto t0 = clock_type::now();
    host_work();
    double per_step = seconds_since(t0) / host_work_steps;
    double s = 0, w = 0, both = 0, ret = 0, best_ret = 1e30;
    OverlapTimes best;
    for (int r = 0; r < 4; r++) {
      // The first run measures the synchronize: the work's length.
      host_work_steps = (long)((r == 0 ? 0.01 : s) / per_step);
      if (!transfer_amp::overlap_synchronize_host(host, host_work, &s, &w,
                                                  &both, &ret)) {
        std::printf("synchronize_async with host work: data MISMATCH\n");
        failures++;
      }
      if (r == 0)
        continue;
      best.keep_fastest(s, w, both);
      best_ret = std::min(best_ret, ret);
    }
    std::printf("\n### synchronize_async overlapping host work (1 GiB; host "
                "work of about the synchronize's length)\n\n");
    best.print("synchronize alone", "host work alone",
               "synchronize_async with the host work meanwhile");
    std::printf("| synchronize_async returned after | %.3f |\n",
                best_ret * 1e3);
  }

  {
    // Launch overhead: the translated parallel_for_each against a raw
    // launch of the same kernel, best of 5 rounds of 2000 launches.
    const int launches = 2000;
    double aq = 1e30, aw = 1e30, aa = 1e30, rq = 1e30, rw = 1e30, ra = 1e30;
    for (int r = 0; r < 5; r++) {
      double q, w, a;
      transfer_amp::launch_times(launches, &q, &w, &a);
      aq = std::min(aq, q);
      aw = std::min(aw, w);
      aa = std::min(aa, a);
      raw_launch_times(launches, &q, &w, &a);
      rq = std::min(rq, q);
      rw = std::min(rw, w);
      ra = std::min(ra, a);
    }
    std::printf("\n### launch overhead (one-thread kernels, us per launch)\n\n"
                "| kernel | translated | raw <<<>>> | overhead |\n"
                "|---|---:|---:|---:|\n"
                "| empty, queued | %.2f | %.2f | %+.2f |\n"
                "| empty, launch + wait | %.2f | %.2f | %+.2f |\n"
                "| one write to an array&, queued | %.2f | %.2f | %+.2f |\n",
                aq * 1e6, rq * 1e6, (aq - rq) * 1e6, aw * 1e6, rw * 1e6,
                (aw - rw) * 1e6, aa * 1e6, ra * 1e6, (aa - ra) * 1e6);
  }

  // map over an array captured by reference: 2^29 floats.
  const int map_n = 1 << 29;
  double amp_s = transfer_amp::map_array(map_n, 10);
  double hand_s = map_hand(map_n, 10);
  std::printf("\n### map over array& (2^29 floats)\n\n"
              "| kernel | ms | ratio |\n|---|---:|---:|\n"
              "| translated C++ AMP | %.3f | %.3f |\n"
              "| hand-written | %.3f | 1.000 |\n",
              amp_s * 1e3, amp_s / hand_s, hand_s * 1e3);

  std::printf("\nresult: %s\n", failures ? "FAILED" : "all checks passed");
  return failures ? 1 : 0;
}
