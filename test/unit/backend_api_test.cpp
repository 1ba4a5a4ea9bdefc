// The real backend (runtime/src/backend_impl.inc) over a model of the GPU
// runtime API (fake_api.h): errors are attributed to the call that caused
// them.
#include "fake_api.h"

#define AMP2HIP_API(name) fake##name
#define AMP2HIP_ERR(name) fakeError##name
#define AMP2HIP_API_NAME "FAKEAPI"
#define AMP2HIP_API_PREFIX "fake"
#define AMP2HIP_DEVICE_PROP fakeDeviceProp
#define AMP2HIP_PINNED_ALLOC(pp, n) fakeMallocHost(pp, n)
#define AMP2HIP_PINNED_ALLOC_NAME "fakeMallocHost"
#define AMP2HIP_PINNED_FREE fakeFreeHost
#define AMP2HIP_PINNED_FREE_NAME "fakeFreeHost"
#define AMP2HIP_ERR_UNLOADING fakeErrorCudartUnloading
#include "../../runtime/src/backend_impl.inc"

#include <gtest/gtest.h>

namespace {
namespace backend = amp2hip::detail::backend;

void empty_kernel() {}

TEST(BackendErrors, CaughtOutOfMemoryIsNotReportedByTheNextLaunch) {
  fakeapi::memory_limit = 1 << 20;
  EXPECT_THROW(backend::device_alloc(0, 2 << 20), concurrency::out_of_memory);
  // The failed allocation was reported where it happened; the launch that
  // follows succeeds and says so.
  amp2hip::detail::geometry g;
  int before = fakeapi::launches;
  EXPECT_NO_THROW(backend::launch_kernel(
      0, reinterpret_cast<const void *>(&empty_kernel), g, nullptr, nullptr));
  EXPECT_EQ(fakeapi::launches, before + 1);
  EXPECT_EQ(fakeGetLastError(), fakeSuccess);
}

TEST(BackendErrors, TheFailingCallIsNamed) {
  fakeapi::memory_limit = 1 << 20;
  try {
    backend::device_alloc(0, 3 << 20);
    FAIL() << "no exception";
  } catch (const concurrency::out_of_memory &e) {
    EXPECT_NE(std::string(e.what()).find("fakeMalloc(3145728 bytes)"),
              std::string::npos)
        << e.what();
  }
}

} // namespace
