// The cache of device buffers (detail/device_cache.h) on the fake backend:
// a buffer of a source that died serves the next one of its size, the
// bound holds, small buffers are not kept.
#include "fake_fixture.h"

#include <amp2hip/detail/device_cache.h>

#include <cstdlib>
#include <vector>

namespace {
using namespace concurrency;
namespace det = amp2hip::detail;

class DeviceCache : public fake::Test {
protected:
  void SetUp() override {
    fake::Test::SetUp();
    det::set_device_cache_limit(std::size_t(8) << 20);
  }
  void TearDown() override {
    det::reset_device_cache_limit();
    fake::Test::TearDown();
  }
};

// A 4 MiB (1 Mi-int) array, made and dropped.
void one_array() { array<int, 1> a(1 << 20); }

TEST_F(DeviceCache, ABufferOfASourceThatDiedServesTheNextOfItsSize) {
  long live = fake::live_allocations;
  one_array();
  EXPECT_EQ(det::device_cache_bytes(), std::size_t(4) << 20);
  EXPECT_EQ(fake::live_allocations, live + 1); // kept, not freed
  one_array();
  one_array();
  EXPECT_EQ(st().device_allocations, 3u);
  EXPECT_EQ(st().device_cache_hits, 2u);
  EXPECT_EQ(fake::live_allocations, live + 1);
  // Another size is a new buffer.
  { array<int, 1> b(1 << 19); }
  EXPECT_EQ(st().device_cache_hits, 2u);
  EXPECT_EQ(fake::live_allocations, live + 2);
}

TEST_F(DeviceCache, TheBoundHoldsAndTheOldestGoFirst) {
  long live = fake::live_allocations;
  {
    array<int, 1> a(1 << 20), b(1 << 20), c(1 << 20); // 3 x 4 MiB
  }
  EXPECT_EQ(det::device_cache_bytes(), std::size_t(8) << 20);
  EXPECT_EQ(fake::live_allocations, live + 2);
  det::set_device_cache_limit(0);
  EXPECT_EQ(det::device_cache_bytes(), 0u);
  EXPECT_EQ(fake::live_allocations, live);
  one_array();
  EXPECT_EQ(fake::live_allocations, live); // off: freed at once
}

TEST_F(DeviceCache, TheDefaultBoundIsAnEighthOfTheDevicesMemory) {
  // The fake device has 1 GiB: 128 MiB are kept, so two 48 MiB buffers and
  // not three (the old fixed default, 1 GiB, kept all three).
  unsetenv("AMP2HIP_DEVICE_CACHE_MIB");
  det::reset_device_cache_limit();
  {
    array<int, 1> a(12 << 20), b(12 << 20), c(12 << 20); // 3 x 48 MiB
  }
  EXPECT_EQ(det::device_cache_bytes(), std::size_t(96) << 20);
  // The environment's bound wins over the default.
  setenv("AMP2HIP_DEVICE_CACHE_MIB", "200", 1);
  det::reset_device_cache_limit();
  { array<int, 1> a(12 << 20), b(12 << 20), c(12 << 20); }
  EXPECT_EQ(det::device_cache_bytes(), std::size_t(144) << 20);
  unsetenv("AMP2HIP_DEVICE_CACHE_MIB");
}

TEST_F(DeviceCache, SmallBuffersAreNotKept) {
  long live = fake::live_allocations;
  { array<int, 1> a(1000); }
  EXPECT_EQ(det::device_cache_bytes(), 0u);
  EXPECT_EQ(fake::live_allocations, live);
}

TEST_F(DeviceCache, ViewsReuseTheBufferOfTheViewBefore) {
  std::vector<float> v(1 << 20, 1.0f);
  for (int k = 0; k < 3; ++k) {
    array_view<const float, 1> in(v.size(), v);
    in.synchronize_to(accelerator().get_default_view());
  }
  EXPECT_EQ(st().device_allocations, 3u);
  EXPECT_EQ(st().device_cache_hits, 2u);
  EXPECT_EQ(st().bytes_to_device, 3u * 4 * (1 << 20));
}

} // namespace
