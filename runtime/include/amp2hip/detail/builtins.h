// amp2hip runtime: stand-ins for the GPU headers where none are included.
//
// In the translator's parse mode (clang -x hip --cuda-host-only -nogpuinc)
// clang knows the CUDA/HIP attributes but no header spells them; in plain
// host mode (g++) they mean nothing. Device builtins are only declared: no
// code built in these modes ever runs on a GPU.
#pragma once

#if defined(AMP2HIP_MODE_PARSE)
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#elif AMP2HIP_CPU_KERNELS
// A CPU build: kernels are host functions. The threads of a tile are fibers
// of one host thread, one tile at a time per thread (detail/cpu_launch.h),
// so a tile's __shared__ (tile_static) variable is one per host thread.
#define __host__
#define __device__
#define __global__
#define __constant__
#define __launch_bounds__(...)
#define __shared__ static thread_local
#else
// Plain host compiler. A GPU API header may already have defined these.
#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif
#ifndef __global__
#define __global__
#endif
#ifndef __shared__
#define __shared__
#endif
#ifndef __constant__
#define __constant__
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...)
#endif
#endif

namespace amp2hip {
namespace detail {
struct builtin_uint3 {
  unsigned int x, y, z;
};
} // namespace detail
} // namespace amp2hip

#if AMP2HIP_CPU_KERNELS
// The barrier and the fences of a tile's fibers (src/cpu_tiles.cpp). The
// barrier takes its caller's place, reported when not every thread of the
// tile reaches it.
namespace amp2hip {
namespace detail {
namespace cpu {
void tile_barrier_wait(const char *file, int line);

// True while this host thread runs kernel code: a range of a kernel's
// indices, or a tile's fibers (src/cpu_tiles.cpp sets it). A function
// overloaded on restriction alone takes its amp body then (config.h).
inline bool &running_kernel() {
  static thread_local bool running = false;
  return running;
}
inline bool in_amp_code() { return running_kernel(); }
} // namespace cpu
} // namespace detail
} // namespace amp2hip
#define __syncthreads()                                                        \
  ::amp2hip::detail::cpu::tile_barrier_wait(__FILE__, __LINE__)
// Global memory is shared with the other tiles, on other cores; a tile's
// threads are one host thread, for which the compiler's ordering suffices.
inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_block() { __atomic_signal_fence(__ATOMIC_SEQ_CST); }
#else
extern __device__ const amp2hip::detail::builtin_uint3 threadIdx;
extern __device__ const amp2hip::detail::builtin_uint3 blockIdx;
extern __device__ const amp2hip::detail::builtin_uint3 blockDim;
extern __device__ const amp2hip::detail::builtin_uint3 gridDim;
__device__ void __syncthreads();
__device__ void __threadfence();
__device__ void __threadfence_block();
#endif
