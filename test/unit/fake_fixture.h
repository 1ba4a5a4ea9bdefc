// What the tests that run the runtime against the fake backend share: a
// fixture on one fake GPU with fresh statistics, and a kernel with the code
// that plays it on the "device" (host) memory.
#pragma once

#include "fake_backend.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

namespace fake {

// A kernel as the translator would declare it. On the host it is never run:
// the fake backend hands its arguments to fake::on_launch.
inline void add_kernel(amp2hip::extent_domain<1>,
                       concurrency::array_view<int, 1>, int) {}

// Plays add_kernel: a[i] += s on the device copy.
inline void play_add(const launch_record &r) {
  auto &d = *static_cast<amp2hip::extent_domain<1> *>(r.args[0]);
  auto &a = *static_cast<concurrency::array_view<int, 1> *>(r.args[1]);
  int s = *static_cast<int *>(r.args[2]);
  int *p = amp2hip::detail::view_access::device_pointer(a);
  for (int i = 0; i < d.ext[0]; ++i)
    p[i] += s;
}

// One fake GPU, no launches yet, fresh statistics; launches run nothing
// unless a test sets on_launch.
class Test : public ::testing::Test {
protected:
  void SetUp() override {
    devices = 1;
    launches.clear();
    on_launch = nullptr;
    amp2hip::reset_stats();
  }
  void TearDown() override { on_launch = nullptr; }
  const amp2hip::runtime_stats &st() { return amp2hip::stats(); }
};

} // namespace fake
