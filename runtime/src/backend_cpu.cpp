// amp2hip runtime: the CPU backend (libamp2hip_cpu.a). One device, the
// host: its memory is host memory and its kernels run on the host's cores
// (detail/cpu_launch.h, src/cpu_tiles.cpp), so no launch reaches
// launch_kernel. Copies are memcpy, and a copy between the same bytes (a
// data source whose device copy is its host copy: source.cpp) does nothing.
// Work is done when the call returns: streams and events have nothing to
// order.
#include <amp2hip/detail/backend.h>
#include <amp2hip/exceptions.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

namespace amp2hip {
namespace detail {
inline namespace AMP2HIP_BACKEND_NS {
namespace backend {

namespace {
// Rows start where kernels' vector loads like them.
const std::size_t alignment = 64;

void copy(void *dst, const void *src, std::size_t bytes) {
  if (dst != src && bytes > 0)
    std::memcpy(dst, src, bytes);
}

void copy_rows(void *dst, std::size_t dpitch, const void *src,
               std::size_t spitch, std::size_t width, std::size_t rows) {
  if (dst == src && dpitch == spitch)
    return;
  for (std::size_t r = 0; r < rows; ++r)
    copy(static_cast<char *>(dst) + r * dpitch,
         static_cast<const char *>(src) + r * spitch, width);
}

void copy_planes(void *dst, const void *src, std::size_t pitch,
                 std::size_t plane_rows, std::size_t width, std::size_t rows,
                 std::size_t planes) {
  for (std::size_t z = 0; z < planes; ++z)
    copy_rows(static_cast<char *>(dst) + z * plane_rows * pitch, pitch,
              static_cast<const char *>(src) + z * plane_rows * pitch, pitch,
              width, rows);
}

// The processor's name, as the kernel reports it ("model name" in
// /proc/cpuinfo), else the machine's architecture.
std::string processor_name() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.compare(0, 10, "model name") != 0)
      continue;
    std::string::size_type colon = line.find(':');
    if (colon != std::string::npos && colon + 2 <= line.size())
      return line.substr(colon + 2);
  }
  return "CPU";
}

void *aligned(std::size_t bytes) {
  void *p = nullptr;
  if (posix_memalign(&p, alignment, bytes ? bytes : 1) != 0)
    throw concurrency::out_of_memory("amp2hip: CPU device: allocation of " +
                                     std::to_string(bytes) + " bytes failed");
  return p;
}
} // namespace

const char *api_name() { return "CPU"; }

int device_count() { return 1; }

const std::string &no_device_reason() {
  static const std::string none = "the CPU device is always present";
  return none;
}

bool device_in_use(int) { return false; }

device_info device_properties(int) {
  device_info info;
  info.name = processor_name();
  unsigned cores = std::thread::hardware_concurrency();
  info.name += " (" + std::to_string(cores ? cores : 1) + " cores)";
  info.arch = "cpu";
  info.integrated = true; // its memory is the host's
  info.concurrent_managed_access = true;
  return info;
}

void *device_alloc(int, std::size_t bytes) { return aligned(bytes); }
void device_free(int, void *ptr) noexcept { std::free(ptr); }

void copy_to_device(int, void *dst, const void *src, std::size_t bytes) {
  copy(dst, src, bytes);
}
void copy_to_host(int, void *dst, const void *src, std::size_t bytes) {
  copy(dst, src, bytes);
}
void copy_on_device(int, void *dst, const void *src, std::size_t bytes) {
  copy(dst, src, bytes);
}

void copy_2d_to_device(int, void *dst, std::size_t dpitch, const void *src,
                       std::size_t spitch, std::size_t width,
                       std::size_t rows) {
  copy_rows(dst, dpitch, src, spitch, width, rows);
}
void copy_2d_to_host(int, void *dst, std::size_t dpitch, const void *src,
                     std::size_t spitch, std::size_t width, std::size_t rows) {
  copy_rows(dst, dpitch, src, spitch, width, rows);
}
void copy_2d_to_device_async(int, void *dst, std::size_t dpitch,
                             const void *src, std::size_t spitch,
                             std::size_t width, std::size_t rows, void *) {
  copy_rows(dst, dpitch, src, spitch, width, rows);
}
void copy_2d_to_host_async(int, void *dst, std::size_t dpitch, const void *src,
                           std::size_t spitch, std::size_t width,
                           std::size_t rows, void *) {
  copy_rows(dst, dpitch, src, spitch, width, rows);
}

void copy_3d_to_device(int, void *dst, const void *src, std::size_t pitch,
                       std::size_t plane_rows, std::size_t width,
                       std::size_t rows, std::size_t planes) {
  copy_planes(dst, src, pitch, plane_rows, width, rows, planes);
}
void copy_3d_to_host(int, void *dst, const void *src, std::size_t pitch,
                     std::size_t plane_rows, std::size_t width,
                     std::size_t rows, std::size_t planes) {
  copy_planes(dst, src, pitch, plane_rows, width, rows, planes);
}

void *pinned_alloc(std::size_t bytes) { return aligned(bytes); }
void pinned_free(void *ptr) noexcept { std::free(ptr); }
void host_register(int, void *, std::size_t) {}
void host_unregister(void *) noexcept {}

void copy_to_device_async(int, void *dst, const void *src, std::size_t bytes,
                          void *) {
  copy(dst, src, bytes);
}
void copy_to_host_async(int, void *dst, const void *src, std::size_t bytes,
                        void *) {
  copy(dst, src, bytes);
}

// Every call above is done when it returns: there is nothing to wait for.
void *event_create(int) { return nullptr; }
void event_destroy(int, void *) noexcept {}
void event_record(int, void *, void *) {}
void event_synchronize(int, void *) {}
void *stream_create(int) { return nullptr; }
void *stream_create_nonblocking(int) { return nullptr; }
void stream_wait_event(int, void *, void *) {}
void stream_destroy(int, void *) noexcept {}
void stream_synchronize(int, void *) {}
void device_synchronize(int) {}

void launch_kernel(int, const void *, const geometry &, void **, void *) {
  // A CPU build's launch() calls the kernel itself (launch.h).
  throw concurrency::runtime_exception(
      "amp2hip: CPU device: a kernel was launched through a GPU backend's "
      "path (the program was not compiled for the CPU)",
      concurrency::amp2hip_error_fail);
}

} // namespace backend
} // namespace AMP2HIP_BACKEND_NS
} // namespace detail
} // namespace amp2hip
