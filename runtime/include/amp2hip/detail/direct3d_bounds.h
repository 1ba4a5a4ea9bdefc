// amp2hip runtime: Direct3D's bounds, opt-in (compile with
// -DAMP2HIP_DIRECT3D_BOUNDS).
//
// Visual C++ ran C++ AMP kernels as Direct3D 11 compute shaders, and
// Direct3D checks every buffer access: a write outside the buffer is
// dropped and a read gives zero. Some programs went past their data
// unnoticed (the C++ AMP book's Chapter 7 writes allData[idx + size]); on
// a GPU through HIP or CUDA such a write lands in other memory or kills the
// kernel. Under the macro, an element access of an array or array_view
// whose index is outside the extent goes to a dropped element instead: a
// write to it is lost, a read of it gives zero bytes. Without the macro
// none of this is compiled: element access is a plain load or store.
//
// tile_static memory (Direct3D's group shared memory) was bounded too: an
// access past a tile_static array stayed in the group's memory, its value
// undefined, where a GPU through CUDA faults (the book's
// ScanTiledOptimized reads tileData[domainSize], one past its end, and
// overwrites the value it read). Under the macro each launch asks for
// tile_static_slack_bytes of dynamic shared memory, which the GPU places
// after the kernel's own: a small overrun reads or writes that, as Direct3D
// it stays in the tile's memory, its value undefined. Direct3D's 32 KiB of
// group memory and the slack stay below the 48 KiB every GPU gives a block.
#pragma once

#include <amp2hip/detail/config.h>

#include <cstddef>

namespace Concurrency {
namespace detail_ {

#ifdef AMP2HIP_DIRECT3D_BOUNDS
constexpr unsigned int tile_static_slack_bytes = 256;

// The element an out-of-bounds access reaches: one per element type (per
// host thread on the host), zeroed at each access so that a read sees
// zero. Threads of one kernel that write out of bounds while others read
// out of bounds share it on the GPU: such a read may see a dropped write,
// never the program's data.
template <typename T> AMP2HIP_HD T &direct3d_dropped_element() {
#if AMP2HIP_DEVICE_PASS
  alignas(T) static unsigned char storage[sizeof(T)];
#else
  alignas(T) static thread_local unsigned char storage[sizeof(T)];
#endif
  for (std::size_t i = 0; i < sizeof(T); ++i)
    storage[i] = 0;
  return *reinterpret_cast<T *>(storage);
}
#endif

} // namespace detail_
} // namespace Concurrency
