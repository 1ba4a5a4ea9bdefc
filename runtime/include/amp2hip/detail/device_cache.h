// amp2hip runtime: device buffers kept for reuse.
//
// C++ AMP programs make views and arrays in loops (a frame, an iteration),
// and every new one needs a device buffer: cudaMalloc/hipMalloc of a large
// buffer costs about as much as copying a tenth of it, and cudaFree
// synchronizes the whole device. Buffers of data sources that die go back
// to a bounded cache instead and the next buffer of the same size comes
// from it (like CUDA's stream-ordered pool allocator). Work still queued on
// a buffer when it comes back is waited for before it is handed out again
// (an event recorded on the default stream when it comes back, which waits
// for the device's other blocking streams).
//
// AMP2HIP_DEVICE_CACHE_MIB bounds the bytes kept per device (default: an
// eighth of the device's memory, at most 4096; 0 turns the cache off). Buffers below 1 MiB are not kept: cudaMalloc of
// those is cheap. An allocation that fails frees the cache and tries
// again; the cache is freed at exit.
#pragma once

#include <cstddef>

namespace amp2hip {
namespace detail {

// A device buffer of `bytes` on `device`: a cached one of that size, or a
// new one.
void *device_buffer(int device, std::size_t bytes);
// Gives a buffer from device_buffer() back (kept or freed). Never throws.
void release_device_buffer(int device, void *ptr, std::size_t bytes) noexcept;

// Bytes the cache holds now on all devices (tests).
std::size_t device_cache_bytes();
// Frees every cached buffer and sets the bound per device (tests,
// benchmarks; the environment's bound otherwise).
void set_device_cache_limit(std::size_t bytes);
// Frees every cached buffer and goes back to the environment's bound, or
// the default (tests).
void reset_device_cache_limit();

} // namespace detail
} // namespace amp2hip
