// amp2hip runtime: the shared state of one data source.
//
// Every array_view and array refers to a source_state: the data's copies
// (host memory, one buffer per accelerator), their coherence (coherence.h)
// and a reference count. Views are cheap handles; copies of a view share the
// state, like SYCL buffers/accessors or Kokkos Views. Host-only: device code
// sees only the raw pointer a launch put into the view.
//
// Host sources (array_view over user memory) live at the host ("home") and
// are written back there when the last view goes away; device sources (an
// array's storage) live on their accelerator, and the host copy is a shadow
// made on demand.
#pragma once

#include <amp2hip/detail/coherence.h>

#include <cstddef>

namespace amp2hip {
namespace detail {

class source_state {
public:
  using access = coherence::access;
  static constexpr int max_devices = coherence::max_locations - 1;

  // A view over user memory at `host` (not owned, not copied).
  static source_state *over_host(void *host, std::size_t bytes);
  // A view with its own host storage (array_view(extent) without data).
  static source_state *owned_host(std::size_t bytes);
  // An array's storage on accelerator `device` (allocated now).
  static source_state *on_device(int device, std::size_t bytes);

  source_state(const source_state &) = delete;
  source_state &operator=(const source_state &) = delete;

  void retain() noexcept { ++refs_; }
  // Drops a reference; the last one writes stale data back to a host home
  // and frees the storage. Never throws (errors are printed).
  void release() noexcept;

  std::size_t bytes() const { return bytes_; }
  bool home_is_host() const { return home_ == coherence::host; }
  int home_device() const { return home_ - 1; }
  const coherence &state() const { return coh_; }

  // Host access; the inline tests are the common case (already current).
  void *host_read() {
    if (!coh_.valid(coherence::host))
      sync_host(access::read);
    return host_;
  }
  void *host_write() {
    if (!coh_.exclusive(coherence::host))
      sync_host(access::read_write);
    return host_;
  }

  // For a launch on `device`: allocates the device copy if needed, uploads
  // it if stale, and (read_write) marks it the only valid copy.
  void *device_access(int device, access mode);
  // The device buffer, allocated if needed, with no coherence action.
  void *device_storage(int device);

  // The contents no longer matter (array_view::discard_data()).
  void discard() { coh_.discard(); }

  // Replace / read the whole contents (copy() to and from arrays).
  void write_all(const void *src);
  void read_all(void *dst);

private:
  source_state(int home, void *host, bool owns_host, std::size_t bytes);
  ~source_state();
  void sync_host(access mode);
  void transfer(int from, int to);
  void ensure_host_storage();

  long refs_ = 1;
  int home_;
  coherence coh_;
  void *host_;
  bool owns_host_;
  std::size_t bytes_;
  void *device_[max_devices] = {};
};

} // namespace detail
} // namespace amp2hip
