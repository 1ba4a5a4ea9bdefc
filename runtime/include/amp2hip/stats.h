// amp2hip runtime: transfer and launch counters.
//
// Always kept (a few integer additions per transfer or launch) and printed
// to stderr at exit when the environment variable AMP2HIP_TRACE is 1 or
// more; AMP2HIP_TRACE=2 also prints one line per transfer and launch. Tests
// and benchmarks read them to show that no byte moves twice. The runtime,
// like C++ AMP's host side, expects views to be used from one host thread
// at a time; the counters are not atomic.
#pragma once

#include <cstdint>

namespace amp2hip {

struct runtime_stats {
  std::uint64_t bytes_to_device = 0;
  std::uint64_t bytes_to_host = 0;
  std::uint64_t bytes_device_to_device = 0;
  std::uint64_t uploads = 0;   // host -> device copies
  std::uint64_t downloads = 0; // device -> host copies
  // Chunks that went through pinned staging buffers (detail/transfer.h).
  std::uint64_t staged_chunks = 0;
  std::uint64_t launches = 0;
  std::uint64_t device_allocations = 0;
  std::uint64_t device_bytes_allocated = 0;
  // Device buffers that came from the cache of freed ones
  // (detail/device_cache.h) instead of a new allocation.
  std::uint64_t device_cache_hits = 0;
  // Data sources whose host memory began to be registered
  // (detail/host_pin.h), and copies that went straight from or to it.
  std::uint64_t host_registrations = 0;
  std::uint64_t pinned_copies = 0;
};

// The process's counters (mutable, so tests can reset them).
runtime_stats &stats();
void reset_stats();
// AMP2HIP_TRACE's value (0 when unset).
int trace_level();

} // namespace amp2hip
