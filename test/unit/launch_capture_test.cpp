// Launch arguments that hold array_views inside them -- a struct captured by
// value, a function object's members -- reach the kernel pointing at the
// device copy (detail/capture.h), run against the fake backend.
#include "fake_backend.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <vector>

using namespace concurrency;
using amp2hip::extent_domain;

namespace {

struct Holder {
  array_view<int, 1> out;
  array_view<const int, 1> in;
  int scale;
};

// A function object as C++ AMP passes one to parallel_for_each; its copy
// constructor is the user's.
class Scaler {
public:
  Scaler(array_view<int, 1> v, int s) : v_(v), s_(s) {}
  Scaler(const Scaler &o) : v_(o.v_), s_(o.s_) {}
  void operator()(concurrency::index<1> i) const { v_[i] *= s_; }
  const array_view<int, 1> &view() const { return v_; }
  int scale() const { return s_; }

private:
  const array_view<int, 1> v_;
  int s_;
};

void holder_kernel(extent_domain<1>, Holder) {}

class LaunchCapture : public ::testing::Test {
protected:
  void SetUp() override {
    fake::devices = 1;
    fake::launches.clear();
    fake::on_launch = nullptr;
  }
  void TearDown() override { fake::on_launch = nullptr; }
};

} // namespace

TEST_F(LaunchCapture, ViewsInsideAStructPointAtTheDeviceCopy) {
  std::vector<int> out(8, 0), in(8);
  for (int i = 0; i < 8; ++i)
    in[i] = i;
  array_view<int, 1> o(8, out);
  array_view<const int, 1> n(8, in);
  fake::on_launch = [](const fake::launch_record &r) {
    auto &h = *static_cast<Holder *>(r.args[1]);
    int *dst = amp2hip::detail::view_access::device_pointer(h.out);
    const int *src = amp2hip::detail::view_access::device_pointer(h.in);
    ASSERT_NE(dst, nullptr);
    ASSERT_NE(src, nullptr);
    for (int i = 0; i < 8; ++i)
      dst[i] = src[i] * h.scale;
  };
  amp2hip::launch(holder_kernel, o.extent, Holder{o, n, 3});
  o.synchronize();
  EXPECT_EQ(out[7], 21);
  // Outside a launch, copies are host copies again.
  EXPECT_EQ(amp2hip::detail::launch_capture::device(), -1);
  Holder h{o, n, 1};
  Holder copy(h);
  EXPECT_EQ(amp2hip::detail::view_access::device_pointer(copy.out),
            amp2hip::detail::view_access::device_pointer(h.out));
}

TEST_F(LaunchCapture, FunctionObjectsGoThroughParallelForEach) {
  std::vector<int> v(4, 2);
  array_view<int, 1> a(4, v);
  const void *kernel = nullptr;
  fake::on_launch = [&](const fake::launch_record &r) {
    kernel = r.kernel;
    auto &d = *static_cast<extent_domain<1> *>(r.args[0]);
    auto &f = *static_cast<Scaler *>(r.args[1]);
    int *p = amp2hip::detail::view_access::device_pointer(f.view());
    ASSERT_NE(p, nullptr);
    for (int i = 0; i < d.ext[0]; ++i)
      p[i] *= f.scale();
  };
  parallel_for_each(a.extent, Scaler(a, 5));
  EXPECT_EQ(kernel, reinterpret_cast<const void *>(
                        &amp2hip::functor_kernel<extent_domain<1>, Scaler>));
  a.synchronize();
  EXPECT_EQ(v[3], 10);
}

TEST_F(LaunchCapture, EmptyDomainIsInvalid) {
  std::vector<int> v(4, 2);
  array_view<int, 1> a(4, v);
  EXPECT_THROW(parallel_for_each(extent<1>(0), Scaler(a, 5)),
               invalid_compute_domain);
}
