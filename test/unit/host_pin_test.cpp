// Registering a data source's host memory in the background
// (detail/host_pin.h) on the fake backend: it starts once whole transfers
// took as long as registering costs, later copies go straight, it ends
// with the last view, the bound and the smallest size hold.
#include "fake_fixture.h"

#include <amp2hip/detail/host_pin.h>

#include <chrono>
#include <future>
#include <thread>
#include <vector>

namespace {
using namespace concurrency;
namespace det = amp2hip::detail;

class HostPin : public fake::Test {
protected:
  void SetUp() override {
    fake::Test::SetUp();
    // Registering costs next to nothing: the first whole transfer starts
    // it.
    det::set_host_register_policy(std::size_t(64) << 20, 1e-12);
    fake::copies.clear();
  }
  void TearDown() override {
    det::set_host_register_policy(std::size_t(4096) << 20, 0.5);
    fake::register_gate = std::shared_future<void>();
    fake::Test::TearDown();
  }
  // Waits (up to a second) until `bytes` are registered.
  static bool registered_soon(std::size_t bytes) {
    for (int i = 0; i < 1000 && fake::registered_bytes() != bytes; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return fake::registered_bytes() == bytes;
  }
  // Moves the whole view up (a kernel reading it) after refresh().
  static void upload_again(const array_view<const float, 1> &v) {
    v.refresh();
    v.synchronize_to(accelerator().get_default_view());
  }
};

const std::size_t n = std::size_t(2) << 20; // 8 MiB of floats

TEST_F(HostPin, TransfersThatTookTheCostRegisterAndLaterOnesGoStraight) {
  std::vector<float> host(n, 1.0f);
  {
    array_view<const float, 1> v(static_cast<int>(n), host);
    upload_again(v);
    EXPECT_EQ(st().host_registrations, 1u);
    ASSERT_TRUE(registered_soon(n * 4));
    EXPECT_EQ(det::host_bytes_registered(), n * 4);
    fake::copies.clear();
    upload_again(v);
    ASSERT_EQ(fake::copies.size(), 1u); // one direct copy, no staging
    EXPECT_EQ(fake::copies[0].kind, fake::copy_record::to_device);
    EXPECT_EQ(fake::copies[0].bytes, n * 4);
    EXPECT_EQ(st().pinned_copies, 1u);
    EXPECT_EQ(st().bytes_to_device, 2 * n * 4);
  }
  // The last view undid it.
  EXPECT_EQ(fake::registered_bytes(), 0u);
  EXPECT_EQ(det::host_bytes_registered(), 0u);
}

TEST_F(HostPin, TransfersGoOnThroughThePipelineWhileRegistering) {
  std::promise<void> open;
  fake::register_gate = open.get_future().share();
  std::vector<float> host(n, 2.0f);
  {
    array_view<const float, 1> v(static_cast<int>(n), host);
    upload_again(v); // starts registering, which waits at the gate
    fake::copies.clear();
    upload_again(v);
    EXPECT_GT(fake::copies.size(), 1u); // staged chunks
    EXPECT_EQ(st().pinned_copies, 0u);
    open.set_value();
    ASSERT_TRUE(registered_soon(n * 4));
  }
  EXPECT_EQ(fake::registered_bytes(), 0u);
}

TEST_F(HostPin, TheBoundAndTheSmallestSizeHold) {
  det::set_host_register_policy(std::size_t(4) << 20, 0); // under 8 MiB
  std::vector<float> big(n, 1.0f), small(1 << 19, 1.0f);  // 8 MiB, 2 MiB
  array_view<const float, 1> b(static_cast<int>(n), big);
  array_view<const float, 1> s(1 << 19, small);
  for (int k = 0; k < 3; ++k) {
    upload_again(b);
    upload_again(s);
  }
  EXPECT_EQ(st().host_registrations, 0u);
  EXPECT_EQ(st().pinned_copies, 0u);
  EXPECT_EQ(det::host_bytes_registered(), 0u);
}

TEST_F(HostPin, DownloadsIntoRegisteredMemoryGoStraight) {
  std::vector<float> host(n, 0.0f);
  array_view<float, 1> v(static_cast<int>(n), host);
  fake::on_launch = [](const fake::launch_record &r) {
    auto &a = *static_cast<array_view<float, 1> *>(r.args[1]);
    float *p = amp2hip::detail::view_access::device_pointer(a);
    for (std::size_t i = 0; i < n; ++i)
      p[i] += 1.0f;
  };
  auto add_one = [](amp2hip::extent_domain<1>, array_view<float, 1>) {};
  // The first kernel uploads and starts registering; then each
  // synchronize() downloads straight into the registered memory.
  amp2hip::launch(+add_one, v.extent, v);
  ASSERT_TRUE(registered_soon(n * 4));
  v.synchronize();
  for (int k = 0; k < 2; ++k) {
    amp2hip::launch(+add_one, v.extent, v);
    v.synchronize();
  }
  EXPECT_EQ(host[0], 3.0f);
  EXPECT_EQ(host[n - 1], 3.0f);
  EXPECT_EQ(st().pinned_copies, 3u);
  EXPECT_EQ(st().bytes_to_host, 3 * n * 4);
  EXPECT_EQ(st().bytes_to_device, n * 4);
}

} // namespace
