// The C++ AMP containers' API and their coherence, against the fake backend
// (device memory is host memory): views without a data source, overlapping
// sections, refresh/discard, view_as/reinterpret_as, cpu and staging arrays,
// copy in every direction, copy_async/completion_future, shape errors.
#include "fake_fixture.h"

#include <list>
#include <numeric>
#include <vector>

using namespace concurrency;
using amp2hip::extent_domain;

namespace {

using fake::add_kernel;

class Containers : public fake::Test {
protected:
  void SetUp() override {
    fake::Test::SetUp();
    fake::on_launch = fake::play_add;
  }
  accelerator_view cpu_view() {
    return accelerator(accelerator::cpu_accelerator).get_default_view();
  }
  // Host access to a GPU array goes through a view (its cpu_access_type is
  // access_type_none).
  template <typename T, int N> static array_view<T, N> on_host(array<T, N> &a) {
    return array_view<T, N>(a);
  }
};

} // namespace

TEST_F(Containers, AccessTypeValuesAreVisualCpps) {
  EXPECT_EQ(access_type_read_write, access_type_read | access_type_write);
  EXPECT_NE(access_type_auto, access_type_none);
  array<int, 1> a(4, accelerator().get_default_view(), access_type_read);
  EXPECT_EQ(a.get_cpu_access_type(), access_type_read);
  // auto: the accelerator's default, none on a GPU without shared memory;
  // the CPU then reaches the array only through views and copies
  array<int> g(4);
  EXPECT_EQ(g.get_cpu_access_type(), access_type_none);
  EXPECT_EQ(g.data(), nullptr);
  EXPECT_THROW(g(0), runtime_exception);
  array_view<int> gv(g);
  gv[0] = 3;
  EXPECT_EQ(static_cast<std::vector<int>>(g)[0], 3);
  array<int> c(4, cpu_view());
  EXPECT_EQ(c.get_cpu_access_type(), access_type_read_write);
  EXPECT_NE(c.data(), nullptr);
}

TEST_F(Containers, ViewWithoutDataSourceAllocatesWhereUsed) {
  array_view<int, 1> av(16);
  EXPECT_EQ(st().device_allocations, 0u);
  EXPECT_THROW(av.get_source_accelerator_view(), runtime_exception);
  amp2hip::launch(add_kernel, av.extent, av, 3); // nothing to upload
  EXPECT_EQ(st().device_allocations, 1u);
  EXPECT_EQ(st().uploads, 0u);
  av[0] = 7; // host copy made on demand: downloads the kernel's result
  EXPECT_EQ(st().downloads, 1u);
  EXPECT_EQ(av[0], 7);
  amp2hip::launch(add_kernel, av.extent, av, 1);
  EXPECT_EQ(av(0), 8);
}

TEST_F(Containers, OverlappingSectionsOfOneSourceStayCoherent) {
  std::vector<int> v(10, 0);
  array_view<int, 1> whole(10, v);
  array_view<int, 1> left = whole.section(0, 6);
  array_view<int, 1> right = whole.section(4, 6);
  left[5] = 50; // element 5 of the source, on the host
  amp2hip::launch(add_kernel, right.extent, right, 1); // elements 4..9
  EXPECT_EQ(left[5], 51); // sees the kernel's write through the other view
  EXPECT_EQ(left[3], 0);
  EXPECT_EQ(right[0], 1);
  right.synchronize();
  EXPECT_EQ(v[5], 51);
  EXPECT_EQ(v[9], 1);
}

TEST_F(Containers, RefreshTakesTheHostChangesWithoutCopyingBack) {
  std::vector<int> v(8, 0);
  array_view<int, 1> av(8, v);
  amp2hip::launch(add_kernel, av.extent, av, 1);
  av.synchronize();
  v[2] = 100; // behind the view's back
  av.refresh();
  amp2hip::launch(add_kernel, av.extent, av, 1); // must upload again
  EXPECT_EQ(st().uploads, 2u);
  EXPECT_EQ(av[2], 101);
  EXPECT_EQ(av[3], 2);
}

TEST_F(Containers, DiscardOfASectionKeepsTheRest) {
  std::vector<int> v(8, 5);
  array_view<int, 1> av(8, v);
  av.section(0, 4).discard_data(); // a hint only: the rest still matters
  amp2hip::launch(add_kernel, av.extent, av, 1);
  EXPECT_EQ(st().uploads, 1u);
  EXPECT_EQ(av[7], 6);
  av.discard_data(); // the whole view: nothing is uploaded
  amp2hip::launch(add_kernel, av.extent, av, 1);
  EXPECT_EQ(st().uploads, 1u);
}

TEST_F(Containers, SynchronizeMakesAnArraysDeviceCopyCurrent) {
  array<int, 1> a(4);
  array_view<int, 1> av(a);
  EXPECT_EQ(av.get_source_accelerator_view(), a.get_accelerator_view());
  av[1] = 9; // host write through the view (after a download)
  EXPECT_EQ(st().downloads, 1u);
  EXPECT_EQ(st().uploads, 0u);
  av.synchronize(); // the source is the array on the GPU: upload
  EXPECT_EQ(st().uploads, 1u);
  std::vector<int> out = a;
  EXPECT_EQ(out[1], 9);
  av.synchronize_to(cpu_view());
  av.synchronize();
  EXPECT_EQ(st().downloads, 1u); // every copy was current already
  EXPECT_EQ(st().uploads, 1u);
}

TEST_F(Containers, ViewAsAndReinterpretAs) {
  std::vector<int> v(12);
  std::iota(v.begin(), v.end(), 0);
  array_view<int, 1> av(12, v);
  array_view<int, 2> m = av.view_as(extent<2>(3, 4));
  EXPECT_EQ(m(2, 1), 9);
  m(0, 0) = -1;
  EXPECT_EQ(av[0], -1);
  array_view<int, 2> sub = av.section(4, 8).view_as(extent<2>(2, 3));
  EXPECT_EQ(sub(1, 0), 7);
  EXPECT_THROW(av.view_as(extent<2>(5, 3)), runtime_exception);

  array_view<unsigned, 1> u = av.reinterpret_as<unsigned>();
  EXPECT_EQ(u.extent.size(), 12u);
  EXPECT_EQ(u[0], 0xffffffffu);
  struct three {
    int a, b, c;
  };
  EXPECT_EQ(av.reinterpret_as<three>().extent[0], 4);
  EXPECT_THROW(av.section(0, 10).reinterpret_as<three>(), runtime_exception);

  array<float, 2> a(2, 3);
  array_view<float, 1> flat = a.view_as(extent<1>(6));
  flat[4] = 2.5f;
  EXPECT_EQ(on_host(a)(1, 1), 2.5f);
  array_view<int, 1> bits = a.reinterpret_as<int>();
  EXPECT_EQ(bits.extent[0], 6);
  const array<float, 2> &ca = a;
  array_view<const float, 3> c3 = ca.view_as(extent<3>(1, 2, 3));
  EXPECT_EQ(c3(0, 1, 1), 2.5f);
}

TEST_F(Containers, ShapeErrorsThrow) {
  std::vector<int> v(20);
  array_view<int, 2> av(5, 4, v);
  EXPECT_THROW(av.section(concurrency::index<2>(4, 4)), runtime_exception);
  EXPECT_THROW(av.section(1, 1, 5, 1), runtime_exception);
  EXPECT_THROW(av.section(-1, 0, 2, 2), runtime_exception);
  EXPECT_NO_THROW(av.section(1, 1, 4, 3));
  EXPECT_THROW(av[5], runtime_exception);
  EXPECT_THROW(av(-1), runtime_exception);
  EXPECT_THROW((array<int, 2>(extent<2>(0, 3))), runtime_exception);
  EXPECT_THROW((array<int, 1>(-4)), runtime_exception);
  EXPECT_THROW((array_view<int, 1>(0, v)), runtime_exception);
}

TEST_F(Containers, ProjectionsOfArraysAndViews) {
  array<int, 3> a(2, 3, 4);
  std::vector<int> src(24);
  std::iota(src.begin(), src.end(), 0);
  copy(src.begin(), a);
  array_view<int, 2> plane = a[1];
  EXPECT_EQ(plane(2, 3), 23);
  EXPECT_EQ(a(1)(0)(2), 14); // projections are views: host access is fine
  const array<int, 3> &ca = a;
  array_view<const int, 1> row = ca[0][2];
  EXPECT_EQ(row[1], 9);
  plane[0][0] = -12;
  EXPECT_EQ(on_host(a)(1, 0, 0), -12);
}

TEST_F(Containers, CpuAndStagingArraysLiveInHostMemory) {
  std::vector<int> src(6, 4);
  array<int, 1> c(6, src.begin(), cpu_view());
  EXPECT_EQ(st().device_allocations, 0u);
  EXPECT_EQ(c[5], 4);
  c.data()[0] = 1;
  EXPECT_EQ(c(0), 1);
  array_view<int, 1> cv(c);
  EXPECT_EQ(cv.get_source_accelerator_view(), c.get_accelerator_view());
  // Kernels cannot use an array whose storage is on the host.
  fake::on_launch = nullptr;
  void (*k)(extent_domain<1>, amp2hip::device_ref<array<int, 1>>) = nullptr;
  EXPECT_THROW(amp2hip::launch(k, c.extent, c), runtime_exception);

  accelerator_view gpu = accelerator().get_default_view();
  array<int, 2> staging(2, 3, cpu_view(), gpu);
  EXPECT_EQ(staging.get_accelerator_view(), cpu_view());
  EXPECT_EQ(staging.get_associated_accelerator_view(), gpu);
  EXPECT_EQ(st().device_allocations, 0u);
  array<int, 2> g(2, 3);
  staging(1, 2) = 8;
  copy(staging, g);
  EXPECT_EQ(static_cast<std::vector<int>>(g)[5], 8);
}

TEST_F(Containers, CopyInEveryDirection) {
  std::vector<int> src(12);
  std::iota(src.begin(), src.end(), 1);
  // iterator range -> array -> array -> view -> iterator
  array<int, 2> a(3, 4);
  copy(src.begin(), src.end(), a);
  array<int, 2> b(3, 4);
  a.copy_to(b);
  std::vector<int> host(12, 0);
  array_view<int, 2> hv(3, 4, host);
  copy(b, hv);
  std::list<int> out;
  copy(hv, std::back_inserter(out));
  EXPECT_EQ(std::vector<int>(out.begin(), out.end()), src);
  // view -> view, const view -> array, sections (non-contiguous rows)
  std::vector<int> other(12, 0);
  array_view<int, 2> ov(3, 4, other);
  array_view<const int, 2> chv = hv;
  copy(chv.section(concurrency::index<2>(1, 1), extent<2>(2, 2)),
       ov.section(concurrency::index<2>(0, 2), extent<2>(2, 2)));
  EXPECT_EQ(other[2], 6);
  EXPECT_EQ(other[3], 7);
  EXPECT_EQ(other[6], 10);
  EXPECT_EQ(other[7], 11);
  EXPECT_EQ(other[4], 0);
  array<int, 2> c(3, 4);
  copy(chv, c);
  c = array_view<const int, 2>(ov); // array = view copies the elements
  EXPECT_EQ(on_host(c)(1, 2), 10);
  // iterator without end, into a section of an array
  std::vector<int> two = {-1, -2};
  copy(two.begin(), a.section(1, 1, 1, 2));
  // a section of a GPU array is read (and was written) without a host
  // shadow of the array: only its bytes move
  amp2hip::reset_stats();
  std::vector<int> part(2);
  copy(a.section(1, 1, 1, 2), part.begin());
  EXPECT_EQ(part, two);
  EXPECT_EQ(st().bytes_to_host, 2 * sizeof(int));
  EXPECT_EQ(on_host(a)(1, 2), -2);
  EXPECT_EQ(on_host(a)(1, 3), 8);
}

TEST_F(Containers, CopyChecksSizesAndRanges) {
  std::vector<int> v(5, 1);
  array<int, 1> a(4);
  EXPECT_THROW(copy(v.begin(), v.end(), a), runtime_exception); // too many
  EXPECT_THROW(copy(v.end(), v.begin(), a), runtime_exception); // reversed
  std::fill(v.begin(), v.end(), 3);
  copy(v.begin(), v.begin() + 2, a); // fewer: only those are written
  std::vector<int> out = a;
  EXPECT_EQ(out[1], 3);
  array<int, 2> b(2, 2), c(4, 1);
  EXPECT_THROW(b.copy_to(c), runtime_exception);
  std::vector<int> w(4);
  array_view<int, 2> wv(1, 4, w);
  EXPECT_THROW(wv.copy_to(b), runtime_exception);
  EXPECT_THROW((array<int, 1>(3, v.begin(), v.end())), runtime_exception);
}

TEST_F(Containers, CopyAsyncAndCompletionFuture) {
  std::vector<int> src(8, 2), dst(8, 0);
  array<int, 1> a(8);
  completion_future f = copy_async(src.begin(), src.end(), a);
  EXPECT_TRUE(f.valid());
  EXPECT_EQ(f.wait_for(std::chrono::seconds(0)), std::future_status::ready);
  f.get();
  bool ran = false;
  copy_async(a, dst.begin()).then([&] { ran = true; });
  EXPECT_TRUE(ran);
  EXPECT_EQ(dst[7], 2);
  array_view<int, 1> dv(8, dst);
  copy_async(a, dv).wait();
  std::shared_future<void> sf = dv.synchronize_async();
  sf.get();
  EXPECT_FALSE(completion_future().valid());
}

TEST_F(Containers, ArraysAreValues) {
  std::vector<int> src(4);
  std::iota(src.begin(), src.end(), 0);
  array<int, 1> a(4, src.begin(), cpu_view());
  array<int, 1> b(a);
  a(0) = 10;
  EXPECT_EQ(b(0), 0);
  EXPECT_EQ(b.get_accelerator_view(), cpu_view());
  array<int, 1> m(std::move(a));
  EXPECT_EQ(m(0), 10);
  array<int, 1> from_view(array_view<const int, 1>(4, src),
                          accelerator().get_default_view(), cpu_view());
  EXPECT_EQ(on_host(from_view)(3), 3);
  b = m;
  EXPECT_EQ(b(0), 10);
}

TEST_F(Containers, ExceptionsCarryTheirCodes) {
  runtime_exception e("boom", 42);
  EXPECT_STREQ(e.what(), "boom");
  EXPECT_EQ(e.get_error_code(), 42);
  accelerator_view_removed r("gone", 7);
  EXPECT_EQ(r.get_view_removed_reason(), 7);
  EXPECT_STREQ(r.what(), "gone");
  const runtime_exception &base = out_of_memory("oom");
  EXPECT_STREQ(base.what(), "oom");
  EXPECT_STRNE(unsupported_feature().what(), "");
  EXPECT_STREQ(invalid_compute_domain("tile").what(), "tile");
}

// tile<...>().pad() past INT_MAX wraps to a negative extent, and a count of
// elements past 2^32 - 1 would wrap size(): both throw (conformance
// 4_2_3_m/tile/Negative/pad.01).
TEST_F(Containers, OverflowingExtentsThrow) {
  EXPECT_THROW((array<int, 1>(extent<1>(2147483647).tile<4>().pad())),
               runtime_exception);
  EXPECT_THROW(
      (array<int, 2>(extent<2>(2147483647, 2147483647).tile<4, 4>().pad())),
      runtime_exception);
  EXPECT_THROW(
      (array<int, 3>(
          extent<3>(2147483647, 2147483647, 2147483647).tile<4, 4, 4>().pad())),
      runtime_exception);
  EXPECT_THROW((array<int, 2>(65536, 65536)), runtime_exception);
  EXPECT_THROW((array<char, 3>(2048, 2048, 1024)), runtime_exception);
  int x = 0;
  EXPECT_THROW((array_view<int, 2>(65536, 65536, &x)), runtime_exception);
}

// The pointer constructors are restrict(amp, cpu) (device code makes views
// of local arrays); on the host they still make a coherent view.
TEST_F(Containers, PointerConstructorsOnTheHost) {
  int data[30] = {};
  array_view<int, 2> av(3, 10, data);
  av(2, 9) = 7;
  EXPECT_EQ(data[29], 7);
  array_view<const int, 3> cv(extent<3>(2, 3, 5), data);
  EXPECT_EQ(cv(1, 2, 4), 7);
  EXPECT_THROW((array_view<int, 1>(4, static_cast<int *>(nullptr))),
               runtime_exception);
}

// discard_data() of a section: what kernels wrote under it is not copied
// back, and does not come back with a later kernel's writes elsewhere
// (conformance 5_2_3_m/ImplicitSynchronize/Discard/Test.02).
TEST_F(Containers, DiscardOfASectionDropsItsKernelWrites) {
  std::vector<int> v(100, 20);
  array_view<int, 1> av(100, v);
  array_view<int, 1> s1 = av.section(10, 20);
  amp2hip::launch(add_kernel, extent<1>(20), s1, 5);
  s1.discard_data();
  av.synchronize();
  for (int i = 0; i < 100; ++i)
    ASSERT_EQ(v[i], 20) << i;

  array_view<int, 1> s2 = av.section(50, 10);
  amp2hip::launch(add_kernel, extent<1>(10), s2, 1);
  av.synchronize();
  for (int i = 0; i < 100; ++i)
    ASSERT_EQ(v[i], i >= 50 && i < 60 ? 21 : 20) << i;

  // Without a discard the kernel's writes come back as before.
  amp2hip::launch(add_kernel, extent<1>(20), s1, 2);
  av.synchronize();
  EXPECT_EQ(v[10], 22);
  EXPECT_EQ(v[29], 22);
  EXPECT_EQ(v[30], 20);
}

// array(e, gpu_av, cpu_av) is no staging array: its associated view is its
// own. An array on the cpu accelerator is host memory, accessible whatever
// cpu_access_type it was given.
TEST_F(Containers, AssociatedViewAndCpuArrayAccess) {
  accelerator_view gpu = accelerator().create_view(queuing_mode_immediate);
  array<int, 1> a(4, gpu, cpu_view());
  EXPECT_EQ(a.get_associated_accelerator_view(), a.get_accelerator_view());
  array<int, 1> staging(4, cpu_view(), gpu);
  EXPECT_EQ(staging.get_associated_accelerator_view(), gpu);

  array<int, 1> on_cpu(extent<1>(4), cpu_view(), access_type_none);
  on_cpu[2] = 5;
  EXPECT_EQ(on_cpu[2], 5);
  EXPECT_NE(on_cpu.data(), nullptr);
  std::vector<int> out(4);
  copy(on_cpu, out.begin());
  EXPECT_EQ(out[2], 5);
}
