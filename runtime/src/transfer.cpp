// amp2hip runtime: the staged transfer pipeline (detail/transfer.h).
#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/capture.h>
#include <amp2hip/detail/env.h>
#include <amp2hip/detail/lane_threads.h>
#include <amp2hip/detail/transfer.h>
#include <amp2hip/stats.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace amp2hip {
namespace detail {

namespace {

// The order of the innermost async_transfer_scope alive on this thread:
// null while there is none (copies go to the default stream).
thread_local const async_transfer_order *async_order = nullptr;

transfer_settings settings_from_environment() {
  transfer_settings s;
  s.staging_bytes =
      static_cast<std::size_t>(env_number(
          "AMP2HIP_STAGING_MIB", double(s.staging_bytes >> 20), 1, 1 << 20))
      << 20;
  s.chunk_bytes =
      static_cast<std::size_t>(env_number(
          "AMP2HIP_STAGING_CHUNK_KIB", double(s.chunk_bytes >> 10), 1, 1 << 20))
      << 10;
  unsigned cores = std::thread::hardware_concurrency();
  s.threads = static_cast<unsigned>(env_number(
      "AMP2HIP_COPY_THREADS", std::max(1u, std::min(16u, cores)), 1, 256));
  s.spin_us = static_cast<long>(
      env_number("AMP2HIP_COPY_SPIN_US", double(s.spin_us), 0, 1e9));
  return s;
}

// An event that marks a point in a stream's copies.
struct copy_mark {
  void *event = nullptr;
  int event_device = -1;
  bool in_flight = false; // the event marks a copy not yet waited for

  void wait() {
    wait_shared();
    in_flight = false;
  }
  // wait() that several lanes may make at once (changes nothing).
  void wait_shared() const {
    if (in_flight)
      backend::event_synchronize(event_device, event);
  }
  // Marks the copy just queued on `stream` of `device`.
  void mark(int device, void *stream) {
    if (event_device != device) {
      if (event)
        backend::event_destroy(event_device, event);
      event = nullptr;
      event = backend::event_create(device);
      event_device = device;
    }
    backend::event_record(device, event, stream);
    in_flight = true;
  }
  void release() noexcept {
    if (event)
      backend::event_destroy(event_device, event);
    *this = copy_mark();
  }
};

// One pinned chunk and the mark of the last copy that used it.
struct staging_buffer : copy_mark {
  void *host = nullptr;

  void release() noexcept {
    copy_mark::release();
    if (host)
      backend::pinned_free(host);
    host = nullptr;
  }
};

// The pinned buffers and the lanes; one transfer at a time uses them.
struct pipeline {
  transfer_settings settings = settings_from_environment();
  std::vector<staging_buffer> buffers; // allocated as transfers need them
  std::unique_ptr<lane_threads> lanes;
  std::mutex busy;
  // In flight: the point after every DMA of an upload that returned before
  // its data arrived (run_staged); when it is done, every buffer is free.
  copy_mark unwaited;
  // Per device: the stream of asynchronous copies.
  std::map<int, void *> side;

  ~pipeline() {
    free_buffers();
    for (auto &d : side)
      backend::stream_destroy(d.first, d.second);
  }
  // Where this thread's copies to or from `device` go: the default stream,
  // or inside an async_transfer_scope the side stream, after the work its
  // order names.
  void *stream_for(int device) {
    if (!async_order)
      return nullptr;
    void *&stream = side[device];
    if (!stream)
      stream = backend::stream_create_nonblocking(device);
    if (void *after = async_order->event(device))
      backend::stream_wait_event(device, stream, after);
    return stream;
  }
  // Waits for the DMAs of an upload that returned before they were done:
  // the buffers are about to be written again, or freed.
  void settle() {
    if (!unwaited.in_flight)
      return;
    unwaited.wait();
    for (staging_buffer &b : buffers)
      b.in_flight = false;
  }
  void free_buffers() noexcept {
    try {
      settle();
    } catch (...) {
      // A failed DMA of an earlier upload; freeing waits for the device.
    }
    for (staging_buffer &b : buffers)
      b.release();
    buffers.clear();
    unwaited.release();
  }
  std::size_t buffer_count() const {
    return std::max<std::size_t>(1,
                                 settings.staging_bytes / settings.chunk_bytes);
  }
  // Uploads take the first buffers only. Measured on an H100 host (16
  // cores, the default 32 buffers of 2 MiB), one call, balanced order:
  // uploads through 16 buffers ran at 48.2-49.2 GB/s for 1 GiB against
  // 46.2-47.2 through all 32 (copy_async 48.2-49.1 against 42.8-46.6), at
  // 42.9-43.9 for 256 MiB against 40.8-43.5; 12 or 20 buffers did no
  // better. A pool of 128 MiB made every upload slower (0.73-0.79 of
  // pinned against 0.76-0.80), one of 32 MiB uploads faster (0.82-0.83 at
  // 256 MiB) but downloads slower (0.55-0.67 against 0.92): a download
  // queues a DMA into every buffer at once and needs them all. The likely
  // reason, not measured directly: a smaller ring is still in the cache
  // when the DMA reads what the lanes wrote into it.
  std::size_t upload_buffer_count() const {
    return std::max<std::size_t>(
        1, std::min(buffer_count(),
                    settings.upload_ring_bytes / settings.chunk_bytes));
  }
  std::size_t chunk() const {
    return std::min(settings.chunk_bytes, settings.staging_bytes);
  }
  // The first `n` buffers, allocated if needed.
  void reserve(std::size_t n) {
    buffers.resize(std::max(buffers.size(), n));
    for (std::size_t i = 0; i < n; ++i)
      if (!buffers[i].host)
        buffers[i].host = backend::pinned_alloc(chunk());
  }
};

// Uploads up to this size pack their chunks with streaming stores
// (copy_bytes). Measured on an H100 host (16 cores), same run: 16 MiB
// uploads went from 21 to 38 GB/s (a section of 1/16: 0.34 to 0.49 of
// pinned), 64 MiB from 30-37 to 41-42; but 1 GiB uploads went from
// 0.84-0.88 to 0.77-0.79 of pinned, 256 MiB from 0.74-0.80 to 0.74-0.77
// (the staging buffers, written again and again, stay in the cache for
// the DMA to read when plain stores write them). Downloads always unpack
// with streaming stores: the user's memory is written once, and 16 threads
// memcpy-ing a pinned buffer into it ran at 61 GB/s, barely above the
// link, while the DMA wrote the next chunks (streaming: 118-138 GB/s); 1
// GiB downloads ran at 0.51-0.65 of pinned through the pipeline alone,
// streamed 0.80-0.94 (256 MiB 0.83-0.89, 0.93).
constexpr std::size_t streamed_up_to = std::size_t(64) << 20;

// Copies n bytes, with streaming (non-temporal) stores when `streaming`
// and the CPU has them: the bytes go to memory, not into the cache, so the
// copy reads no destination lines first and leaves no dirty lines for the
// DMA (up) to snoop or for the cache to write back later (down). glibc's
// memcpy streams only copies of tens of MiB (a share of the last-level
// cache); a slice is about 128 KiB, a row of a section a few KiB. Ends
// with a store fence: the DMA may be queued by another thread.
void copy_bytes(char *dst, const char *src, std::size_t n, bool streaming) {
#if defined(__SSE2__)
  if (!streaming) {
    std::memcpy(dst, src, n);
    return;
  }
  std::size_t head = (16 - (reinterpret_cast<std::uintptr_t>(dst) & 15)) & 15;
  head = std::min(head, n);
  std::memcpy(dst, src, head);
  dst += head;
  src += head;
  n -= head;
  std::size_t body = n & ~std::size_t(63);
  for (std::size_t i = 0; i < body; i += 64) {
    __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i));
    __m128i b =
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i + 16));
    __m128i c =
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i + 32));
    __m128i d =
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i + 48));
    _mm_stream_si128(reinterpret_cast<__m128i *>(dst + i), a);
    _mm_stream_si128(reinterpret_cast<__m128i *>(dst + i + 16), b);
    _mm_stream_si128(reinterpret_cast<__m128i *>(dst + i + 32), c);
    _mm_stream_si128(reinterpret_cast<__m128i *>(dst + i + 48), d);
  }
  _mm_sfence();
  std::memcpy(dst + body, src + body, n - body);
#else
  (void)streaming;
  std::memcpy(dst, src, n);
#endif
}

// Made on the first staged transfer, after the GPU API started, so it is
// destroyed (buffers freed, threads joined) before the API shuts down.
pipeline &the_pipeline() {
  static pipeline p;
  return p;
}

enum class direction { up, down };

// One staged transfer of `units` (bytes, or rows of a strided copy) of
// `unit_bytes` each: chunk c (per_chunk units, the last one shorter) goes
// through buffer c % buffers. Every chunk is cut into slices that the
// lanes take in order from one counter; whichever lane finishes a chunk's
// last slice queues its DMA (up) or, down, the DMA of the chunk that next
// uses the buffer. So the link starts after one chunk's host copy, done by
// all lanes at once (a lane per chunk made every lane copy a whole chunk
// first: a 16-64 MiB transfer spent a third of its time before the first
// DMA), and a lane that starts late only takes fewer slices.
//
// Up, the calling thread packs chunk 0's first slice alone and queues its
// DMA at once, while the lanes pack the rest of the chunk: the first API
// call after the host did other work costs 40-50 us (its code and data left
// the caches: measured after 20 ms idle and after a 256 MiB memcpy alike,
// 3 us after that), and a lane that finished chunk 0 paid it before the
// link could start (70-90 us of a 16 MiB section upload's 600).
//
// An upload made for a kernel launch (inside its launch_capture_scope)
// returns once the lanes have packed it, before its DMAs are done, as a
// plain cudaMemcpy from pageable memory returns once its data is staged:
// the kernel is queued after the DMAs on a stream that waits for them, and
// its launch overlaps their tail. The next staged transfer waits for them
// first (pipeline::settle). Every other copy returns when its data has
// arrived, as C++ AMP's copy() does. Measured on an H200 host, one call,
// four rounds in balanced order: a kernel on a 1/16 section of a 256 MiB
// view 0.48-0.52 of pinned bandwidth before, 0.52-0.55 with both; four
// views of 1/16 0.60-0.63 against 0.64-0.65; the first use of the whole
// view 0.80-0.82 against 0.83-0.84.
//
// host_copy(buffer + offset of unit `first` in its chunk, first, n) packs
// (up) or unpacks (down) units [first, first + n); device_copy(buffer,
// first, n, stream) queues the DMA of units [first, first + n).
template <typename HostCopy, typename DeviceCopy>
void run_staged(direction dir, int device, std::size_t units,
                std::size_t per_chunk, std::size_t unit_bytes,
                HostCopy host_copy, DeviceCopy device_copy) {
  pipeline &p = the_pipeline();
  std::lock_guard<std::mutex> hold(p.busy);
  void *stream = p.stream_for(device);
  p.settle();
  const bool wait_for_arrival = dir == direction::down || async_order ||
                                launch_capture::device() != device;
  const std::size_t chunks = (units + per_chunk - 1) / per_chunk;
  const std::size_t nbuf = std::min(
      dir == direction::up ? p.upload_buffer_count() : p.buffer_count(),
      chunks);
  p.reserve(nbuf);
  // One chunk stays on the calling thread: no hand-off latency.
  const unsigned lanes = chunks == 1 ? 1u : p.settings.threads;
  const std::size_t slice = (per_chunk + lanes - 1) / lanes;
  const std::size_t slices_per_chunk = (per_chunk + slice - 1) / slice;
  // The units of chunk 0 the calling thread sends ahead (up): one slice.
  const std::size_t lead =
      dir == direction::up && lanes > 1 && slices_per_chunk > 1 ? slice : 0;
  auto chunk_length = [&](std::size_t c) {
    return std::min(per_chunk, units - c * per_chunk);
  };

  // Per buffer, guarded by `lock`: slices of its chunk done, and 1 + the
  // last chunk whose DMA was queued in it (0: none yet).
  struct slot {
    std::size_t done = 0, queued = 0;
  };
  std::vector<slot> slots(nbuf);
  std::mutex lock;
  std::condition_variable queued;
  bool stop = false; // a lane failed: the others stop waiting
  std::atomic<std::size_t> next{lead ? 1u : 0u};

  auto queue = [&](std::size_t c) {
    staging_buffer &buf = p.buffers[c % nbuf];
    const std::size_t from = c == 0 ? lead : 0; // the lead went ahead
    device_copy(static_cast<char *>(buf.host) + from * unit_bytes,
                c * per_chunk + from, chunk_length(c) - from, stream);
    buf.mark(device, stream);
    {
      std::lock_guard<std::mutex> l(lock);
      slots[c % nbuf].queued = c + 1;
    }
    queued.notify_all();
  };
  // Waits until chunk c's DMA is queued; false when a lane failed.
  auto wait_queued = [&](std::size_t c) {
    std::unique_lock<std::mutex> l(lock);
    queued.wait(l, [&] { return stop || slots[c % nbuf].queued >= c + 1; });
    return !stop;
  };

  // Counts a slice of chunk c as done; the last one queues the DMA of the
  // chunk (up) or of the chunk that next uses its buffer (down).
  auto slice_done = [&](std::size_t c) {
    bool last;
    {
      std::lock_guard<std::mutex> l(lock);
      slot &sl = slots[c % nbuf];
      last = ++sl.done == slices_per_chunk;
      if (last)
        sl.done = 0;
    }
    if (last && dir == direction::up)
      queue(c);
    else if (last && c + nbuf < chunks)
      queue(c + nbuf);
  };

  auto lane = [&](unsigned id) {
    std::size_t ready = std::size_t(-1); // the chunk this lane waited for
    try {
      if (id == 0 && lead) {
        char *first = static_cast<char *>(p.buffers[0].host);
        host_copy(first, 0, lead);
        device_copy(first, 0, lead, stream);
        // Only now: the chunk's event, recorded after its last DMA is
        // queued, must follow this one.
        slice_done(0);
      }
      for (;;) {
        std::size_t s = next++;
        if (s >= chunks * slices_per_chunk)
          return;
        std::size_t c = s / slices_per_chunk;
        staging_buffer &buf = p.buffers[c % nbuf];
        if (ready != c) {
          // Up: the buffer's previous chunk has left; down: this one has
          // arrived.
          bool reused = dir == direction::up && c >= nbuf;
          if (reused && !wait_queued(c - nbuf))
            return;
          if (dir == direction::down && !wait_queued(c))
            return;
          if (reused || dir == direction::down)
            buf.wait_shared();
          ready = c;
        }
        std::size_t in_chunk = (s % slices_per_chunk) * slice;
        std::size_t n = chunk_length(c) > in_chunk
                            ? std::min(slice, chunk_length(c) - in_chunk)
                            : 0;
        if (n > 0)
          host_copy(static_cast<char *>(buf.host) + in_chunk * unit_bytes,
                    c * per_chunk + in_chunk, n);
        slice_done(c);
      }
    } catch (...) {
      {
        std::lock_guard<std::mutex> l(lock);
        stop = true;
      }
      queued.notify_all();
      throw;
    }
  };
  try {
    if (dir == direction::down) // every buffer gets its first chunk
      for (std::size_t c = 0; c < nbuf; ++c)
        queue(c);
    if (lanes == 1) {
      lane(0); // no hand-off
    } else {
      if (!p.lanes)
        p.lanes.reset(
            new lane_threads(std::chrono::microseconds(p.settings.spin_us)));
      p.lanes->run(lanes, lane);
    }
  } catch (...) {
    for (std::size_t b = 0; b < nbuf; ++b)
      try {
        p.buffers[b].wait();
      } catch (...) {
      }
    throw;
  }
  if (wait_for_arrival) {
    for (std::size_t b = 0; b < nbuf; ++b)
      p.buffers[b].wait();
  } else {
    p.unwaited.mark(device, stream); // after every queue() returned
  }
  stats().staged_chunks += chunks;
}

std::size_t chunk_bytes() { return the_pipeline().chunk(); }

} // namespace

namespace {
// A copy from or to page-locked host memory: one call, on this thread's
// stream (and waited for: the copy is done when the caller returns).
void pinned_copy(bool up, int device, void *dst, const void *src,
                 std::size_t bytes) {
  ++stats().pinned_copies;
  if (!async_order) {
    if (up)
      backend::copy_to_device(device, dst, src, bytes);
    else
      backend::copy_to_host(device, dst, src, bytes);
    return;
  }
  pipeline &p = the_pipeline();
  void *stream;
  {
    std::lock_guard<std::mutex> hold(p.busy);
    stream = p.stream_for(device);
  }
  if (up)
    backend::copy_to_device_async(device, dst, src, bytes, stream);
  else
    backend::copy_to_host_async(device, dst, src, bytes, stream);
  backend::stream_synchronize(device, stream);
}
} // namespace

void upload(int device, void *dst, const void *src, std::size_t bytes,
            bool host_pinned) {
  if (backend::device_memory_is_host) {
    backend::copy_to_device(device, dst, src, bytes);
    return;
  }
  if (host_pinned && bytes > 0) {
    pinned_copy(true, device, dst, src, bytes);
    return;
  }
  if (bytes <= current_transfer_settings().direct_bytes) {
    backend::copy_to_device(device, dst, src, bytes);
    return;
  }
  char *d = static_cast<char *>(dst);
  const char *s = static_cast<const char *>(src);
  run_staged(
      direction::up, device, bytes, chunk_bytes(), 1,
      [&](char *buf, std::size_t first, std::size_t n) {
        copy_bytes(buf, s + first, n, bytes <= streamed_up_to);
      },
      [&](char *buf, std::size_t first, std::size_t n, void *stream) {
        backend::copy_to_device_async(device, d + first, buf, n, stream);
      });
}

void download(int device, void *dst, const void *src, std::size_t bytes,
              bool host_pinned) {
  if (backend::device_memory_is_host) {
    backend::copy_to_host(device, dst, src, bytes);
    return;
  }
  if (host_pinned && bytes > 0) {
    pinned_copy(false, device, dst, src, bytes);
    return;
  }
  if (bytes <= current_transfer_settings().direct_bytes) {
    backend::copy_to_host(device, dst, src, bytes);
    return;
  }
  char *d = static_cast<char *>(dst);
  const char *s = static_cast<const char *>(src);
  run_staged(
      direction::down, device, bytes, chunk_bytes(), 1,
      [&](char *buf, std::size_t first, std::size_t n) {
        copy_bytes(d + first, buf, n, true);
      },
      [&](char *buf, std::size_t first, std::size_t n, void *stream) {
        backend::copy_to_host_async(device, buf, s + first, n, stream);
      });
}

namespace {
// The rows [r0, r0 + n) of `box` as runs of consecutive rows within one
// plane: f(first row, rows).
template <typename F>
void for_each_plane_piece(const byte_box &box, std::size_t r0, std::size_t n,
                          F f) {
  while (n > 0) {
    std::size_t in_plane = std::min(n, box.rows - r0 % box.rows);
    f(r0, in_plane);
    r0 += in_plane;
    n -= in_plane;
  }
}

// Where the host side of a box copy keeps its rows: in the box's own
// layout (the host copy of a source), or packed one after the other (a
// copy() into or out of a container).
struct host_rows {
  char *base;
  const byte_box &box;
  bool packed;
  char *row(std::size_t r) const {
    return base + (packed ? r * box.run : box.row_offset(r));
  }
  // Rows [r, r + n) within one plane: their start and pitch.
  std::size_t pitch() const { return packed ? box.run : box.row_pitch; }
};

// A box too small to stage, or of rows longer than a chunk: one 2-D or
// 3-D copy per plane piece (or the whole box), or the rows one by one
// through the pipeline.
void box_unstaged(direction dir, int device, char *dev, const host_rows &h) {
  const byte_box &b = h.box;
  if (b.run > chunk_bytes()) {
    for (std::size_t r = 0; r < b.rows * b.planes; ++r) {
      if (dir == direction::up)
        upload(device, dev + b.row_offset(r), h.row(r), b.run);
      else
        download(device, h.row(r), dev + b.row_offset(r), b.run);
    }
    return;
  }
  if (b.planes > 1 && !h.packed) {
    std::size_t plane_rows = b.plane_pitch / b.row_pitch;
    if (dir == direction::up)
      backend::copy_3d_to_device(device, dev + b.offset, h.row(0), b.row_pitch,
                                 plane_rows, b.run, b.rows, b.planes);
    else
      backend::copy_3d_to_host(device, h.row(0), dev + b.offset, b.row_pitch,
                               plane_rows, b.run, b.rows, b.planes);
    return;
  }
  for (std::size_t z = 0; z < b.planes; ++z) {
    std::size_t r = z * b.rows;
    if (dir == direction::up)
      backend::copy_2d_to_device(device, dev + b.row_offset(r), b.row_pitch,
                                 h.row(r), h.pitch(), b.run, b.rows);
    else
      backend::copy_2d_to_host(device, h.row(r), h.pitch(),
                               dev + b.row_offset(r), b.row_pitch, b.run,
                               b.rows);
  }
}

// A box's rows through the pipeline, chunks of whole rows packed one after
// the other in a buffer, each chunk one 2-D copy per plane it touches.
void box_rows(direction dir, int device, char *dev, const host_rows &h) {
  const byte_box &b = h.box;
  run_staged(
      dir, device, b.rows * b.planes, chunk_bytes() / b.run, b.run,
      [&](char *buf, std::size_t first, std::size_t n) {
        for (std::size_t r = 0; r < n; ++r) {
          if (dir == direction::up)
            copy_bytes(buf + r * b.run, h.row(first + r), b.run,
                       b.bytes() <= streamed_up_to);
          else
            copy_bytes(h.row(first + r), buf + r * b.run, b.run, true);
        }
      },
      [&](char *buf, std::size_t first, std::size_t n, void *stream) {
        for_each_plane_piece(b, first, n, [&](std::size_t r, std::size_t m) {
          char *packed = buf + (r - first) * b.run;
          if (dir == direction::up)
            backend::copy_2d_to_device_async(device, dev + b.row_offset(r),
                                             b.row_pitch, packed, b.run, b.run,
                                             m, stream);
          else
            backend::copy_2d_to_host_async(device, packed, b.run,
                                           dev + b.row_offset(r), b.row_pitch,
                                           b.run, m, stream);
        });
      });
}

void copy_box(direction dir, int device, void *dev, void *host,
              const byte_box &box, bool packed, bool pinned) {
  const byte_box b = box.simplified();
  if (b.bytes() == 0)
    return;
  char *d = static_cast<char *>(dev);
  host_rows h{static_cast<char *>(host), b, packed};
  if (b.rows == 1 && b.planes == 1) {
    if (dir == direction::up)
      upload(device, d + b.offset, h.row(0), b.run, pinned);
    else
      download(device, h.row(0), d + b.offset, b.run, pinned);
  } else if (pinned || backend::device_memory_is_host ||
             b.bytes() <= current_transfer_settings().direct_bytes ||
             b.run > chunk_bytes()) {
    box_unstaged(dir, device, d, h);
  } else {
    box_rows(dir, device, d, h);
  }
}
} // namespace

void upload_box(int device, void *dev, const void *host, const byte_box &box,
                bool host_packed, bool host_pinned) {
  copy_box(direction::up, device, dev, const_cast<void *>(host), box,
           host_packed, host_pinned);
}

void download_box(int device, void *host, const void *dev, const byte_box &box,
                  bool host_packed, bool host_pinned) {
  copy_box(direction::down, device, const_cast<void *>(dev), host, box,
           host_packed, host_pinned);
}

async_transfer_order::async_transfer_order() {
  try {
    for (int d = 0; d < backend::device_count(); ++d) {
      if (!backend::device_in_use(d))
        continue;
      points_.push_back({d, backend::event_create(d)});
      backend::event_record(d, points_.back().event, nullptr);
    }
  } catch (...) {
    for (const point &pt : points_)
      backend::event_destroy(pt.device, pt.event);
    throw;
  }
}

async_transfer_order::~async_transfer_order() {
  for (const point &pt : points_)
    backend::event_destroy(pt.device, pt.event);
}

void *async_transfer_order::event(int device) const {
  for (const point &pt : points_)
    if (pt.device == device)
      return pt.event;
  return nullptr;
}

async_transfer_scope::async_transfer_scope(const async_transfer_order &order)
    : outer_(async_order) {
  async_order = &order;
}
async_transfer_scope::~async_transfer_scope() { async_order = outer_; }

transfer_settings current_transfer_settings() {
  return the_pipeline().settings;
}

void set_transfer_settings(const transfer_settings &s) {
  pipeline &p = the_pipeline();
  std::lock_guard<std::mutex> hold(p.busy);
  p.free_buffers();
  p.lanes.reset(); // made again with the new settings
  p.settings = s;
  p.settings.threads = std::max(1u, s.threads);
  p.settings.chunk_bytes = std::max<std::size_t>(1, s.chunk_bytes);
}

std::size_t staging_bytes_held() {
  pipeline &p = the_pipeline();
  std::size_t n = 0;
  for (const staging_buffer &b : p.buffers)
    if (b.host)
      n += p.chunk();
  return n;
}

} // namespace detail
} // namespace amp2hip
