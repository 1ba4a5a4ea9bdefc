// amp2hip runtime: page-locking the host memory of a data source that is
// transferred again and again.
//
// A copy from registered (page-locked) host memory runs at the link's full
// speed (0.98-0.99 of cudaMemcpy from pinned memory on an H100); the staged
// pipeline (transfer.h) reaches 0.8-0.9 of it. But registering costs 2-8
// copies of the memory (18-64 ms for 256 MiB-1 GiB on an H100), and while
// it runs the driver holds back other threads' calls (kernel launches
// waited: 40 launches took 84 ms instead of 18). So only memory that moves
// again and again is registered: a source's host memory once the time its
// whole transfers took reaches AMP2HIP_REGISTER_AFTER_MS (default 500: 23
// transfers of 1 GiB, 87 of 256 MiB on an H100), about ten times what
// registering costs (a ski rental with a margin: at most about a tenth
// more time for a source that dies right then). Registering runs on a
// thread of its own while transfers go on through the pipeline; once
// done, every whole or section transfer of that memory is one direct
// copy. The registration ends when the source dies (its last view; a
// registration under way is waited for first).
//
// AMP2HIP_REGISTER_MIB bounds the host memory registered at once (default
// 4096; 0 turns registering off); memory under 4 MiB is never registered.
#pragma once

#include <atomic>
#include <cstddef>
#include <thread>

namespace amp2hip {
namespace detail {

class host_pin {
public:
  host_pin() = default;
  host_pin(const host_pin &) = delete;
  host_pin &operator=(const host_pin &) = delete;
  ~host_pin() { release(); }

  // A whole transfer of [host, host + bytes) to or from `device` took
  // `seconds`: once they add up to the cost of registering, registering
  // starts (if the bound allows).
  void note_transfer(int device, void *host, std::size_t bytes, double seconds);
  // The memory is registered now: copies of it may go straight.
  bool pinned() const { return state_.load() == registered; }
  // Waits for a registration under way and undoes it. Never throws.
  void release() noexcept;

private:
  enum : int { none, pending, registered, failed };
  std::atomic<int> state_{none};
  double seconds_ = 0; // spent in whole transfers so far
  void *host_ = nullptr;
  std::size_t bytes_ = 0;
  std::thread worker_;
};

// Host bytes registered (or being registered) now.
std::size_t host_bytes_registered();
// Sets the bound and the transfer time after which memory is registered,
// from now on (tests, benchmarks; the environment's otherwise).
void set_host_register_policy(std::size_t limit_bytes, double after_seconds);

} // namespace detail
} // namespace amp2hip
