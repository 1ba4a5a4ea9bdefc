// amp2hip runtime: copies between ordinary host memory and a device, at the
// speed of the link.
//
// A copy from pageable memory (a std::vector) runs at a fraction of the
// link's bandwidth: the GPU's copy engine can only read and write
// page-locked ("pinned") memory, and the API's own staging is one slow,
// serial pipeline. upload() and download() stage large copies themselves:
// the data moves in chunks through a bounded pool of pinned buffers, each
// chunk's host-side memcpy (into or out of a buffer) cut into slices that
// several host threads take in order, while the DMA of other chunks runs:
// the first DMA starts after one chunk's copy. Small copies (up to
// direct_bytes) stay one plain API call on the calling thread: no hand-off.
//
// Both return when the data has arrived, like the plain copy they replace,
// with one exception: a staged upload made for a kernel launch (inside its
// launch_capture_scope, capture.h) returns once its data is packed into
// the staging buffers, as a plain copy from pageable memory does, and the
// kernel queued next runs after its DMAs (transfer.cpp says why). The
// copies are queued on the device's default stream, so they are ordered
// after every kernel launched before them and before every one launched
// after, as a plain copy is (see async_transfer_scope for the exception).
#pragma once

#include <amp2hip/detail/byte_box.h>

#include <cstddef>
#include <vector>

namespace amp2hip {
namespace detail {

// `host_pinned`: the host side is page-locked (a registered data source,
// host_pin.h): one direct copy at the link's speed, no staging.
void upload(int device, void *dst, const void *src, std::size_t bytes,
            bool host_pinned = false);
void download(int device, void *dst, const void *src, std::size_t bytes,
              bool host_pinned = false);
// The bytes `box` names, between device memory at `dev` and host memory at
// `host` of the same layout, or, `host_packed`, holding the box's rows one
// after the other (a copy() into or out of a container). Only the box's
// elements move (a section of a view). Large boxes are staged in chunks of
// whole rows, packed in the buffers, each chunk one strided (2-D) copy per
// plane it touches; small ones are one 2-D or 3-D copy.
void upload_box(int device, void *dev, const void *host, const byte_box &box,
                bool host_packed = false, bool host_pinned = false);
void download_box(int device, void *host, const void *dev, const byte_box &box,
                  bool host_packed = false, bool host_pinned = false);

// The point in every device's work that an asynchronous copy must follow:
// made on the thread that calls copy_async or synchronize_async, before it
// returns, so the copy waits for the kernels queued before the call and
// not for those launched while it runs (made on the copy's own thread, it
// caught whatever the caller had launched by then: a synchronize_async
// with 40 kernels launched meanwhile took as long as the two one after the
// other). It records an event on the default stream of every device this
// process has used.
class async_transfer_order {
public:
  async_transfer_order();
  ~async_transfer_order();
  async_transfer_order(const async_transfer_order &) = delete;
  async_transfer_order &operator=(const async_transfer_order &) = delete;
  // The event to wait for on `device`; null when the process had not used
  // it (nothing to wait for).
  void *event(int device) const;

private:
  struct point {
    int device;
    void *event;
  };
  std::vector<point> points_;
};

// While one lives on a thread, that thread's staged copies are queued on a
// stream of their own that does not wait for the default stream, only for
// `order`: an asynchronous copy (completion_future.h) overlaps with kernels
// launched meanwhile.
class async_transfer_scope {
public:
  explicit async_transfer_scope(const async_transfer_order &order);
  ~async_transfer_scope();
  async_transfer_scope(const async_transfer_scope &) = delete;
  async_transfer_scope &operator=(const async_transfer_scope &) = delete;

private:
  const async_transfer_order *outer_; // the scope this one is inside, if any
};

struct transfer_settings {
  // Pinned memory the staging pool may hold (AMP2HIP_STAGING_MIB, in MiB).
  std::size_t staging_bytes = std::size_t(64) << 20;
  // One staging buffer: the unit of the pipeline
  // (AMP2HIP_STAGING_CHUNK_KIB, in KiB).
  std::size_t chunk_bytes = std::size_t(2) << 20;
  // Copies of up to this many bytes are one plain API call.
  std::size_t direct_bytes = std::size_t(64) << 10;
  // Uploads cycle through at most this much of the staging pool (downloads
  // through all of it): transfer.cpp says why.
  std::size_t upload_ring_bytes = std::size_t(32) << 20;
  // Host threads doing the memcpys, the calling one included
  // (AMP2HIP_COPY_THREADS; default: as many as the machine has cores, up to
  // 16).
  unsigned threads = 1;
  // How long those threads poll for the next transfer before they sleep,
  // in microseconds (AMP2HIP_COPY_SPIN_US); -1: as long as the last
  // transfer took, at most lane_threads::default_spin (lane_threads.h).
  long spin_us = -1;
};

// The settings in force: the environment's, or set_transfer_settings'.
transfer_settings current_transfer_settings();
// Replaces the settings and frees the staging pool (tests, benchmarks).
void set_transfer_settings(const transfer_settings &s);
// Pinned bytes the staging pool holds now (allocated on first use, freed at
// exit).
std::size_t staging_bytes_held();

} // namespace detail
} // namespace amp2hip
