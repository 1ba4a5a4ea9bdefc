// amp2hip runtime: the HIP backend (libamp2hip_hip.a). Host code only,
// compiled by a plain C++ compiler against HIP's runtime API header.
#define AMP2HIP_BACKEND_HIP 1
#if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)
#define __HIP_PLATFORM_AMD__ 1
#endif
#include <hip/hip_runtime_api.h>

#define AMP2HIP_API(name) hip##name
#define AMP2HIP_ERR(name) hipError##name
#define AMP2HIP_API_NAME "HIP"
#define AMP2HIP_API_PREFIX "hip"
#define AMP2HIP_DEVICE_PROP hipDeviceProp_t
#define AMP2HIP_PINNED_ALLOC(pp, n) hipHostMalloc(pp, n, hipHostMallocDefault)
#define AMP2HIP_PINNED_ALLOC_NAME "hipHostMalloc"
#define AMP2HIP_PINNED_FREE hipHostFree
#define AMP2HIP_PINNED_FREE_NAME "hipHostFree"
#define AMP2HIP_ERR_UNLOADING hipErrorDeinitialized
#include "backend_impl.inc"
