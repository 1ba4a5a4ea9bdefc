// A model of the GPU runtime API (CUDA's, which HIP's mirrors) under the
// real backend code (runtime/src/backend_impl.inc), for the tests of what
// that code does with the API's error state: like the real API, a failing
// call also leaves its error as the thread's "last error", which the next
// GetLastError returns (and clears). "Device" memory is host memory;
// allocations past fakeapi::memory_limit fail with out of memory.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
  dim3(unsigned x_ = 1, unsigned y_ = 1, unsigned z_ = 1)
      : x(x_), y(y_), z(z_) {}
};

enum fakeError_t {
  fakeSuccess = 0,
  fakeErrorMemoryAllocation = 2,
  fakeErrorNoDevice = 100,
  fakeErrorInsufficientDriver = 35,
  fakeErrorCudartUnloading = 4,
};
enum fakeMemcpyKind {
  fakeMemcpyHostToDevice,
  fakeMemcpyDeviceToHost,
  fakeMemcpyDeviceToDevice
};
using fakeStream_t = struct fake_stream *;
using fakeEvent_t = struct fake_event *;
const unsigned fakeEventDisableTiming = 2;

struct fakeDeviceProp {
  char name[256] = "Fake API GPU";
  std::size_t totalGlobalMem = std::size_t(1) << 30;
  int major = 9, minor = 0, pciBusID = 0, pciDeviceID = 0, integrated = 0,
      concurrentManagedAccess = 0;
};

namespace fakeapi {
inline std::size_t memory_limit = std::size_t(1) << 30;
inline thread_local fakeError_t last_error = fakeSuccess;
inline int launches = 0;
// Every call returns its result through here, as the real API does.
inline fakeError_t result(fakeError_t e) {
  if (e != fakeSuccess)
    last_error = e;
  return e;
}
} // namespace fakeapi

inline fakeError_t fakeGetLastError() {
  fakeError_t e = fakeapi::last_error;
  fakeapi::last_error = fakeSuccess;
  return e;
}
inline const char *fakeGetErrorString(fakeError_t e) {
  return e == fakeErrorMemoryAllocation ? "out of memory" : "fake error";
}
inline const char *fakeGetErrorName(fakeError_t e) {
  return e == fakeErrorMemoryAllocation ? "fakeErrorMemoryAllocation"
                                        : "fakeError";
}
inline fakeError_t fakeGetDeviceCount(int *n) {
  *n = 1;
  return fakeSuccess;
}
inline fakeError_t fakeGetDeviceProperties(fakeDeviceProp *p, int) {
  *p = fakeDeviceProp();
  return fakeSuccess;
}
inline fakeError_t fakeSetDevice(int) { return fakeSuccess; }
inline fakeError_t fakeMalloc(void **p, std::size_t n) {
  if (n > fakeapi::memory_limit)
    return fakeapi::result(fakeErrorMemoryAllocation);
  *p = std::malloc(n);
  return fakeSuccess;
}
inline fakeError_t fakeFree(void *p) {
  std::free(p);
  return fakeSuccess;
}
inline fakeError_t fakeMallocHost(void **p, std::size_t n) {
  return fakeMalloc(p, n);
}
inline fakeError_t fakeFreeHost(void *p) { return fakeFree(p); }
const unsigned fakeHostRegisterDefault = 0;
inline fakeError_t fakeHostRegister(void *, std::size_t, unsigned) {
  return fakeSuccess;
}
inline fakeError_t fakeHostUnregister(void *) { return fakeSuccess; }
inline fakeError_t fakeMemcpy(void *d, const void *s, std::size_t n,
                              fakeMemcpyKind) {
  std::memcpy(d, s, n);
  return fakeSuccess;
}
inline fakeError_t fakeMemcpy2D(void *d, std::size_t dp, const void *s,
                                std::size_t sp, std::size_t w, std::size_t h,
                                fakeMemcpyKind) {
  for (std::size_t r = 0; r < h; ++r)
    std::memcpy(static_cast<char *>(d) + r * dp,
                static_cast<const char *>(s) + r * sp, w);
  return fakeSuccess;
}
inline fakeError_t fakeMemcpy2DAsync(void *d, std::size_t dp, const void *s,
                                     std::size_t sp, std::size_t w,
                                     std::size_t h, fakeMemcpyKind k,
                                     fakeStream_t) {
  return fakeMemcpy2D(d, dp, s, sp, w, h, k);
}
struct fakePitchedPtr {
  void *ptr = nullptr;
  std::size_t pitch = 0, xsize = 0, ysize = 0;
};
struct fakeExtent {
  std::size_t width = 0, height = 0, depth = 0;
};
struct fakeMemcpy3DParms {
  fakePitchedPtr srcPtr, dstPtr;
  fakeExtent extent;
  fakeMemcpyKind kind = fakeMemcpyHostToDevice;
};
inline fakeError_t fakeMemcpy3D(const fakeMemcpy3DParms *p) {
  const fakeExtent &e = p->extent;
  for (std::size_t z = 0; z < e.depth; ++z)
    fakeMemcpy2D(static_cast<char *>(p->dstPtr.ptr) +
                     z * p->dstPtr.pitch * p->dstPtr.ysize,
                 p->dstPtr.pitch,
                 static_cast<const char *>(p->srcPtr.ptr) +
                     z * p->srcPtr.pitch * p->srcPtr.ysize,
                 p->srcPtr.pitch, e.width, e.height, p->kind);
  return fakeSuccess;
}
inline fakeError_t fakeMemcpyAsync(void *d, const void *s, std::size_t n,
                                   fakeMemcpyKind k, fakeStream_t) {
  return fakeMemcpy(d, s, n, k);
}
inline fakeError_t fakeEventCreateWithFlags(fakeEvent_t *e, unsigned) {
  *e = nullptr;
  return fakeSuccess;
}
inline fakeError_t fakeEventDestroy(fakeEvent_t) { return fakeSuccess; }
inline fakeError_t fakeEventRecord(fakeEvent_t, fakeStream_t) {
  return fakeSuccess;
}
inline fakeError_t fakeEventSynchronize(fakeEvent_t) { return fakeSuccess; }
inline fakeError_t fakeStreamCreate(fakeStream_t *s) {
  *s = nullptr;
  return fakeSuccess;
}
inline fakeError_t fakeStreamDestroy(fakeStream_t) { return fakeSuccess; }
const unsigned fakeStreamNonBlocking = 1;
inline fakeError_t fakeStreamCreateWithFlags(fakeStream_t *s, unsigned) {
  *s = nullptr;
  return fakeSuccess;
}
inline fakeError_t fakeStreamWaitEvent(fakeStream_t, fakeEvent_t, unsigned) {
  return fakeSuccess;
}
inline fakeError_t fakeStreamSynchronize(fakeStream_t) { return fakeSuccess; }
inline fakeError_t fakeDeviceSynchronize() { return fakeSuccess; }
inline fakeError_t fakeLaunchKernel(const void *, dim3, dim3, void **,
                                    std::size_t, fakeStream_t) {
  ++fakeapi::launches;
  return fakeSuccess;
}
