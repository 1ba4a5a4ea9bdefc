// amp2hip runtime: data sources (detail/source.h) -- storage, transfers and
// the write-back of the last view.
#include <amp2hip/accelerator.h>
#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/device_cache.h>
#include <amp2hip/detail/source.h>
#include <amp2hip/detail/transfer.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/stats.h>

#include <algorithm>
#include <chrono>
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

void *host_alloc(std::size_t bytes, bool zeroed) {
  void *p = zeroed ? std::calloc(bytes ? bytes : 1, 1)
                   : std::malloc(bytes ? bytes : 1);
  if (!p)
    throw concurrency::out_of_memory("amp2hip: host allocation of " +
                                     std::to_string(bytes) + " bytes failed");
  return p;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
      .count();
}

void count_upload(std::size_t n) {
  ++stats().uploads;
  stats().bytes_to_device += n;
}
void count_download(std::size_t n) {
  ++stats().downloads;
  stats().bytes_to_host += n;
}
} // namespace

source_state::source_state(int home, void *host, bool owns_host,
                           std::size_t bytes)
    : home_(home), coh_(home == no_home ? coherence::host : home), host_(host),
      owns_host_(owns_host), bytes_(bytes) {
  if (home == no_home)
    coh_.discard(); // nothing meaningful anywhere yet
}

source_state::~source_state() {
  pin_.release(); // before the host memory may be freed
  for (int d = 0; d < max_devices; ++d)
    // A device copy that is the host copy is freed with it, unless it is
    // the storage itself (an array's on the CPU device).
    if (device_[d] && (!aliases_host(d) || home_ == location_of(d)))
      release_device_buffer(d, device_[d], bytes_ ? bytes_ : 1);
  if (owns_host_)
    std::free(host_);
}

source_state *source_state::over_host(void *host, std::size_t bytes) {
  return new source_state(coherence::host, host, false, bytes);
}

source_state *source_state::on_host(std::size_t bytes) {
  return new source_state(coherence::host, host_alloc(bytes, true), true,
                          bytes);
}

source_state *source_state::without_source(std::size_t bytes) {
  return new source_state(no_home, nullptr, false, bytes);
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

namespace {
// The sources whose asynchronous copy this thread is running (inside
// async_claim::run): their claims must not make it wait for itself.
thread_local const std::vector<source_state *> *running_claims = nullptr;
} // namespace

void source_state::wait_for_async() const {
  if (running_claims &&
      std::find(running_claims->begin(), running_claims->end(), this) !=
          running_claims->end())
    return;
  std::unique_lock<std::mutex> hold(async_lock_);
  async_done_.wait(hold, [this] {
    return async_claims_.load(std::memory_order_acquire) == 0;
  });
}

async_claim::async_claim(std::initializer_list<source_state *> sources) {
  for (source_state *s : sources)
    if (s && std::find(sources_.begin(), sources_.end(), s) == sources_.end())
      sources_.push_back(s);
  for (source_state *s : sources_)
    s->async_claims_.fetch_add(1, std::memory_order_acq_rel);
}

async_claim::~async_claim() { end(); }

void async_claim::run(const std::function<void()> &work) {
  // Two copies of one source take turns (std::lock: in any order without
  // deadlock).
  std::vector<std::unique_lock<std::mutex>> turns;
  for (source_state *s : sources_)
    turns.emplace_back(s->async_turn_, std::defer_lock);
  if (turns.size() == 1)
    turns[0].lock();
  else if (turns.size() == 2)
    std::lock(turns[0], turns[1]);
  const std::vector<source_state *> *outer = running_claims;
  running_claims = &sources_;
  struct done_at_exit {
    async_claim *claim;
    const std::vector<source_state *> *outer;
    ~done_at_exit() {
      claim->end();
      running_claims = outer;
    }
  } done{this, outer};
  work();
}

void async_claim::end() noexcept {
  if (ended_)
    return;
  ended_ = true;
  // The sources outlive this: the copy's work holds views of them (or, for
  // arrays, C++ AMP asks the program to keep them until the copy is done).
  for (source_state *s : sources_) {
    std::lock_guard<std::mutex> hold(s->async_lock_);
    s->async_claims_.fetch_sub(1, std::memory_order_acq_rel);
    s->async_done_.notify_all();
  }
}

void source_state::set_source_view(const Concurrency::accelerator_view &av) {
  view_.reset(new Concurrency::accelerator_view(av));
}

void source_state::release() noexcept {
  if (--refs_ > 0)
    return;
  // Only user memory is written back: owned storage dies with its last
  // reference.
  if (home_ == coherence::host && !owns_host_) {
    try {
      flush_dirty();
    } catch (const std::exception &e) {
      std::fprintf(stderr,
                   "amp2hip: copying data back to the host when its last "
                   "array_view went away failed: %s\n",
                   e.what());
    }
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
  settle();
  check_device(device);
  if (!device_[device] && backend::device_memory_is_host &&
      home_ <= coherence::host) {
    // The device copy of data at home on the host (or of no home) is the
    // host copy: moving between them costs nothing (transfer()).
    ensure_host_storage();
    device_[device] = host_;
  }
  if (!device_[device]) {
    device_[device] = device_buffer(device, bytes_ ? bytes_ : 1);
    runtime_stats &st = stats();
    ++st.device_allocations;
    st.device_bytes_allocated += bytes_;
  }
  return device_[device];
}

void *source_state::device_access(int device, access mode,
                                  const byte_box &part) {
  settle();
  int loc = location_of(device);
  bool host_current = host_ && coh_.valid(coherence::host);
  if (part.bytes() >= bytes_ || !host_current ||
      (mode == access::read_write && !discarded_.empty()))
    return device_access(device, mode);
  char *p = static_cast<char *>(device_storage(device));
  if (coh_.valid(loc) && (mode == access::read || coh_.exclusive(loc)))
    return p; // nothing moves, nothing changes
  if (mode == access::read_write) {
    // Only this device may hold parts newer than the host's.
    if (dirty_elsewhere(device))
      flush_dirty(nullptr, device);
    for (int d = 0; d < max_devices; ++d)
      if (d != device) {
        coh_.drop(location_of(d));
        parts_[d].clear();
      }
  }
  std::vector<byte_box> &dirty = dirty_[device];
  if (!coh_.valid(loc)) {
    auto has = [&](const std::vector<byte_box> &boxes) {
      for (const byte_box &b : boxes)
        if (b.contains(part))
          return true;
      return false;
    };
    if (!has(parts_[device]) && !has(dirty)) {
      // The host's bytes of the part become current first: they must not
      // overwrite newer ones a kernel wrote there. This device's written
      // parts stay marked (the kernel being launched may write them: a
      // stencil reads a section around the one it writes).
      flush_dirty(&part, device);
      if (!aliases_host(device)) {
        upload_box(device, p, host_, part, false, pin_.pinned());
        count_upload(part.bytes());
      }
      parts_[device].push_back(part);
      has_parts_ = true;
    }
  }
  if (mode == access::read_write &&
      std::find(dirty.begin(), dirty.end(), part) == dirty.end()) {
    dirty.push_back(part);
    has_dirty_ = true;
  }
  return p;
}

void *source_state::device_access(int device, access mode) {
  settle();
  void *p = device_storage(device);
  int loc = location_of(device);
  if (has_dirty_) {
    // The parts this device wrote are its newest bytes: a copy that is
    // current as a whole keeps them (and, written, is the only one now);
    // otherwise they go to the host first, which the whole comes from.
    if (coh_.valid(loc) && !dirty_elsewhere(device)) {
      if (mode == access::read_write)
        forget_dirty();
    } else {
      // Read: this device's parts stay marked (a kernel being launched
      // may write them through another view); written, the whole copy
      // becomes the only current one anyway.
      flush_dirty(nullptr, mode == access::read ? device : -1);
    }
  }
  // The whole copy becomes current (or, written, the only one).
  forget_parts();
  int from = coh_.acquire(loc, mode);
  if (from != coherence::no_transfer)
    transfer(from, loc);
  // A kernel may write anywhere now, the discarded ranges included.
  if (mode == access::read_write)
    discarded_.clear();
  return p;
}

bool source_state::dirty_elsewhere(int device) const {
  if (!has_dirty_)
    return false;
  for (int d = 0; d < max_devices; ++d)
    if (d != device && !dirty_[d].empty())
      return true;
  return false;
}

void source_state::download_part(int device, const byte_box &part) {
  if (aliases_host(device))
    return;
  char *h = static_cast<char *>(host_);
  const char *dev = static_cast<const char *>(device_[device]);
  if (discarded_.empty()) {
    download_box(device, h, dev, part, false, pin_.pinned());
    count_download(part.bytes());
    return;
  }
  // Row by row, around the discarded ranges (rare: discard_data() of a
  // section after a kernel wrote an overlapping one).
  for (std::size_t r = 0; r < part.rows * part.planes; ++r) {
    std::size_t pos = part.row_offset(r), end = pos + part.run;
    while (pos < end) {
      std::size_t stop = end;
      for (const auto &d : discarded_) {
        if (d.first <= pos && pos < d.first + d.second) {
          stop = pos; // inside a discarded range: skip past it
          pos = std::min(end, d.first + d.second);
          break;
        }
        if (pos < d.first && d.first < stop)
          stop = d.first;
      }
      if (stop > pos) {
        download(device, h + pos, dev + pos, stop - pos, pin_.pinned());
        count_download(stop - pos);
        pos = stop;
      }
    }
  }
}

void source_state::flush_dirty(const byte_box *only, int keep_device) {
  if (!has_dirty_)
    return;
  bool left = false;
  for (int d = 0; d < max_devices; ++d) {
    std::vector<byte_box> &dirty = dirty_[d];
    std::vector<byte_box> kept;
    for (const byte_box &b : dirty) {
      if (only && !b.overlaps(*only)) {
        kept.push_back(b);
        continue;
      }
      download_part(d, b);
      if (d == keep_device) {
        kept.push_back(b);
        continue;
      }
      // Now equal on both sides: a later kernel on it needs no upload.
      if (!coh_.valid(location_of(d))) {
        parts_[d].push_back(b);
        has_parts_ = true;
      }
    }
    dirty.swap(kept);
    left = left || !dirty.empty();
  }
  has_dirty_ = left;
}

void source_state::discard_range(std::size_t offset, std::size_t n) {
  settle();
  forget_parts();
  if (offset == 0 && n >= bytes_) {
    discard();
    return;
  }
  discarded_.emplace_back(offset, n);
  // Parts kernels wrote inside the range never come back; others come
  // back around it (download_part).
  byte_box range = byte_box::all(n);
  range.offset = offset;
  for (auto &dirty : dirty_)
    dirty.erase(
        std::remove_if(dirty.begin(), dirty.end(),
                       [&](const byte_box &b) { return range.contains(b); }),
        dirty.end());
}

void source_state::synchronize() {
  settle();
  if (home_ > coherence::host)
    device_access(device_of(home_), access::read);
  else
    host_read();
}

void source_state::synchronize(const byte_box &part) {
  settle();
  if (home_ == coherence::host && host_ && coh_.valid(coherence::host)) {
    flush_dirty(&part);
    return;
  }
  synchronize();
}

void source_state::synchronize_to(int device) {
  settle();
  if (device < 0)
    host_read();
  else
    device_access(device, access::read);
}

void source_state::refresh() {
  settle();
  forget_parts();
  forget_dirty();
  if (home_ == coherence::host)
    coh_.reset(coherence::host);
}

void source_state::ensure_host_storage() {
  if (!host_ && backend::device_memory_is_host && home_ > coherence::host) {
    // An array's host copy is its storage on the device.
    host_ = device_storage(device_of(home_));
    owns_host_ = false;
  }
  if (!host_) {
    host_ = host_alloc(bytes_, false);
    owns_host_ = true;
  }
}

void source_state::sync_host(access mode) {
  ensure_host_storage();
  flush_dirty();
  if (mode == access::read_write)
    forget_parts();
  int from = coh_.acquire(coherence::host, mode);
  if (from != coherence::no_transfer)
    transfer(from, coherence::host);
}

void source_state::transfer(int from, int to) {
  if (bytes_ == 0)
    return;
  if (same_storage(from, to)) {
    // Nothing moves; the host copy is as current as the device's.
    if (to == coherence::host)
      discarded_.clear();
    return;
  }
  if (to == coherence::host && !discarded_.empty()) {
    // Everything but the discarded ranges. The two copies now differ there,
    // so the host's becomes the only one: a kernel's later writes elsewhere
    // must not bring back the device's bytes in those ranges.
    ensure_host_storage();
    std::sort(discarded_.begin(), discarded_.end());
    std::size_t pos = 0;
    auto copy_up_to = [&](std::size_t end) {
      if (end <= pos)
        return;
      download(device_of(from), static_cast<char *>(host_) + pos,
               static_cast<char *>(device_[device_of(from)]) + pos, end - pos,
               pin_.pinned());
      count_download(end - pos);
    };
    for (const auto &r : discarded_) {
      copy_up_to(r.first);
      pos = std::max(pos, r.first + r.second);
    }
    copy_up_to(bytes_);
    discarded_.clear();
    coh_.reset(coherence::host);
  } else if (to == coherence::host) {
    ensure_host_storage();
    auto t0 = std::chrono::steady_clock::now();
    download(device_of(from), host_, device_[device_of(from)], bytes_,
             pin_.pinned());
    count_download(bytes_);
    pin_.note_transfer(device_of(from), host_, bytes_, seconds_since(t0));
  } else if (from == coherence::host) {
    void *dev = device_storage(device_of(to));
    auto t0 = std::chrono::steady_clock::now();
    upload(device_of(to), dev, host_, bytes_, pin_.pinned());
    count_upload(bytes_);
    pin_.note_transfer(device_of(to), host_, bytes_, seconds_since(t0));
  } else {
    // Between accelerators: staged through the host copy.
    ensure_host_storage();
    download(device_of(from), host_, device_[device_of(from)], bytes_,
             pin_.pinned());
    upload(device_of(to), device_storage(device_of(to)), host_, bytes_,
           pin_.pinned());
    count_download(bytes_);
    count_upload(bytes_);
  }
  if (trace_level() >= 2)
    std::fprintf(stderr, "amp2hip: copy %zu bytes %s%d -> %s%d\n", bytes_,
                 from == 0 ? "host" : "gpu", from == 0 ? 0 : from - 1,
                 to == 0 ? "host" : "gpu", to == 0 ? 0 : to - 1);
}

void *source_state::overwrite_host(std::size_t offset, std::size_t n) {
  settle();
  forget_parts();
  if (offset == 0 && n == bytes_) {
    forget_dirty();
    ensure_host_storage();
    coh_.reset(coherence::host);
    discarded_.clear();
    return host_;
  }
  return static_cast<char *>(host_write()) + offset;
}

void source_state::write(std::size_t offset, const void *src, std::size_t n) {
  settle();
  if (n == 0)
    return;
  forget_parts();
  int loc = primary();
  if (n == bytes_) {
    forget_dirty();
    // The whole contents: nothing needs to be read first.
    if (loc == coherence::host)
      ensure_host_storage();
    coh_.reset(loc);
  } else if (loc == coherence::host || !coh_.valid(loc)) {
    // Part of it: where the rest is current. A device home that is stale
    // takes the write on the host, which becomes current first.
    host_write();
    loc = coherence::host;
  } else {
    device_access(device_of(loc), access::read_write);
  }
  if (loc == coherence::host) {
    std::memcpy(static_cast<char *>(host_) + offset, src, n);
  } else {
    char *dst = static_cast<char *>(device_storage(device_of(loc))) + offset;
    upload(device_of(loc), dst, src, n);
    count_upload(n);
  }
}

void source_state::read(std::size_t offset, void *dst, std::size_t n) {
  settle();
  if (n == 0)
    return;
  if (host_ && coh_.valid(coherence::host)) {
    byte_box range = byte_box::all(n);
    range.offset = offset;
    flush_dirty(&range); // parts kernels wrote there
    std::memcpy(dst, static_cast<const char *>(host_) + offset, n);
    return;
  }
  // Read straight from a valid device copy, without making a host shadow.
  for (int d = 0; d < max_devices; ++d) {
    if (device_[d] && coh_.valid(location_of(d))) {
      download(d, dst, static_cast<char *>(device_[d]) + offset, n);
      count_download(n);
      return;
    }
  }
  // Nothing valid anywhere (discarded, or never written): the contents are
  // unspecified; give what the host copy holds.
  std::memcpy(dst, static_cast<const char *>(host_read()) + offset, n);
}

void source_state::write_part(const byte_box &part, const void *src) {
  settle();
  if (part.bytes() == 0)
    return;
  forget_parts();
  int loc = primary();
  const char *in = static_cast<const char *>(src);
  if (loc == coherence::host || !coh_.valid(loc)) {
    char *h = static_cast<char *>(host_write());
    for (std::size_t r = 0; r < part.rows * part.planes; ++r)
      std::memcpy(h + part.row_offset(r), in + r * part.run, part.run);
    return;
  }
  int device = device_of(loc);
  void *p = device_access(device, access::read_write);
  upload_box(device, p, src, part, true);
  count_upload(part.bytes());
}

void source_state::read_part(const byte_box &part, void *dst) {
  settle();
  if (part.bytes() == 0)
    return;
  char *out = static_cast<char *>(dst);
  if (!host_ || !coh_.valid(coherence::host)) {
    // Straight from a valid device copy, without making a host shadow.
    for (int d = 0; d < max_devices; ++d) {
      if (device_[d] && coh_.valid(location_of(d))) {
        download_box(d, dst, device_[d], part, true);
        count_download(part.bytes());
        return;
      }
    }
  } else {
    flush_dirty(&part); // parts kernels wrote there
  }
  const char *h = static_cast<const char *>(
      host_ && coh_.valid(coherence::host) ? host_ : host_read());
  for (std::size_t r = 0; r < part.rows * part.planes; ++r)
    std::memcpy(out + r * part.run, h + part.row_offset(r), part.run);
}

} // namespace detail
} // namespace amp2hip
