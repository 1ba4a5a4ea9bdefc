// amp2hip runtime: the host threads that do a staged transfer's memcpys
// (transfer.cpp), one "lane" each beside the calling thread.
//
// A thread woken from sleep starts 20-80 us late and, after the host sat
// idle, copies at reduced speed for a while (docs/performance.md, "Where
// the time goes"): a 16 MiB transfer (0.3 ms on the link) lost a quarter
// of its time to it. So after a transfer the threads poll for the next one
// before they sleep, for as long as that transfer took, at most
// `default_spin` (a few views of one kernel, or the download after a short
// kernel, then find them awake), and never longer than the copying itself
// kept them busy: polling costs no more CPU time than the transfer did.
// They poll by yielding, so any other thread that becomes runnable gets a
// core first. AMP2HIP_COPY_SPIN_US replaces that rule with a fixed time (0:
// sleep at once; a large value keeps the threads awake, as OpenMP's
// KMP_BLOCKTIME does, for programs that would rather spend the cores).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace amp2hip {
namespace detail {

class lane_threads {
public:
  using clock = std::chrono::steady_clock;
  // The adaptive rule's bound.
  static constexpr std::chrono::microseconds default_spin{2000};
  // How long the threads poll after a transfer: `fixed_spin` when it is
  // not negative, else as long as the transfer took, at most `max_spin`.
  explicit lane_threads(
      std::chrono::microseconds fixed_spin = std::chrono::microseconds(-1),
      std::chrono::microseconds max_spin = default_spin);
  ~lane_threads();
  lane_threads(const lane_threads &) = delete;
  lane_threads &operator=(const lane_threads &) = delete;

  // Runs fn(0) .. fn(lanes - 1) at once, fn(0) on the calling thread, and
  // returns when all are done; the first exception is rethrown.
  void run(unsigned lanes, const std::function<void(unsigned)> &fn);

  // How many times a thread went to sleep waiting for work (tests).
  unsigned long sleeps() const { return sleeps_; }

private:
  void serve(std::size_t id);
  // Polls until a job newer than `seen` is posted or `until` passes.
  void poll(unsigned long seen, clock::time_point until) const;

  const std::chrono::microseconds fixed_spin_, max_spin_;
  std::vector<std::thread> threads_;
  std::mutex lock_;
  std::condition_variable wake_, done_;
  // The job; written under lock_, with generation_ bumped, for each run().
  const std::function<void(unsigned)> *job_ = nullptr;
  unsigned lanes_ = 0;
  clock::time_point started_; // when the job was posted
  // Also read without lock_ by polling threads.
  std::atomic<unsigned long> generation_{0};
  unsigned pending_ = 0; // lanes of the job not yet done
  bool stopping_ = false;
  std::exception_ptr error_;
  std::atomic<unsigned long> sleeps_{0};
};

} // namespace detail
} // namespace amp2hip
