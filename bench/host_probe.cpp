// host_probe.cpp - what the host of a GPU machine gives the staged
// transfers (docs/performance.md, "Where the time goes"): copy bandwidth
// with 1 to 16 threads (memcpy and streaming stores into a 64 MiB ring, as
// the staging pool; contiguous, and 8 KiB rows of a 32 KiB pitch, whose
// runs include starting the threads), a pinned DMA alone and while 16
// threads copy (the memory bandwidth they share), and 15 sleeping threads
// woken to copy 1 MiB each, right after the last round and after an idle
// spell. Raw CUDA, no amp2hip:
//   nvcc -std=c++17 -O2 -x cu bench/host_probe.cpp -o host_probe
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <emmintrin.h>
#include <mutex>
#include <thread>
#include <vector>
using clk = std::chrono::steady_clock;
static void scopy(char *d, const char *s, size_t n) {
  for (size_t i = 0; i < n; i += 64) {
    __m128i a = _mm_loadu_si128((const __m128i *)(s + i)),
            b = _mm_loadu_si128((const __m128i *)(s + i + 16)),
            c = _mm_loadu_si128((const __m128i *)(s + i + 32)),
            e = _mm_loadu_si128((const __m128i *)(s + i + 48));
    _mm_stream_si128((__m128i *)(d + i), a);
    _mm_stream_si128((__m128i *)(d + i + 16), b);
    _mm_stream_si128((__m128i *)(d + i + 32), c);
    _mm_stream_si128((__m128i *)(d + i + 48), e);
  }
  _mm_sfence();
}
int main() {
  const size_t S = size_t(256) << 20, R = size_t(64) << 20;
  char *src = (char *)aligned_alloc(4096, S),
       *ring = (char *)aligned_alloc(4096, R);
  memset(src, 3, S);
  memset(ring, 1, R);
  for (int strided = 0; strided < 2; ++strided)
    for (int stream = 0; stream < 2; ++stream)
      for (unsigned T : {1u, 4u, 8u, 12u, 16u}) {
        // strided: 16 MiB of 8 KiB rows at a 32 KiB pitch (a section); else 256
        // MiB
        size_t total = strided ? (size_t(16) << 20) : S,
               unit = strided ? 8192 : (size_t(128) << 10);
        size_t pitch = strided ? 32768 : unit, units = total / unit;
        double best = 1e9;
        for (int rep = 0; rep < 3; ++rep) {
          std::atomic<size_t> next{0};
          auto t0 = clk::now();
          std::vector<std::thread> th;
          auto work = [&] {
            for (size_t u; (u = next++) < units;) {
              char *d = ring + (u * unit) % R;
              const char *s = src + u * pitch;
              if (stream)
                scopy(d, s, unit);
              else
                memcpy(d, s, unit);
            }
          };
          for (unsigned i = 1; i < T; ++i)
            th.emplace_back(work);
          work();
          for (auto &t : th)
            t.join();
          best = std::min(
              best, std::chrono::duration<double>(clk::now() - t0).count());
        }
        printf("copy %s %s threads %2u: %.1f GB/s\n",
               strided ? "16 MiB of 8 KiB rows" : "256 MiB contiguous",
               stream ? "streaming" : "memcpy   ", T, total / best / 1e9);
      }
  // the DMA and 16 host threads at once: do they share memory bandwidth?
  {
    char *pin, *dev;
    cudaHostAlloc((void **)&pin, S, 0);
    cudaMalloc((void **)&dev, S);
    memset(pin, 5, S);
    cudaStream_t st;
    cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    auto host16 = [&] {
      std::atomic<size_t> next{0};
      size_t unit = size_t(128) << 10, units = S / unit;
      auto work = [&] {
        for (size_t u; (u = next++) < units;)
          scopy(ring + (u * unit) % R, src + u * unit, unit);
      };
      std::vector<std::thread> th;
      for (int i = 1; i < 16; ++i)
        th.emplace_back(work);
      work();
      for (auto &t : th)
        t.join();
    };
    for (int rep = 0; rep < 2; ++rep) {
      for (int mode = 0; mode < 3;
           ++mode) { // 0 DMA alone, 1 host alone, 2 both
        for (int dir = 0; dir < (mode == 1 ? 1 : 2); ++dir) {
          auto t0 = clk::now();
          if (mode != 1) {
            cudaEventRecord(e0, st);
            if (dir == 0)
              cudaMemcpyAsync(dev, pin, S, cudaMemcpyHostToDevice, st);
            else
              cudaMemcpyAsync(pin, dev, S, cudaMemcpyDeviceToHost, st);
            cudaEventRecord(e1, st);
          }
          double host_s = 0;
          if (mode != 0) {
            auto h0 = clk::now();
            host16();
            host_s = std::chrono::duration<double>(clk::now() - h0).count();
          }
          float dma_ms = 0;
          if (mode != 1) {
            cudaEventSynchronize(e1);
            cudaEventElapsedTime(&dma_ms, e0, e1);
          }
          printf("%s%s: DMA %s %.1f GB/s, host 16-thread streaming copy %.1f "
                 "GB/s\n",
                 mode == 0   ? "DMA alone"
                 : mode == 1 ? "host alone"
                             : "both at once",
                 mode == 1 ? "" : (dir == 0 ? " (up)" : " (down)"),
                 dir == 0 ? "up" : "down",
                 dma_ms > 0 ? S / (dma_ms * 1e-3) / 1e9 : 0.0,
                 host_s > 0 ? S / host_s / 1e9 : 0.0);
        }
      }
    }
  }
  // wake latency
  std::mutex m;
  std::condition_variable cv;
  unsigned long gen = 0;
  bool stop = false;
  std::vector<double> woke(15);
  clk::time_point tn;
  std::vector<std::thread> th;
  std::atomic<int> done{0};
  for (int i = 0; i < 15; ++i)
    th.emplace_back([&, i] {
      unsigned long seen = 0;
      std::unique_lock<std::mutex> l(m);
      for (;;) {
        cv.wait(l, [&] { return stop || gen != seen; });
        if (stop)
          return;
        seen = gen;
        woke[i] =
            std::chrono::duration<double, std::micro>(clk::now() - tn).count();
        l.unlock();
        // a share of a 16 MiB pack (streaming), as a staged section does
        scopy(ring + (size_t(i + 1) << 20), src + (size_t(i + 1) << 20),
              size_t(1) << 20);
        done++;
        l.lock();
      }
    });
  for (int idle_ms : {1, 0, 0, 50, 0, 50, 200, 0}) {
    if (idle_ms)
      std::this_thread::sleep_for(std::chrono::milliseconds(idle_ms));
    done = 0;
    {
      std::lock_guard<std::mutex> l(m);
      tn = clk::now();
      ++gen;
    }
    cv.notify_all();
    scopy(ring, src, size_t(1) << 20); // the caller's share
    double mine =
        std::chrono::duration<double, std::micro>(clk::now() - tn).count();
    while (done < 15)
      _mm_pause();
    double all =
        std::chrono::duration<double, std::micro>(clk::now() - tn).count();
    std::vector<double> w = woke;
    std::sort(w.begin(), w.end());
    printf("16 threads pack 16 MiB after %3d ms idle: woken first %.1f median "
           "%.1f last %.1f us; caller's 1 MiB %.1f us; all done %.1f us (%.1f "
           "GB/s)\n",
           idle_ms, w[0], w[7], w[14], mine, all, 16.0 * (1 << 20) / all / 1e3);
  }
  {
    std::lock_guard<std::mutex> l(m);
    stop = true;
  }
  cv.notify_all();
  for (auto &t : th)
    t.join();
}
