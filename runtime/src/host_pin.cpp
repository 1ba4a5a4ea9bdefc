// amp2hip runtime: registering a data source's host memory in the
// background (detail/host_pin.h).
#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/env.h>
#include <amp2hip/detail/host_pin.h>
#include <amp2hip/stats.h>

#include <cstdio>
#include <exception>

namespace amp2hip {
namespace detail {

namespace {
constexpr std::size_t smallest_registered = std::size_t(4) << 20;

std::size_t limit_from_environment() {
  return static_cast<std::size_t>(
             env_number("AMP2HIP_REGISTER_MIB", 4096, 0, 1 << 24))
         << 20;
}

double after_from_environment() {
  return env_number("AMP2HIP_REGISTER_AFTER_MS", 500, 0, 1e9) / 1000;
}

std::atomic<std::size_t> &limit() {
  static std::atomic<std::size_t> l{limit_from_environment()};
  return l;
}
std::atomic<double> &after() {
  static std::atomic<double> a{after_from_environment()};
  return a;
}
std::atomic<std::size_t> in_use{0};

// Takes `bytes` of the bound, or says there is no room.
bool reserve(std::size_t bytes) {
  std::size_t now = in_use.load();
  do {
    if (now + bytes > limit().load())
      return false;
  } while (!in_use.compare_exchange_weak(now, now + bytes));
  return true;
}
} // namespace

void host_pin::note_transfer(int device, void *host, std::size_t bytes,
                             double seconds) {
  if (state_.load() != none || bytes < smallest_registered || !host)
    return;
  seconds_ += seconds;
  if (seconds_ < after().load() || !reserve(bytes))
    return;
  host_ = host;
  bytes_ = bytes;
  state_ = pending;
  ++stats().host_registrations;
  try {
    worker_ = std::thread([this, device] {
      try {
        backend::host_register(device, host_, bytes_);
        state_ = registered;
      } catch (const std::exception &) {
        // Already registered by someone else (another view of the same
        // memory), or the system refuses: the pipeline goes on.
        in_use -= bytes_;
        state_ = failed;
      }
    });
  } catch (const std::exception &) {
    in_use -= bytes_;
    state_ = failed;
  }
}

void host_pin::release() noexcept {
  if (worker_.joinable())
    worker_.join();
  if (state_.load() == registered) {
    backend::host_unregister(host_);
    in_use -= bytes_;
  }
  state_ = none;
  seconds_ = 0;
}

std::size_t host_bytes_registered() { return in_use.load(); }

void set_host_register_policy(std::size_t limit_bytes, double after_seconds) {
  limit() = limit_bytes;
  after() = after_seconds;
}

} // namespace detail
} // namespace amp2hip
