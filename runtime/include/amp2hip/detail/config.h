// amp2hip runtime: compiler-mode detection and the execution-space macros.
//
// One set of headers serves four kinds of compilation:
//   - HIP  (hipcc / hip-clang):        AMP2HIP_MODE_HIP
//   - CUDA (nvcc, without HIP):        AMP2HIP_MODE_CUDA
//   - the translator's parse (clang -x hip --cuda-host-only -nogpuinc
//     -DAMP2HIP_PARSE=1): no GPU headers exist, so the few device builtins
//     the runtime uses are declared here:  AMP2HIP_MODE_PARSE
//   - plain host C++ (g++: the runtime library's own sources, unit tests):
//     execution-space keywords expand to nothing:  AMP2HIP_MODE_HOST
//
// AMP2HIP_DEVICE_PASS is 1 while device code is being compiled (hip-clang's
// device pass, nvcc's __CUDA_ARCH__ pass); __host__ __device__ functions use
// it to keep host-only bookkeeping (reference counts, coherence) out of
// device code.
#pragma once

#if defined(AMP2HIP_PARSE) && AMP2HIP_PARSE
#define AMP2HIP_MODE_PARSE 1
#elif defined(__HIP__) || defined(__HIPCC__)
#define AMP2HIP_MODE_HIP 1
#elif defined(__CUDACC__)
#define AMP2HIP_MODE_CUDA 1
#else
#define AMP2HIP_MODE_HOST 1
#endif

#if defined(__HIP_DEVICE_COMPILE__) || defined(__CUDA_ARCH__)
#define AMP2HIP_DEVICE_PASS 1
#else
#define AMP2HIP_DEVICE_PASS 0
#endif

// Which runtime library the program links: the backend functions live in an
// inline namespace named after it, so linking libamp2hip_hip.a into an nvcc
// build (or the reverse) fails at link time instead of misbehaving at run time.
// A plain C++ compiler (g++, clang++ without -x hip) builds a program for the
// CPU (libamp2hip_cpu.a) unless told otherwise: the runtime library's own
// sources and the unit tests name their backend.
#if !defined(AMP2HIP_BACKEND_HIP) && !defined(AMP2HIP_BACKEND_CUDA) &&         \
    !defined(AMP2HIP_BACKEND_FAKE) && !defined(AMP2HIP_BACKEND_CPU)
#if defined(AMP2HIP_MODE_CUDA)
#define AMP2HIP_BACKEND_CUDA 1
#elif defined(AMP2HIP_MODE_HOST)
#define AMP2HIP_BACKEND_CPU 1
#else
#define AMP2HIP_BACKEND_HIP 1
#endif
#endif

#if defined(AMP2HIP_BACKEND_FAKE)
#define AMP2HIP_BACKEND_NS backend_fake
#elif defined(AMP2HIP_BACKEND_CUDA)
#define AMP2HIP_BACKEND_NS backend_cuda
#elif defined(AMP2HIP_BACKEND_CPU)
#define AMP2HIP_BACKEND_NS backend_cpu
#else
#define AMP2HIP_BACKEND_NS backend_hip
#endif

// A CPU build (docs/design.md, "Running on the CPU"): the kernels are
// compiled with the host code and run on the host's cores
// (detail/cpu_launch.h). Kernel code then reaches its data through the
// pointers a launch put into its arguments, as device code does, but in
// the same pass as the host code: the headers tell the two apart at run
// time (an array_view a launch captured has no data source).
#if defined(AMP2HIP_MODE_HOST) && defined(AMP2HIP_BACKEND_CPU)
#define AMP2HIP_CPU_KERNELS 1
#else
#define AMP2HIP_CPU_KERNELS 0
#endif

// A function overloaded on restriction alone (`int f(int) restrict(cpu)`
// and `int f(int) restrict(amp)`) is translated as one function holding both
// bodies (docs/design.md, lib/rewrite/RestrictionTwins.h):
//   #if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
//   AMP2HIP_IF_AMP_CODE { the restrict(amp) body }
//   #endif
//   #if !AMP2HIP_DEVICE_PASS
//   AMP2HIP_ELSE_CPU_CODE { the restrict(cpu) body }
//   #endif
// A GPU build's passes each see one body; the macros are empty. A CPU build
// compiles both in its one pass and chooses while running: the amp body on
// a host thread that is running a kernel (detail/builtins.h).
#if AMP2HIP_CPU_KERNELS
#define AMP2HIP_IF_AMP_CODE if (::amp2hip::detail::cpu::in_amp_code())
#define AMP2HIP_ELSE_CPU_CODE else
#else
#define AMP2HIP_IF_AMP_CODE
#define AMP2HIP_ELSE_CPU_CODE
#endif

#if defined(AMP2HIP_MODE_HIP)
#include <hip/hip_runtime.h>
#elif defined(AMP2HIP_MODE_CUDA)
#include <cuda_runtime.h>
#else
#include <amp2hip/detail/builtins.h>
#endif

// Execution spaces of runtime functions.
#define AMP2HIP_HD __host__ __device__
#define AMP2HIP_D __device__
#define AMP2HIP_H __host__

// Visual C++ declares the API in `namespace Concurrency` and makes the
// lower-case spelling an alias; code (amptest among it) reopens the upper-case
// one, so it must be the real namespace.
namespace Concurrency {}
namespace concurrency = Concurrency;

// Visual C++ declares many members of the API as __declspec(property(get =
// get_x)) x, read as `acc.default_view`. The translator parses with
// -fdeclspec and these declarations and writes each read as the getter call
// (lib/rewrite/PropertyRewriter.cpp, Mappings.def's Property rows); the
// compiled runtime has no properties (nvcc and g++ do not know them).
#if defined(AMP2HIP_MODE_PARSE)
#define AMP2HIP_PROPERTY(Type, Name, Getter)                                   \
  __declspec(property(get = Getter)) Type Name;
#else
#define AMP2HIP_PROPERTY(Type, Name, Getter)
#endif
