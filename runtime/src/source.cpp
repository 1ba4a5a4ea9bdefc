// amp2hip runtime: data sources (detail/source.h) -- storage, transfers and
// the write-back of the last view.
#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/source.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/stats.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

namespace amp2hip {
namespace detail {

namespace {
int device_of(int loc) { return loc - 1; }
int location_of(int device) { return device + 1; }

void check_device(int device) {
  if (device < 0 || device >= source_state::max_devices)
    throw concurrency::runtime_exception(
        "amp2hip: accelerator index out of range", -1);
}
} // namespace

source_state::source_state(int home, void *host, bool owns_host,
                           std::size_t bytes)
    : home_(home), coh_(home), host_(host), owns_host_(owns_host),
      bytes_(bytes) {}

source_state::~source_state() {
  for (int d = 0; d < max_devices; ++d)
    if (device_[d])
      backend::device_free(d, device_[d]);
  if (owns_host_)
    std::free(host_);
}

source_state *source_state::over_host(void *host, std::size_t bytes) {
  return new source_state(coherence::host, host, false, bytes);
}

source_state *source_state::owned_host(std::size_t bytes) {
  void *p = std::calloc(bytes ? bytes : 1, 1);
  if (!p)
    throw concurrency::out_of_memory("amp2hip: array_view: host allocation "
                                     "failed");
  return new source_state(coherence::host, p, true, bytes);
}

source_state *source_state::on_device(int device, std::size_t bytes) {
  check_device(device);
  source_state *s =
      new source_state(location_of(device), nullptr, false, bytes);
  try {
    s->device_storage(device);
  } catch (...) {
    delete s;
    throw;
  }
  return s;
}

void source_state::release() noexcept {
  if (--refs_ > 0)
    return;
  // Only user memory is written back: an owned buffer or an array's storage
  // dies with its last reference.
  if (home_ == coherence::host && !owns_host_) {
    int from = coh_.write_back_source(home_);
    if (from != coherence::no_transfer) {
      try {
        transfer(from, home_);
      } catch (const std::exception &e) {
        std::fprintf(stderr,
                     "amp2hip: copying data back to the host when its last "
                     "array_view went away failed: %s\n",
                     e.what());
      }
    }
  }
  delete this;
}

void *source_state::device_storage(int device) {
  check_device(device);
  if (!device_[device]) {
    device_[device] = backend::device_alloc(device, bytes_ ? bytes_ : 1);
    runtime_stats &st = stats();
    ++st.device_allocations;
    st.device_bytes_allocated += bytes_;
  }
  return device_[device];
}

void *source_state::device_access(int device, access mode) {
  void *p = device_storage(device);
  int loc = location_of(device);
  int from = coh_.acquire(loc, mode);
  if (from != coherence::no_transfer)
    transfer(from, loc);
  return p;
}

void source_state::ensure_host_storage() {
  if (!host_) {
    host_ = std::malloc(bytes_ ? bytes_ : 1);
    if (!host_)
      throw concurrency::out_of_memory("amp2hip: host shadow allocation "
                                       "failed");
    owns_host_ = true;
  }
}

void source_state::sync_host(access mode) {
  ensure_host_storage();
  int from = coh_.acquire(coherence::host, mode);
  if (from != coherence::no_transfer)
    transfer(from, coherence::host);
}

void source_state::transfer(int from, int to) {
  runtime_stats &st = stats();
  if (bytes_ == 0)
    return;
  if (to == coherence::host) {
    ensure_host_storage();
    backend::copy_to_host(device_of(from), host_, device_[device_of(from)],
                          bytes_);
    ++st.downloads;
    st.bytes_to_host += bytes_;
  } else if (from == coherence::host) {
    backend::copy_to_device(device_of(to), device_storage(device_of(to)), host_,
                            bytes_);
    ++st.uploads;
    st.bytes_to_device += bytes_;
  } else {
    // Between accelerators: staged through the host copy.
    ensure_host_storage();
    backend::copy_to_host(device_of(from), host_, device_[device_of(from)],
                          bytes_);
    backend::copy_to_device(device_of(to), device_storage(device_of(to)), host_,
                            bytes_);
    ++st.downloads;
    ++st.uploads;
    st.bytes_to_host += bytes_;
    st.bytes_to_device += bytes_;
  }
  if (trace_level() >= 2)
    std::fprintf(stderr, "amp2hip: copy %zu bytes %s%d -> %s%d\n", bytes_,
                 from == 0 ? "host" : "gpu", from == 0 ? 0 : from - 1,
                 to == 0 ? "host" : "gpu", to == 0 ? 0 : to - 1);
}

void source_state::write_all(const void *src) {
  runtime_stats &st = stats();
  coh_.discard();
  if (home_ == coherence::host) {
    ensure_host_storage();
    if (bytes_)
      std::memcpy(host_, src, bytes_);
    coh_.acquire(coherence::host, access::read_write);
    return;
  }
  int device = home_device();
  if (bytes_) {
    backend::copy_to_device(device, device_storage(device), src, bytes_);
    ++st.uploads;
    st.bytes_to_device += bytes_;
  }
  coh_.acquire(home_, access::read_write);
}

void source_state::read_all(void *dst) {
  runtime_stats &st = stats();
  if (coh_.valid(coherence::host)) {
    if (bytes_)
      std::memcpy(dst, host_, bytes_);
    return;
  }
  // Read straight from a valid device copy, without making a host shadow.
  for (int d = 0; d < max_devices; ++d) {
    if (device_[d] && coh_.valid(location_of(d))) {
      if (bytes_) {
        backend::copy_to_host(d, dst, device_[d], bytes_);
        ++st.downloads;
        st.bytes_to_host += bytes_;
      }
      return;
    }
  }
  // Nothing valid anywhere (discarded): the contents are unspecified.
  if (host_ && bytes_)
    std::memcpy(dst, host_, bytes_);
}

} // namespace detail
} // namespace amp2hip
