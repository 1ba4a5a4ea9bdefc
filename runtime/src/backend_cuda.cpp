// amp2hip runtime: the CUDA backend (libamp2hip_cuda.a). Host code only,
// compiled by a plain C++ compiler (or nvcc) against CUDA's runtime API
// header. HIP's NVIDIA-platform headers do not build with CUDA 13, so this
// backend calls CUDA directly.
#define AMP2HIP_BACKEND_CUDA 1
#include <cuda_runtime_api.h>

#define AMP2HIP_API(name) cuda##name
#define AMP2HIP_ERR(name) cudaError##name
#define AMP2HIP_API_NAME "CUDA"
#define AMP2HIP_API_PREFIX "cuda"
#define AMP2HIP_DEVICE_PROP cudaDeviceProp
#define AMP2HIP_PINNED_ALLOC(pp, n) cudaMallocHost(pp, n)
#define AMP2HIP_PINNED_ALLOC_NAME "cudaMallocHost"
#define AMP2HIP_PINNED_FREE cudaFreeHost
#define AMP2HIP_PINNED_FREE_NAME "cudaFreeHost"
#define AMP2HIP_ERR_UNLOADING cudaErrorCudartUnloading
#include "backend_impl.inc"
