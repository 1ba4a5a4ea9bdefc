// amp2hip runtime: data sources (detail/source.h) -- storage, transfers and
// the write-back of the last view.
#include <amp2hip/accelerator.h>
#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/source.h>
#include <amp2hip/detail/transfer.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/stats.h>

#include <algorithm>
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
  for (int d = 0; d < max_devices; ++d)
    if (device_[d])
      backend::device_free(d, device_[d]);
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

void source_state::set_source_view(const Concurrency::accelerator_view &av) {
  view_.reset(new Concurrency::accelerator_view(av));
}

void source_state::release() noexcept {
  if (--refs_ > 0)
    return;
  // Only user memory is written back: owned storage dies with its last
  // reference.
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

void *source_state::device_access(int device, access mode,
                                  const byte_box &part) {
  int loc = location_of(device);
  if (mode != access::read || part.bytes() >= bytes_ || coh_.valid(loc) ||
      !host_ || !coh_.valid(coherence::host))
    return device_access(device, mode);
  char *p = static_cast<char *>(device_storage(device));
  std::vector<byte_box> &parts = parts_[device];
  if (std::find(parts.begin(), parts.end(), part) != parts.end())
    return p;
  const char *h = static_cast<const char *>(host_);
  for (std::size_t k = 0; k < part.planes; ++k) {
    std::size_t off = part.offset + k * part.plane_pitch;
    if (part.rows == 1 || part.run == part.row_pitch)
      upload(device, p + off, h + off, part.run * part.rows);
    else
      upload_rows(device, p + off, h + off, part.row_pitch, part.run,
                  part.rows);
  }
  count_upload(part.bytes());
  parts.push_back(part);
  has_parts_ = true;
  return p;
}

void *source_state::device_access(int device, access mode) {
  void *p = device_storage(device);
  int loc = location_of(device);
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

void source_state::discard_range(std::size_t offset, std::size_t n) {
  forget_parts();
  if (offset == 0 && n >= bytes_) {
    discard();
    return;
  }
  discarded_.emplace_back(offset, n);
}

void source_state::synchronize() {
  if (home_ > coherence::host)
    device_access(device_of(home_), access::read);
  else
    host_read();
}

void source_state::synchronize_to(int device) {
  if (device < 0)
    host_read();
  else
    device_access(device, access::read);
}

void source_state::refresh() {
  forget_parts();
  if (home_ == coherence::host)
    coh_.reset(coherence::host);
}

void source_state::ensure_host_storage() {
  if (!host_) {
    host_ = host_alloc(bytes_, false);
    owns_host_ = true;
  }
}

void source_state::sync_host(access mode) {
  ensure_host_storage();
  if (mode == access::read_write)
    forget_parts();
  int from = coh_.acquire(coherence::host, mode);
  if (from != coherence::no_transfer)
    transfer(from, coherence::host);
}

void source_state::transfer(int from, int to) {
  if (bytes_ == 0)
    return;
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
               static_cast<char *>(device_[device_of(from)]) + pos, end - pos);
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
    download(device_of(from), host_, device_[device_of(from)], bytes_);
    count_download(bytes_);
  } else if (from == coherence::host) {
    upload(device_of(to), device_storage(device_of(to)), host_, bytes_);
    count_upload(bytes_);
  } else {
    // Between accelerators: staged through the host copy.
    ensure_host_storage();
    download(device_of(from), host_, device_[device_of(from)], bytes_);
    upload(device_of(to), device_storage(device_of(to)), host_, bytes_);
    count_download(bytes_);
    count_upload(bytes_);
  }
  if (trace_level() >= 2)
    std::fprintf(stderr, "amp2hip: copy %zu bytes %s%d -> %s%d\n", bytes_,
                 from == 0 ? "host" : "gpu", from == 0 ? 0 : from - 1,
                 to == 0 ? "host" : "gpu", to == 0 ? 0 : to - 1);
}

void *source_state::overwrite_host(std::size_t offset, std::size_t n) {
  forget_parts();
  if (offset == 0 && n == bytes_) {
    ensure_host_storage();
    coh_.reset(coherence::host);
    discarded_.clear();
    return host_;
  }
  return static_cast<char *>(host_write()) + offset;
}

void source_state::write(std::size_t offset, const void *src, std::size_t n) {
  if (n == 0)
    return;
  forget_parts();
  int loc = primary();
  if (n == bytes_) {
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
  if (n == 0)
    return;
  if (host_ && coh_.valid(coherence::host)) {
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

} // namespace detail
} // namespace amp2hip
