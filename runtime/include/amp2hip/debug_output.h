// amp2hip runtime: direct3d_printf, direct3d_errorf and direct3d_abort,
// C++ AMP's debugging output from restrict(amp) code (<amp.h>).
//
// Visual C++ ran them only in a _DEBUG build on the REF accelerator; on a
// GPU, or in a release build, they did nothing. Here they do nothing unless
// the program is built with _DEBUG: then direct3d_printf is the GPU's
// printf (its lines appear when the kernel has finished), and
// direct3d_errorf (after printing) and direct3d_abort stop the kernel with
// a trap, which the next runtime call reports as a runtime_exception. Visual
// C++'s runtime_exception carried errorf's text; here the text is printed,
// and the trap leaves the device unusable for the rest of the process. A
// CPU build prints with the host's printf and throws the runtime_exception
// from the kernel, which the launch rethrows.
#pragma once

#include <amp2hip/detail/config.h>

#if AMP2HIP_CPU_KERNELS
#include <amp2hip/exceptions.h>

#include <cstdio>
#endif

namespace Concurrency {

template <typename... Args>
AMP2HIP_D inline void direct3d_printf(const char *format, Args... args) {
#if (AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS) && defined(_DEBUG)
  printf(format, args...);
#else
  (void)format;
  (void)sizeof...(args);
#endif
}

AMP2HIP_D inline void direct3d_abort() {
#if AMP2HIP_CPU_KERNELS && defined(_DEBUG)
  // A CPU build: the launch rethrows it (detail/cpu_launch.h), as a GPU's
  // next runtime call reports the trap.
  throw runtime_exception("amp2hip: direct3d_abort() stopped a kernel",
                          amp2hip_error_fail);
#elif AMP2HIP_DEVICE_PASS && defined(_DEBUG)
#if defined(AMP2HIP_MODE_CUDA)
  __trap();
#else
  __builtin_trap();
#endif
#endif
}

template <typename... Args>
AMP2HIP_D inline void direct3d_errorf(const char *format, Args... args) {
  direct3d_printf(format, args...);
  direct3d_abort();
}

} // namespace Concurrency
