// amp2hip runtime: counters, tracing, accelerators and accelerator_views.
#include <amp2hip/accelerator.h>
#include <amp2hip/detail/backend.h>
#include <amp2hip/stats.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>

namespace amp2hip {

namespace {
struct stats_holder {
  runtime_stats counters;
  int trace = 0;
  stats_holder() {
    if (const char *v = std::getenv("AMP2HIP_TRACE"))
      trace = std::atoi(v);
  }
  ~stats_holder() {
    if (trace < 1)
      return;
    const runtime_stats &s = counters;
    std::fprintf(stderr,
                 "amp2hip: %llu launches; %llu uploads (%llu bytes); %llu "
                 "downloads (%llu bytes); %llu device allocations (%llu "
                 "bytes)\n",
                 (unsigned long long)s.launches, (unsigned long long)s.uploads,
                 (unsigned long long)s.bytes_to_device,
                 (unsigned long long)s.downloads,
                 (unsigned long long)s.bytes_to_host,
                 (unsigned long long)s.device_allocations,
                 (unsigned long long)s.device_bytes_allocated);
  }
};
// A function-local static: usable from other static initializers, and
// destroyed (printing the summary) after the objects of main's callers.
stats_holder &holder() {
  static stats_holder h;
  return h;
}
// Made at start-up, so the summary is printed even when nothing ran.
const bool holder_made = (holder(), true);
} // namespace

runtime_stats &stats() { return holder().counters; }
void reset_stats() { holder().counters = runtime_stats{}; }
int trace_level() { return holder().trace; }

} // namespace amp2hip

namespace Concurrency {

namespace detail_ {
struct view_impl {
  int device; // -1: cpu accelerator
  void *stream;
  bool owns_stream;
  ~view_impl() {
    if (owns_stream)
      amp2hip::detail::backend::stream_destroy(device, stream);
  }
};
} // namespace detail_

namespace {
namespace backend = amp2hip::detail::backend;
using detail_::view_impl;

// The default accelerator's device; -2 until first use.
int default_device = -2;

std::wstring widen(const std::string &s) {
  return std::wstring(s.begin(), s.end());
}

int gpu_count() { return backend::device_count(); }

[[noreturn]] void throw_no_gpu() {
  throw runtime_exception(
      std::string("amp2hip: no GPU accelerator is available (") +
          backend::api_name() + ": " + backend::no_device_reason() + ")",
      amp2hip_error_fail);
}

// One default view per device (its default stream), made on first use.
std::shared_ptr<view_impl> default_view_of(int device) {
  static std::map<int, std::shared_ptr<view_impl>> views;
  auto &v = views[device];
  if (!v)
    v.reset(new view_impl{device, nullptr, false});
  return v;
}

int parse_path(const std::wstring &path) {
  if (path == accelerator::default_accelerator)
    return -2;
  if (path == accelerator::cpu_accelerator)
    return -1;
  if (path.rfind(L"gpu:", 0) == 0) {
    std::string digits(path.begin() + 4, path.end());
    if (!digits.empty() &&
        digits.find_first_not_of("0123456789") == std::string::npos)
      return std::atoi(digits.c_str());
  }
  throw runtime_exception("amp2hip: unknown accelerator device path '" +
                              std::string(path.begin(), path.end()) + "'",
                          amp2hip_error_fail);
}
} // namespace

accelerator::accelerator() : accelerator(default_accelerator) {}

accelerator::accelerator(const std::wstring &path) {
  int device = parse_path(path);
  if (device == -2) {
    if (gpu_count() == 0)
      throw_no_gpu();
    device = default_device >= 0 ? default_device : 0;
    default_device = device;
  }
  if (device >= 0 && device >= gpu_count()) {
    if (gpu_count() == 0)
      throw_no_gpu();
    throw runtime_exception("amp2hip: no accelerator with device path '" +
                                std::string(path.begin(), path.end()) + "'",
                            amp2hip_error_fail);
  }
  init(device);
}

void accelerator::init(int device) {
  device_ = device;
  if (device < 0) {
    description = L"CPU accelerator";
    device_path = cpu_accelerator;
    is_emulated = true;
    supports_cpu_shared_memory = true;
    supports_double_precision = true;
    supports_limited_double_precision = true;
    return;
  }
  backend::device_info info = backend::device_properties(device);
  description = widen(info.name);
  device_path = L"gpu:" + std::to_wstring(device);
  version =
      static_cast<unsigned int>(info.compute_major << 16 | info.compute_minor);
  dedicated_memory = info.memory_bytes / 1024;
  supports_double_precision = true;
  supports_limited_double_precision = true;
  has_display = false;
  is_emulated = false;
  supports_cpu_shared_memory = info.integrated;
}

std::vector<accelerator> accelerator::get_all() {
  std::vector<accelerator> all;
  int n = gpu_count();
  for (int d = 0; d < n; ++d)
    all.push_back(accelerator(L"gpu:" + std::to_wstring(d)));
  all.push_back(accelerator(cpu_accelerator));
  return all;
}

bool accelerator::set_default(const std::wstring &path) {
  int device = parse_path(path);
  if (device == -2)
    return true;
  if (device < 0 || device >= gpu_count())
    return false;
  default_device = device;
  return true;
}

accelerator_view accelerator::get_auto_selection_view() {
  return accelerator().get_default_view();
}

accelerator_view accelerator::get_default_view() const {
  return accelerator_view(default_view_of(device_), queuing_mode_automatic);
}

accelerator_view accelerator::create_view(queuing_mode mode) const {
  if (device_ < 0)
    return get_default_view();
  void *stream = backend::stream_create(device_);
  return accelerator_view(
      std::shared_ptr<view_impl>(new view_impl{device_, stream, true}), mode);
}

accelerator accelerator_view::get_accelerator() const {
  if (impl_->device < 0)
    return accelerator(accelerator::cpu_accelerator);
  return accelerator(L"gpu:" + std::to_wstring(impl_->device));
}

unsigned int accelerator_view::get_version() const {
  return get_accelerator().version;
}

void accelerator_view::wait() const {
  if (impl_->device >= 0)
    backend::stream_synchronize(impl_->device, impl_->stream);
}

int accelerator_view::amp2hip_device() const { return impl_->device; }
void *accelerator_view::amp2hip_stream() const { return impl_->stream; }

} // namespace Concurrency
