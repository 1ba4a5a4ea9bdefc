// hip_on_cuda.h - the few HIP runtime calls the benchmark uses, on CUDA.
//
// With hipcc (AMD) this is just <hip/hip_runtime.h>. With nvcc, HIP's own
// NVIDIA headers do not compile against CUDA 13, so each HIP name used by
// bench/ is mapped to its CUDA twin here. Device-side spellings
// (__global__, __shared__, __syncthreads, threadIdx, ...) are the same in
// both and need no mapping.
#pragma once

#if defined(__NVCC__)

#include <cuda_runtime.h>

// Types and constants.
#define hipError_t cudaError_t
#define hipSuccess cudaSuccess
#define hipEvent_t cudaEvent_t
#define hipStream_t cudaStream_t
#define hipDeviceProp_t cudaDeviceProp
#define hipMemcpyHostToDevice cudaMemcpyHostToDevice
#define hipMemcpyDeviceToHost cudaMemcpyDeviceToHost

// Functions.
#define hipGetErrorString cudaGetErrorString
#define hipGetLastError cudaGetLastError
#define hipGetDevice cudaGetDevice
#define hipGetDeviceProperties cudaGetDeviceProperties
#define hipDeviceSynchronize cudaDeviceSynchronize
#define hipMalloc cudaMalloc
#define hipFree cudaFree
#define hipMemcpy cudaMemcpy
#define hipMemcpy2D cudaMemcpy2D
#define hipHostMalloc(ptr, bytes, flags) cudaMallocHost(ptr, bytes)
#define hipHostFree cudaFreeHost
#define hipHostRegister cudaHostRegister
#define hipHostUnregister cudaHostUnregister
#define hipHostRegisterDefault cudaHostRegisterDefault
#define hipGetDeviceCount cudaGetDeviceCount
#define hipEventCreate cudaEventCreate
#define hipEventDestroy cudaEventDestroy
#define hipEventRecord cudaEventRecord
#define hipEventSynchronize cudaEventSynchronize
#define hipEventElapsedTime cudaEventElapsedTime

// hipLaunchKernelGGL(kernel, grid, block, shared bytes, stream, args...)
#define hipLaunchKernelGGL(kernel, grid, block, shmem, stream, ...)            \
  kernel<<<(grid), (block), (shmem), (stream)>>>(__VA_ARGS__)

#else

#include <hip/hip_runtime.h>

#endif

#include <cstdio>
#include <cstdlib>

// Aborts with the failing call's text when a HIP call does not succeed.
#define HIP_CHECK(call)                                                        \
  do {                                                                         \
    hipError_t hip_check_err_ = (call);                                        \
    if (hip_check_err_ != hipSuccess) {                                        \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,       \
                   #call, hipGetErrorString(hip_check_err_));                  \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)
