// amp2hip runtime: the cache of device buffers (detail/device_cache.h).
#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/device_cache.h>
#include <amp2hip/detail/env.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/stats.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <vector>

namespace amp2hip {
namespace detail {

namespace {

constexpr std::size_t smallest_kept = std::size_t(1) << 20;

// No bound set (AMP2HIP_DEVICE_CACHE_MIB unset): each device's own default.
constexpr std::size_t unset = ~std::size_t(0);

std::size_t limit_from_environment() {
  double mib = env_number("AMP2HIP_DEVICE_CACHE_MIB", -1, 0, 1 << 24);
  return mib < 0 ? unset : static_cast<std::size_t>(mib) << 20;
}

// An eighth of the device's memory, at most 4 GiB: enough for a loop over
// a few views of 1 GiB (the transfer benchmark's 1 GiB section paid a
// cudaMalloc of 1 GiB on every run with a 1 GiB bound: 0.50-0.53 of pinned
// against 0.63-0.68 with 4 GiB, H100), little of a large GPU, and no
// allocation fails because of it (a failed one frees the cache first).
std::size_t default_limit(int device) {
  std::size_t memory = backend::device_properties(device).memory_bytes;
  return std::min(memory / 8, std::size_t(4) << 30);
}

struct cached {
  int device;
  void *ptr;
  std::size_t bytes;
  void *done; // recorded on the default stream when the buffer came back
};

// Made when the first buffer comes back, after the GPU API started, so it
// is destroyed (buffers freed) before the API shuts down.
struct cache {
  std::mutex lock;
  std::size_t fixed = limit_from_environment(); // or unset
  std::map<int, std::size_t> defaults;          // per device, once asked
  std::vector<cached> kept;                     // oldest first
  ~cache() { clear(); }

  std::size_t limit(int device) {
    if (fixed != unset)
      return fixed;
    auto found = defaults.find(device);
    if (found == defaults.end())
      found = defaults.emplace(device, default_limit(device)).first;
    return found->second;
  }

  std::size_t held(int device) const {
    std::size_t n = 0;
    for (const cached &c : kept)
      if (c.device == device || device < 0)
        n += c.bytes;
    return n;
  }
  static void free_one(const cached &c) noexcept {
    backend::event_destroy(c.device, c.done);
    backend::device_free(c.device, c.ptr);
  }
  void clear() noexcept {
    for (const cached &c : kept)
      free_one(c);
    kept.clear();
  }
};

cache *made = nullptr;
cache &the_cache() {
  static cache c;
  made = &c;
  return c;
}

} // namespace

void *device_buffer(int device, std::size_t bytes) {
  // Before the first buffer comes back there is nothing to reuse (and the
  // cache is made only then: see the_cache()).
  if (!made)
    return backend::device_alloc(device, bytes);
  cache &c = *made;
  {
    std::lock_guard<std::mutex> hold(c.lock);
    for (auto it = c.kept.begin(); it != c.kept.end(); ++it) {
      if (it->device != device || it->bytes != bytes)
        continue;
      cached found = *it;
      c.kept.erase(it);
      // Work queued on it before it came back is over.
      backend::event_synchronize(device, found.done);
      backend::event_destroy(device, found.done);
      ++stats().device_cache_hits;
      return found.ptr;
    }
  }
  try {
    return backend::device_alloc(device, bytes);
  } catch (const concurrency::out_of_memory &) {
    // The cache's buffers may be what is missing.
    {
      std::lock_guard<std::mutex> hold(c.lock);
      if (c.kept.empty())
        throw;
      c.clear();
    }
    return backend::device_alloc(device, bytes);
  }
}

void release_device_buffer(int device, void *ptr, std::size_t bytes) noexcept {
  cache &c = the_cache();
  try {
    std::lock_guard<std::mutex> hold(c.lock);
    const std::size_t limit = c.limit(device);
    if (bytes >= smallest_kept && bytes <= limit) {
      // The oldest go first to make room.
      while (!c.kept.empty() && c.held(device) + bytes > limit) {
        auto oldest = c.kept.begin();
        while (oldest != c.kept.end() && oldest->device != device)
          ++oldest;
        if (oldest == c.kept.end())
          break;
        cache::free_one(*oldest);
        c.kept.erase(oldest);
      }
      void *done = backend::event_create(device);
      backend::event_record(device, done, nullptr);
      c.kept.push_back({device, ptr, bytes, done});
      return;
    }
  } catch (const std::exception &) {
    // Could not keep it (no event): free it.
  }
  backend::device_free(device, ptr);
}

std::size_t device_cache_bytes() {
  cache &c = the_cache();
  std::lock_guard<std::mutex> hold(c.lock);
  return c.held(-1);
}

void set_device_cache_limit(std::size_t bytes) {
  cache &c = the_cache();
  std::lock_guard<std::mutex> hold(c.lock);
  c.clear();
  c.fixed = bytes;
}

void reset_device_cache_limit() {
  cache &c = the_cache();
  std::lock_guard<std::mutex> hold(c.lock);
  c.clear();
  c.fixed = limit_from_environment();
}

} // namespace detail
} // namespace amp2hip
