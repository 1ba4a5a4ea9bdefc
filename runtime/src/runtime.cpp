// amp2hip runtime: counters, tracing, accelerators and accelerator_views.
#include <amp2hip/accelerator.h>
#include <amp2hip/completion_future.h>
#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/env.h>
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
    trace = static_cast<int>(
        amp2hip::detail::env_number("AMP2HIP_TRACE", 0, 0, 1000));
  }
  ~stats_holder() {
    if (trace < 1)
      return;
    const runtime_stats &s = counters;
    std::fprintf(stderr,
                 "amp2hip: %llu launches; %llu uploads (%llu bytes); %llu "
                 "downloads (%llu bytes); %llu device allocations (%llu "
                 "bytes, %llu from the cache)\n",
                 (unsigned long long)s.launches, (unsigned long long)s.uploads,
                 (unsigned long long)s.bytes_to_device,
                 (unsigned long long)s.downloads,
                 (unsigned long long)s.bytes_to_host,
                 (unsigned long long)s.device_allocations,
                 (unsigned long long)s.device_bytes_allocated,
                 (unsigned long long)s.device_cache_hits);
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
  int device; // the GPU that runs its work; -1: none (cpu accelerator)
  void *stream;
  bool owns_stream;
  std::wstring accelerator_path; // whose view it is
  ~view_impl() {
    if (owns_stream)
      amp2hip::detail::backend::stream_destroy(device, stream);
  }
};
} // namespace detail_

// Programs built as C++11/14 need namespace-scope definitions of these
// ODR-used static constexpr members (C++17, this library's level, makes them
// inline; the definitions are then redundant but harmless).
constexpr wchar_t accelerator::default_accelerator[];
constexpr wchar_t accelerator::cpu_accelerator[];
constexpr wchar_t accelerator::direct3d_warp[];
constexpr wchar_t accelerator::direct3d_ref[];

namespace {
namespace backend = amp2hip::detail::backend;
using detail_::view_impl;

const int cpu_device = -1;
const int default_path = -2; // parse_path's answers for L"default",
const int ref_path = -3;     // accelerator::direct3d_ref
const int warp_path = -4;    // and accelerator::direct3d_warp

// What the process shares per accelerator (by device path). Made on first
// use and kept until exit.
struct device_state {
  std::shared_ptr<view_impl> default_view; // the default (null) stream
  access_type default_cpu_access = access_type_auto; // auto: not chosen
  bool cpu_access_used = false; // an allocation used the default
};

device_state &state_of(const std::wstring &path, int device) {
  static std::map<std::wstring, device_state> states;
  device_state &s = states[path];
  if (!s.default_view)
    s.default_view.reset(new view_impl{device, nullptr, false, path});
  return s;
}

// The default accelerator: GPU 0 unless set_default() chose another.
// set_default() works until the default is first used.
struct default_choice {
  int device = default_path; // default_path: not chosen; else parse_path's
  bool fixed = false;        // set or used
};
default_choice &default_accelerator_choice() {
  static default_choice c;
  return c;
}

std::wstring widen(const std::string &s) {
  return std::wstring(s.begin(), s.end());
}
std::string narrow(const std::wstring &s) {
  std::string r;
  for (wchar_t c : s)
    r += c < 128 ? static_cast<char>(c) : '?';
  return r;
}

// A CPU build has no GPU: its one backend device, the CPU, is what WARP
// and REF (and so the default accelerator) run on (emulating_gpu()).
int gpu_count() {
  return backend::device_memory_is_host ? 0 : backend::device_count();
}

std::wstring gpu_path(int device) { return L"gpu:" + std::to_wstring(device); }

// The device of a path: default_path, cpu_device, ref_path, warp_path or a
// GPU index (which may not exist). Anything else throws.
int parse_path(const std::wstring &path) {
  if (path == accelerator::default_accelerator)
    return default_path;
  if (path == accelerator::cpu_accelerator)
    return cpu_device;
  if (path == accelerator::direct3d_ref)
    return ref_path;
  if (path == accelerator::direct3d_warp)
    return warp_path;
  if (path.compare(0, 4, L"gpu:") == 0 && path.size() > 4 && path.size() < 10 &&
      path.find_first_not_of(L"0123456789", 4) == std::wstring::npos)
    return std::stoi(narrow(path.substr(4)));
  throw runtime_exception("amp2hip: unknown accelerator device path '" +
                              narrow(path) +
                              "' (paths are \"default\", \"cpu\", "
                              "\"gpu:N\", \"direct3d\\ref\" and "
                              "\"direct3d\\warp\")",
                          amp2hip_error_fail);
}

std::string no_gpu_message() {
  return std::string("amp2hip: no GPU accelerator is available (") +
         backend::api_name() + ": " + backend::no_device_reason() + ")";
}

// A GPU index that exists, or runtime_exception naming `path`.
int existing_gpu(int device, const std::wstring &path) {
  int n = gpu_count();
  if (device < n)
    return device;
  throw runtime_exception(
      "amp2hip: no accelerator with device path '" + narrow(path) + "' (" +
          (n == 0 ? no_gpu_message() : std::to_string(n) + " GPUs") + ")",
      amp2hip_error_fail);
}

// The GPU that runs the work of the emulated Direct3D accelerators: the
// chosen default GPU, else GPU 0; cpu_device when there is no GPU (their
// kernels then fail as the cpu accelerator's do, saying why).
int emulating_gpu() {
  if (backend::device_memory_is_host)
    return 0; // the CPU device
  if (gpu_count() == 0)
    return cpu_device;
  int chosen = default_accelerator_choice().device;
  return chosen >= 0 && chosen < gpu_count() ? chosen : 0;
}
} // namespace

accelerator::accelerator() : accelerator(default_accelerator) {}

accelerator::accelerator(const std::wstring &path) {
  int device = parse_path(path);
  if (device == default_path) {
    default_choice &c = default_accelerator_choice();
    c.fixed = true;
    device = c.device;
    if (device == default_path && backend::device_memory_is_host) {
      // A CPU build: WARP, as Visual C++ chose without a DirectX 11 GPU.
      device = warp_path;
    } else if (device == default_path) {
      // Visual C++ would fall back to WARP, a software GPU; a GPU build has
      // none, and the cpu accelerator cannot run kernels, so say why here.
      if (gpu_count() == 0)
        throw runtime_exception(no_gpu_message(), amp2hip_error_fail);
      device = 0;
    }
  } else if (device >= 0) {
    existing_gpu(device, path);
  }
  init(device);
}

void accelerator::init(int device) {
  if (device == ref_path || device == warp_path) {
    // Visual C++'s software rasterizers (REF: the Windows SDK's reference
    // rasterizer; WARP). There is no Direct3D here: they keep their names
    // and properties, as Visual C++ reports them, so that programs which
    // compare against them or print them behave as on Windows, and their
    // work runs on a GPU (emulating_gpu()).
    bool ref = device == ref_path;
    device_ = emulating_gpu();
    description = ref ? L"Software Adapter" : L"Microsoft Basic Render Driver";
    if (backend::device_memory_is_host) {
      // A CPU build: they are the CPU device, whose memory the host shares.
      description += L" on the CPU";
      supports_cpu_shared_memory = true;
      integrated_ = true;
    }
    device_path = ref ? direct3d_ref : direct3d_warp;
    version = 11u << 16; // Direct3D 11.0
    is_emulated = true;
    is_debug = ref;
    has_display = ref;
    supports_double_precision = true;
    supports_limited_double_precision = true;
    return;
  }
  device_ = device;
  if (device == cpu_device) {
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
  device_path = gpu_path(device);
  version =
      static_cast<unsigned int>(info.compute_major << 16 | info.compute_minor);
  dedicated_memory = info.memory_bytes / 1024;
  supports_double_precision = true;
  supports_limited_double_precision = true;
  has_display = false;
  is_emulated = false;
  // Memory both the CPU and the GPU may use: an integrated GPU's, or a
  // discrete GPU's managed memory (concurrent access: Pascal and later,
  // MI100 and later). An array with CPU access keeps a coherent host copy
  // (array.h); the storage itself is not managed memory yet.
  supports_cpu_shared_memory =
      info.integrated || info.concurrent_managed_access;
  integrated_ = info.integrated;
}

std::vector<accelerator> accelerator::get_all() {
  std::vector<accelerator> all;
  if (backend::device_memory_is_host) // the CPU device that runs kernels
    all.push_back(accelerator(direct3d_warp));
  int n = gpu_count();
  for (int d = 0; d < n; ++d)
    all.push_back(accelerator(gpu_path(d)));
  all.push_back(accelerator(cpu_accelerator));
  return all;
}

bool accelerator::set_default(const std::wstring &path) {
  int device = parse_path(path);
  if (device >= 0)
    existing_gpu(device, path);
  default_choice &c = default_accelerator_choice();
  if (c.fixed)
    return false;
  if (device != default_path)
    c.device = device;
  c.fixed = true;
  return true;
}

accelerator_view accelerator::get_auto_selection_view() {
  accelerator_view view = accelerator().get_default_view();
  view.auto_selection_ = true;
  return view;
}

accelerator_view accelerator::get_default_view() const {
  return accelerator_view(state_of(device_path, device_).default_view,
                          queuing_mode_automatic);
}

accelerator_view accelerator::create_view(queuing_mode mode) const {
  void *stream =
      device_ == cpu_device ? nullptr : backend::stream_create(device_);
  return accelerator_view(
      std::shared_ptr<view_impl>(
          new view_impl{device_, stream, device_ != cpu_device, device_path}),
      mode);
}

access_type accelerator::get_default_cpu_access_type() const {
  access_type t = state_of(device_path, device_).default_cpu_access;
  if (t != access_type_auto)
    return t;
  // Not chosen: the CPU may touch an integrated GPU's arrays and the cpu
  // accelerator's; a discrete GPU's are the GPU's alone.
  return device_ == cpu_device || integrated_ ? access_type_read_write
                                              : access_type_none;
}

bool accelerator::set_default_cpu_access_type(access_type type) {
  if (type != access_type_none && type != access_type_auto &&
      !supports_cpu_shared_memory)
    throw runtime_exception("amp2hip: accelerator '" + narrow(device_path) +
                                "' has no CPU-shared memory; its default "
                                "cpu access_type can only be "
                                "access_type_none",
                            amp2hip_error_fail);
  device_state &s = state_of(device_path, device_);
  if (s.cpu_access_used || s.default_cpu_access != access_type_auto)
    return false;
  s.default_cpu_access = type;
  return true;
}

access_type accelerator::amp2hip_use_default_cpu_access_type() const {
  access_type t = get_default_cpu_access_type();
  state_of(device_path, device_).cpu_access_used = true;
  return t;
}

accelerator accelerator_view::get_accelerator() const {
  return accelerator(impl_->accelerator_path);
}

unsigned int accelerator_view::get_version() const {
  return get_accelerator().version;
}

void accelerator_view::wait() const {
  if (impl_->device != cpu_device)
    backend::stream_synchronize(impl_->device, impl_->stream);
}

completion_future accelerator_view::create_marker() const {
  wait();
  return completion_future::amp2hip_ready();
}

int accelerator_view::amp2hip_device() const { return impl_->device; }
void *accelerator_view::amp2hip_stream() const { return impl_->stream; }

} // namespace Concurrency

namespace amp2hip {
namespace detail {
int kernel_device(const concurrency::accelerator_view &av) {
  int device = av.amp2hip_device();
  if (device >= 0)
    return device;
  std::string msg = "concurrency::parallel_for_each is not supported on the "
                    "selected accelerator \"" +
                    concurrency::narrow(av.get_accelerator().description) +
                    "\".";
  if (concurrency::gpu_count() == 0)
    msg += " " + concurrency::no_gpu_message();
  throw concurrency::unsupported_feature(msg);
}
} // namespace detail
} // namespace amp2hip
