// amp2hip runtime: the shared state of one data source.
//
// Every array_view and array refers to a source_state: the data's copies
// (host memory, one buffer per accelerator), their coherence (coherence.h)
// and a reference count. Views are cheap handles; copies of a view, its
// sections, projections and reinterpretations share the state, so
// overlapping views of one source stay coherent (like SYCL buffers/accessors
// or Kokkos Views). Host-only: device code sees only the raw pointer a launch
// put into the view.
//
// Where the data lives ("home"):
//   - user memory under an array_view: the host; written back there when the
//     last view goes away;
//   - an array on a GPU: that accelerator; the host copy is a shadow made on
//     demand;
//   - an array on the cpu accelerator (and a staging array): owned host
//     memory;
//   - an array_view made from an extent alone: nowhere -- storage is made
//     where the data is first used, and dies with the last view.
#pragma once

#include <amp2hip/detail/byte_box.h>
#include <amp2hip/detail/coherence.h>
#include <amp2hip/detail/host_pin.h>

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace Concurrency {
class accelerator_view;
}

namespace amp2hip {
namespace detail {

class source_state {
public:
  using access = coherence::access;
  static constexpr int max_devices = coherence::max_locations - 1;

  // A view over user memory at `host` (not owned, not copied).
  static source_state *over_host(void *host, std::size_t bytes);
  // Zeroed host storage of its own (an array on the cpu accelerator).
  static source_state *on_host(std::size_t bytes);
  // No data source (array_view(extent)): storage appears where it is used.
  static source_state *without_source(std::size_t bytes);
  // An array's storage on accelerator `device` (allocated now).
  static source_state *on_device(int device, std::size_t bytes);

  source_state(const source_state &) = delete;
  source_state &operator=(const source_state &) = delete;

  void retain() noexcept { ++refs_; }
  // Drops a reference; the last one writes stale data back to user memory
  // and frees the storage. Never throws (errors are printed).
  void release() noexcept;

  std::size_t bytes() const { return bytes_; }
  bool has_source() const { return home_ != no_home; }
  bool home_is_host() const { return home_ == coherence::host; }
  // The accelerator holding the data: -1 for host homes, -2 without a source.
  int home_device() const { return home_ < 0 ? -2 : home_ - 1; }
  const coherence &state() const {
    settle();
    return coh_;
  }

  // The accelerator_view the data source was made on (an array's), or null:
  // array_view::get_source_accelerator_view() then derives it from home.
  const Concurrency::accelerator_view *source_view() const {
    return view_.get();
  }
  void set_source_view(const Concurrency::accelerator_view &av);

  // Host access; the inline tests are the common case (already current).
  void *host_read() {
    settle();
    if (!host_ || !coh_.valid(coherence::host) || has_dirty_)
      sync_host(access::read);
    return host_;
  }
  void *host_write() {
    settle();
    if (!host_ || !coh_.exclusive(coherence::host) || has_parts_ || has_dirty_)
      sync_host(access::read_write);
    return host_;
  }

  // The host copy when it is current (a copy may read it in place), else
  // null.
  const void *host_if_current() const {
    settle();
    return host_ && coh_.valid(coherence::host) && !has_dirty_ ? host_
                                                               : nullptr;
  }
  // Host memory for a copy to overwrite bytes [offset, offset + n) in place:
  // the rest is made current first; a whole overwrite copies nothing.
  void *overwrite_host(std::size_t offset, std::size_t n);

  // For a launch on `device`: allocates the device copy if needed, uploads
  // it if stale, and (read_write) marks it the only valid copy.
  void *device_access(int device, access mode);
  // For a launch that uses only `part` (a section's bytes) on `device`.
  // When the device copy is stale and the host's current, only that part
  // is uploaded; a kernel that writes it leaves the host copy current
  // elsewhere and remembers the part as written ("dirty"), so the way back
  // (host access, synchronize, the last view's write-back) downloads only
  // the parts written. Otherwise device_access(device, mode).
  void *device_access(int device, access mode, const byte_box &part);
  // The device buffer, allocated if needed, with no coherence action.
  void *device_storage(int device);

  // Makes the copy at home current (array_view::synchronize()); without a
  // source, the host copy.
  void synchronize();
  // The same for the bytes of `part` (a section's synchronize()): of the
  // parts kernels wrote, only those it overlaps come back.
  void synchronize(const byte_box &part);
  // Makes the copy on `device` (-1: the host) current.
  void synchronize_to(int device);

  // The contents no longer matter (array_view::discard_data()).
  void discard() {
    settle();
    coh_.discard();
    discarded_.clear();
    forget_parts();
    forget_dirty();
  }
  // Bytes [offset, offset + n) no longer matter (discard_data() of a section
  // or projection). The host copy keeps its own bytes there: the next
  // download skips them, so writes a kernel made there are not copied back
  // (as Visual C++; conformance ImplicitSynchronize/Discard/Test.02). Until
  // the next kernel that writes the source.
  void discard_range(std::size_t offset, std::size_t n);
  // User memory was changed behind the views' back (array_view::refresh()):
  // it becomes the only valid copy, without copying anything.
  void refresh();

  // Replace / read bytes [offset, offset + n) of the contents (copy()).
  void write(std::size_t offset, const void *src, std::size_t n);
  void read(std::size_t offset, void *dst, std::size_t n);
  // The same for the bytes of `part` (a section), packed one row after
  // the other at `src` / `dst`: one strided copy, not one per row.
  void write_part(const byte_box &part, const void *src);
  void read_part(const byte_box &part, void *dst);
  void write_all(const void *src) { write(0, src, bytes_); }
  void read_all(void *dst) { read(0, dst, bytes_); }

private:
  friend class async_claim;
  static constexpr int no_home = -1;
  // Every member that reads or changes the coherence state calls this
  // first: while an asynchronous copy on another thread holds a claim on
  // the state (async_claim), it waits until that copy is done.
  void settle() const {
    if (async_claims_.load(std::memory_order_acquire) != 0)
      wait_for_async();
  }
  void wait_for_async() const;

  source_state(int home, void *host, bool owns_host, std::size_t bytes);
  ~source_state();
  void sync_host(access mode);
  void transfer(int from, int to);
  void ensure_host_storage();
  // Downloads the parts kernels wrote (those overlapping `only`, if given)
  // into the host copy, skipping discarded ranges. Those of `keep_device`
  // stay marked: a kernel being launched there may still write them.
  void flush_dirty(const byte_box *only = nullptr, int keep_device = -1);
  void download_part(int device, const byte_box &part);
  bool dirty_elsewhere(int device) const;
  // The location copies should prefer: home, or the host without a source.
  int primary() const { return home_ == no_home ? coherence::host : home_; }
  // Whether the copy on `device` is the host copy's bytes (the CPU
  // backend: device memory is host memory).
  bool aliases_host(int device) const {
    return device_[device] && device_[device] == host_;
  }
  bool same_storage(int from, int to) const {
    int device = from == coherence::host ? to - 1 : from - 1;
    return (from == coherence::host) != (to == coherence::host) &&
           aliases_host(device);
  }

  // Atomic: an asynchronous copy (completion_future.h) holds a reference
  // on its own thread.
  std::atomic<long> refs_{1};
  // Claims of asynchronous copies not yet done (async_claim), the lock and
  // signal other threads wait on for them, and the turn a copy's thread
  // holds while it works (two copies of one source take turns).
  mutable std::atomic<int> async_claims_{0};
  mutable std::mutex async_lock_;
  mutable std::condition_variable async_done_;
  std::mutex async_turn_;
  int home_;
  coherence coh_;
  void *host_;
  bool owns_host_;
  std::size_t bytes_;
  void *device_[max_devices] = {};
  std::unique_ptr<Concurrency::accelerator_view> view_;
  // The host copy, page-locked in the background once it has moved twice
  // as a whole (detail/host_pin.h): its copies then go straight.
  host_pin pin_;
  // Byte ranges discard_range() dropped since the last device write.
  std::vector<std::pair<std::size_t, std::size_t>> discarded_;
  // Parts uploaded to each device while its copy as a whole is stale (for
  // kernels reading sections); forgotten whenever the data may change.
  std::vector<byte_box> parts_[max_devices];
  bool has_parts_ = false;
  void forget_parts() {
    if (!has_parts_)
      return;
    for (auto &p : parts_)
      p.clear();
    has_parts_ = false;
  }
  // Parts kernels on each device wrote while the host copy stayed current
  // elsewhere: the host's bytes there are stale (the device's are valid
  // even when its copy as a whole is not).
  std::vector<byte_box> dirty_[max_devices];
  bool has_dirty_ = false;
  void forget_dirty() {
    if (!has_dirty_)
      return;
    for (auto &p : dirty_)
      p.clear();
    has_dirty_ = false;
  }
};

// An asynchronous copy's hold on the data sources it uses (copy_async,
// synchronize_async: completion_future.h). Taken on the calling thread
// before the call returns; until the copy's thread has run the work
// (run()), every use of those sources from other threads waits: the
// coherence state (which copies are valid, the parts uploaded, the parts
// kernels wrote) is not shared between threads, and a program may use a
// view, or another view of the same data, while the copy runs (it would
// otherwise start a second download of data on its way, or read the state
// half-updated).
class async_claim {
public:
  explicit async_claim(std::initializer_list<source_state *> sources);
  // Ends the claim if run() never did (the copy's thread did not start).
  ~async_claim();
  async_claim(const async_claim &) = delete;
  async_claim &operator=(const async_claim &) = delete;
  // On the copy's thread: `work`, which may use the sources freely.
  void run(const std::function<void()> &work);

private:
  void end() noexcept;
  std::vector<source_state *> sources_; // distinct, non-null
  bool ended_ = false;
};

} // namespace detail
} // namespace amp2hip
