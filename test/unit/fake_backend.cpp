// A GPU backend for unit tests: "device" memory is host memory, launches
// are recorded, and the number of devices is set by the test. It lets the
// runtime's host-side logic (coherence, launch argument conversion, errors)
// run on machines without a GPU.
#include "fake_backend.h"

#include <amp2hip/detail/backend.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/stats.h>

#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

namespace fake {
int devices = 1;
bool integrated = false;
bool managed = false;
std::vector<void *> synchronized;
std::vector<launch_record> launches;
long live_allocations = 0;
std::vector<copy_record> copies;
long pinned_bytes = 0;
std::shared_future<void> copy_gate;
int async_copies_before_failure = -1;
std::shared_future<void> register_gate;
std::vector<event_record> recorded_events;
std::vector<stream_wait> stream_waits;
int event_waits_before_failure = -1;
std::vector<void *> waited_events;
void wait_gate() {
  if (copy_gate.valid())
    copy_gate.wait();
}
} // namespace fake

namespace amp2hip {
namespace detail {
inline namespace AMP2HIP_BACKEND_NS {
namespace backend {

namespace {
void copy_rows(void *dst, std::size_t dpitch, const void *src,
               std::size_t spitch, std::size_t width, std::size_t rows) {
  for (std::size_t r = 0; r < rows; ++r)
    std::memcpy(static_cast<char *>(dst) + r * dpitch,
                static_cast<const char *>(src) + r * spitch, width);
}
} // namespace

const char *api_name() { return "FAKE"; }

int device_count() { return fake::devices; }
bool device_in_use(int device) { return device < fake::devices; }

const std::string &no_device_reason() {
  static const std::string reason = "fakeGetDeviceCount: no device";
  return reason;
}

device_info device_properties(int device) {
  device_info info;
  info.name = "Fake GPU " + std::to_string(device);
  info.memory_bytes = 1u << 30;
  info.arch = "fake";
  info.compute_major = 9;
  info.integrated = fake::integrated;
  info.concurrent_managed_access = fake::managed;
  return info;
}

void *device_alloc(int, std::size_t bytes) {
  ++fake::live_allocations;
  return std::malloc(bytes);
}
void device_free(int, void *ptr) noexcept {
  --fake::live_allocations;
  std::free(ptr);
}
void copy_to_device(int, void *dst, const void *src, std::size_t bytes) {
  fake::wait_gate();
  fake::copies.push_back({fake::copy_record::to_device, bytes});
  std::memcpy(dst, src, bytes);
}
void copy_to_host(int, void *dst, const void *src, std::size_t bytes) {
  fake::wait_gate();
  fake::copies.push_back({fake::copy_record::to_host, bytes});
  std::memcpy(dst, src, bytes);
}
void copy_2d_to_device(int, void *dst, std::size_t dpitch, const void *src,
                       std::size_t spitch, std::size_t width,
                       std::size_t rows) {
  fake::copies.push_back({fake::copy_record::to_device_2d, width * rows});
  for (std::size_t r = 0; r < rows; ++r)
    std::memcpy(static_cast<char *>(dst) + r * dpitch,
                static_cast<const char *>(src) + r * spitch, width);
}
// Asynchronous copies are done at once (the lanes of a staged transfer may
// call these from several threads).
namespace {
std::mutex copies_lock;
std::map<void *, std::size_t> registered; // host_register's, by start
// Under copies_lock.
void maybe_fail() {
  int &left = fake::async_copies_before_failure;
  if (left < 0)
    return;
  if (left-- == 0)
    throw concurrency::runtime_exception("fake: asynchronous copy failed", 1);
}
} // namespace
void copy_to_device_async(int, void *dst, const void *src, std::size_t bytes,
                          void *stream) {
  fake::wait_gate();
  std::lock_guard<std::mutex> hold(copies_lock);
  maybe_fail();
  fake::copies.push_back({fake::copy_record::to_device_async, bytes, stream});
  std::memcpy(dst, src, bytes);
}
void copy_to_host_async(int, void *dst, const void *src, std::size_t bytes,
                        void *stream) {
  fake::wait_gate();
  std::lock_guard<std::mutex> hold(copies_lock);
  maybe_fail();
  fake::copies.push_back({fake::copy_record::to_host_async, bytes, stream});
  std::memcpy(dst, src, bytes);
}
void copy_2d_to_device_async(int, void *dst, std::size_t dpitch,
                             const void *src, std::size_t spitch,
                             std::size_t width, std::size_t rows, void *) {
  std::lock_guard<std::mutex> hold(copies_lock);
  fake::copies.push_back({fake::copy_record::to_device_2d_async, width * rows});
  for (std::size_t r = 0; r < rows; ++r)
    std::memcpy(static_cast<char *>(dst) + r * dpitch,
                static_cast<const char *>(src) + r * spitch, width);
}
void copy_2d_to_host(int, void *dst, std::size_t dpitch, const void *src,
                     std::size_t spitch, std::size_t width, std::size_t rows) {
  fake::copies.push_back({fake::copy_record::to_host_2d, width * rows});
  copy_rows(dst, dpitch, src, spitch, width, rows);
}
void copy_2d_to_host_async(int, void *dst, std::size_t dpitch, const void *src,
                           std::size_t spitch, std::size_t width,
                           std::size_t rows, void *stream) {
  std::lock_guard<std::mutex> hold(copies_lock);
  fake::copies.push_back(
      {fake::copy_record::to_host_2d_async, width * rows, stream});
  copy_rows(dst, dpitch, src, spitch, width, rows);
}
void copy_3d_to_device(int, void *dst, const void *src, std::size_t pitch,
                       std::size_t plane_rows, std::size_t width,
                       std::size_t rows, std::size_t planes) {
  fake::copies.push_back(
      {fake::copy_record::to_device_3d, width * rows * planes});
  for (std::size_t z = 0; z < planes; ++z)
    copy_rows(static_cast<char *>(dst) + z * plane_rows * pitch, pitch,
              static_cast<const char *>(src) + z * plane_rows * pitch, pitch,
              width, rows);
}
void copy_3d_to_host(int, void *dst, const void *src, std::size_t pitch,
                     std::size_t plane_rows, std::size_t width,
                     std::size_t rows, std::size_t planes) {
  fake::copies.push_back(
      {fake::copy_record::to_host_3d, width * rows * planes});
  for (std::size_t z = 0; z < planes; ++z)
    copy_rows(static_cast<char *>(dst) + z * plane_rows * pitch, pitch,
              static_cast<const char *>(src) + z * plane_rows * pitch, pitch,
              width, rows);
}
void host_register(int, void *ptr, std::size_t bytes) {
  if (fake::register_gate.valid())
    fake::register_gate.wait();
  std::lock_guard<std::mutex> hold(copies_lock);
  registered[ptr] = bytes;
}
void host_unregister(void *ptr) noexcept {
  std::lock_guard<std::mutex> hold(copies_lock);
  registered.erase(ptr);
}
// The size sits before the block, for pinned_free's count.
void *pinned_alloc(std::size_t bytes) {
  auto *p = static_cast<std::size_t *>(std::malloc(bytes + 16));
  *p = bytes;
  fake::pinned_bytes += static_cast<long>(bytes);
  return reinterpret_cast<char *>(p) + 16;
}
void pinned_free(void *ptr) noexcept {
  auto *p = reinterpret_cast<std::size_t *>(static_cast<char *>(ptr) - 16);
  fake::pinned_bytes -= static_cast<long>(*p);
  std::free(p);
}
void *event_create(int) { return std::malloc(1); }
void event_destroy(int, void *event) noexcept { std::free(event); }
void event_record(int, void *event, void *stream) {
  std::lock_guard<std::mutex> hold(copies_lock);
  fake::recorded_events.push_back({event, stream, std::this_thread::get_id()});
}
void event_synchronize(int, void *event) {
  std::lock_guard<std::mutex> hold(copies_lock);
  fake::waited_events.push_back(event);
  int &left = fake::event_waits_before_failure;
  if (left >= 0 && left-- == 0)
    throw concurrency::runtime_exception("fake: event synchronize failed", 1);
}
void copy_on_device(int, void *dst, const void *src, std::size_t bytes) {
  std::memcpy(dst, src, bytes);
}
void *stream_create(int) { return std::malloc(1); }
void *stream_create_nonblocking(int) { return std::malloc(1); }
void stream_wait_event(int, void *stream, void *event) {
  std::lock_guard<std::mutex> hold(copies_lock);
  fake::stream_waits.push_back({stream, event});
}
void stream_destroy(int, void *stream) noexcept { std::free(stream); }
void stream_synchronize(int, void *stream) {
  fake::synchronized.push_back(stream);
}
void device_synchronize(int) {}

void launch_kernel(int device, const void *kernel, const geometry &g,
                   void **args, void *stream) {
  fake::launch_record r;
  r.device = device;
  r.kernel = kernel;
  r.g = g;
  r.stream = stream;
  r.args = args; // valid only during the call: tests inspect via on_launch
  fake::launches.push_back(r);
  if (fake::on_launch)
    fake::on_launch(fake::launches.back());
  ++stats().launches;
}

} // namespace backend
} // namespace AMP2HIP_BACKEND_NS
} // namespace detail
} // namespace amp2hip

namespace fake {
std::function<void(const launch_record &)> on_launch;
std::size_t registered_bytes() {
  using namespace amp2hip::detail::backend;
  std::lock_guard<std::mutex> hold(copies_lock);
  std::size_t n = 0;
  for (const auto &r : registered)
    n += r.second;
  return n;
}
} // namespace fake
