// amp2hip runtime: the GPU backend interface.
//
// These functions are the only code that calls the GPU API. They are
// implemented in runtime/src/backend_hip.cpp (libamp2hip_hip.a),
// runtime/src/backend_cuda.cpp (libamp2hip_cuda.a) and, with host memory
// for the CPU build, runtime/src/backend_cpu.cpp (libamp2hip_cpu.a). Every
// failure throws concurrency::runtime_exception (out_of_memory for allocations)
// naming the failing call and the API's error string. Streams and device
// pointers cross this interface as void*, so no GPU header is needed to declare
// it.
//
// The functions sit in an inline namespace named after the backend (see
// config.h): a program compiled by nvcc that links the HIP library fails to
// link instead of calling the wrong API.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/detail/geometry.h>

#include <cstddef>
#include <string>

namespace amp2hip {
namespace detail {
inline namespace AMP2HIP_BACKEND_NS {
namespace backend {

// "HIP", "CUDA" or "CPU".
const char *api_name();

// Whether device memory is host memory (the CPU backend, backend_cpu.cpp):
// a data source's device copy can then be its host copy (source.cpp), and
// copies need no staging (transfer.cpp).
#if defined(AMP2HIP_BACKEND_CPU)
constexpr bool device_memory_is_host = true;
#else
constexpr bool device_memory_is_host = false;
#endif

// Number of GPUs. A machine without a usable GPU (no device, no driver)
// gives 0, and no_device_reason() then says why; other failures throw.
int device_count();
const std::string &no_device_reason();
// Whether this process has made `device` current on some thread: only such
// a device's default stream can hold work (async_transfer_order).
bool device_in_use(int device);

struct device_info {
  std::string name;
  std::size_t memory_bytes = 0;
  int compute_major = 0, compute_minor = 0;
  std::string arch; // "gfx90a", "sm_90"
  int pci_bus = 0, pci_device = 0;
  bool integrated = false;
  // The device and the CPU may use managed memory at the same time.
  bool concurrent_managed_access = false;
};
device_info device_properties(int device);

void *device_alloc(int device, std::size_t bytes);
void device_free(int device, void *ptr) noexcept;
void copy_to_device(int device, void *dst, const void *src, std::size_t bytes);
void copy_to_host(int device, void *dst, const void *src, std::size_t bytes);
void copy_on_device(int device, void *dst, const void *src, std::size_t bytes);

// A strided copy: `rows` rows of `width` bytes, whose starts are `dpitch`
// bytes apart at `dst` and `spitch` bytes apart at `src` (a section of a
// view moves only its elements).
void copy_2d_to_device(int device, void *dst, std::size_t dpitch,
                       const void *src, std::size_t spitch, std::size_t width,
                       std::size_t rows);

void copy_2d_to_host(int device, void *dst, std::size_t dpitch, const void *src,
                     std::size_t spitch, std::size_t width, std::size_t rows);

// The same, queued on `stream` (from and to pinned memory: the staging
// buffers).
void copy_2d_to_device_async(int device, void *dst, std::size_t dpitch,
                             const void *src, std::size_t spitch,
                             std::size_t width, std::size_t rows, void *stream);
void copy_2d_to_host_async(int device, void *dst, std::size_t dpitch,
                           const void *src, std::size_t spitch,
                           std::size_t width, std::size_t rows, void *stream);

// A 3-D strided copy of `planes` planes of `rows` rows of `width` bytes,
// rows `pitch` and planes `plane_rows * pitch` bytes apart on both sides (a
// 3-D section of a view and the same section of its device copy).
void copy_3d_to_device(int device, void *dst, const void *src,
                       std::size_t pitch, std::size_t plane_rows,
                       std::size_t width, std::size_t rows, std::size_t planes);
void copy_3d_to_host(int device, void *dst, const void *src, std::size_t pitch,
                     std::size_t plane_rows, std::size_t width,
                     std::size_t rows, std::size_t planes);

// Page-locked host memory: the staging buffers of the transfer pipeline
// (detail/transfer.h).
void *pinned_alloc(std::size_t bytes);
void pinned_free(void *ptr) noexcept;

// Page-locks existing host memory (a data source's, detail/host_pin.h),
// and undoes it.
void host_register(int device, void *ptr, std::size_t bytes);
void host_unregister(void *ptr) noexcept;

// Copies that return once queued on `stream`; the host side must be pinned
// memory for them to overlap with the host.
void copy_to_device_async(int device, void *dst, const void *src,
                          std::size_t bytes, void *stream);
void copy_to_host_async(int device, void *dst, const void *src,
                        std::size_t bytes, void *stream);

// Events: a point in a stream's work that the host can wait for.
void *event_create(int device);
void event_destroy(int device, void *event) noexcept;
void event_record(int device, void *event, void *stream);
void event_synchronize(int device, void *event);

// Streams: null is the device's default stream.
void *stream_create(int device);
// A stream whose work does not wait for the default stream's (nor it for
// this one's): asynchronous copies that overlap with kernels.
void *stream_create_nonblocking(int device);
// Work queued on `stream` from now on waits for `event`.
void stream_wait_event(int device, void *stream, void *event);
void stream_destroy(int device, void *stream) noexcept;
void stream_synchronize(int device, void *stream);
void device_synchronize(int device);

// Launches `kernel` (the host-side handle of a __global__ function) with the
// given geometry and argument pointers, then checks the launch error.
void launch_kernel(int device, const void *kernel, const geometry &g,
                   void **args, void *stream);

} // namespace backend
} // namespace AMP2HIP_BACKEND_NS
} // namespace detail
} // namespace amp2hip
