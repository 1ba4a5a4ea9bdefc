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

extern __device__ const amp2hip::detail::builtin_uint3 threadIdx;
extern __device__ const amp2hip::detail::builtin_uint3 blockIdx;
extern __device__ const amp2hip::detail::builtin_uint3 blockDim;
extern __device__ const amp2hip::detail::builtin_uint3 gridDim;
__device__ void __syncthreads();
__device__ void __threadfence();
__device__ void __threadfence_block();
