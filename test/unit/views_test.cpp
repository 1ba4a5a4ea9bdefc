// array_view / array coherence, launch argument conversion and errors, run
// against the fake backend (device memory is host memory).
#include "fake_fixture.h"

#include <numeric>
#include <vector>

using namespace concurrency;
using amp2hip::extent_domain;
using amp2hip::tiled_domain;

namespace {

using fake::add_kernel;
using fake::play_add;

// More kernels, as the translator would declare them. On the host they are
// never run: the fake backend hands their arguments to fake::on_launch.
void read_kernel(extent_domain<1>, array_view<const int, 1>) {}
void tiled_kernel(tiled_domain<2, 4>, array_view<float, 2>) {}
void array_kernel(extent_domain<2>, amp2hip::device_ref<array<int, 2>>,
                  array_view<const int, 2>) {}

class Views : public fake::Test {};

} // namespace

TEST_F(Views, CreatingAViewCopiesNothing) {
  std::vector<int> v(100, 1);
  {
    array_view<int, 1> av(100, v);
    EXPECT_EQ(av.extent.size(), 100u);
    EXPECT_EQ(av.get_extent(), extent<1>(100));
  }
  EXPECT_EQ(st().uploads, 0u);
  EXPECT_EQ(st().downloads, 0u);
  EXPECT_EQ(st().device_allocations, 0u);
}

TEST_F(Views, LaunchUploadsOnceAndHostReadDownloadsOnce) {
  std::vector<int> v(1000);
  std::iota(v.begin(), v.end(), 0);
  fake::on_launch = play_add;
  array_view<int, 1> av(1000, v);
  amp2hip::launch(add_kernel, av.extent, av, 5);
  EXPECT_EQ(st().launches, 1u);
  EXPECT_EQ(st().uploads, 1u);
  EXPECT_EQ(st().bytes_to_device, 4000u);
  amp2hip::launch(add_kernel, av.extent, av, 5); // device copy is current
  EXPECT_EQ(st().uploads, 1u);
  EXPECT_EQ(v[10], 10);  // the host copy is stale until synchronized
  EXPECT_EQ(av[10], 20); // host access copies back...
  EXPECT_EQ(st().downloads, 1u);
  EXPECT_EQ(av(999), 999 + 10);
  EXPECT_EQ(st().downloads, 1u); // ...once
  EXPECT_EQ(v[10], 20);
  ASSERT_EQ(fake::launches.size(), 2u);
  EXPECT_EQ(fake::launches[0].g.block[0], 256u);
  EXPECT_EQ(fake::launches[0].g.grid[0], 4u);
}

TEST_F(Views, HostWriteInvalidatesTheDeviceCopy) {
  std::vector<int> v(10, 0);
  fake::on_launch = play_add;
  array_view<int, 1> av(10, v);
  amp2hip::launch(add_kernel, av.extent, av, 1);
  av.synchronize();
  EXPECT_EQ(st().downloads, 1u);
  av[3] = 100; // host write
  amp2hip::launch(add_kernel, av.extent, av, 1);
  EXPECT_EQ(st().uploads, 2u); // the device copy was stale
  av.synchronize();
  EXPECT_EQ(v[3], 101);
  EXPECT_EQ(v[4], 2);
}

TEST_F(Views, SynchronizeTwiceCopiesOnce) {
  std::vector<int> v(10, 0);
  fake::on_launch = play_add;
  array_view<int, 1> av(10, v);
  amp2hip::launch(add_kernel, av.extent, av, 1);
  av.synchronize();
  av.synchronize();
  EXPECT_EQ(st().downloads, 1u);
  // Reading on the host does not invalidate the device copy.
  amp2hip::launch(add_kernel, av.extent, av, 1);
  EXPECT_EQ(st().uploads, 1u);
}

TEST_F(Views, DiscardDataSkipsTheUpload) {
  std::vector<int> v(64, 7);
  fake::on_launch = play_add;
  array_view<int, 1> av(64, v);
  av.discard_data();
  amp2hip::launch(add_kernel, av.extent, av, 1);
  EXPECT_EQ(st().uploads, 0u);
  EXPECT_EQ(st().device_allocations, 1u);
}

TEST_F(Views, LastViewWritesBack) {
  std::vector<int> v(16, 0);
  fake::on_launch = play_add;
  {
    array_view<int, 1> av(16, v);
    array_view<int, 1> copy = av; // shares the source
    amp2hip::launch(add_kernel, copy.extent, copy, 3);
    EXPECT_EQ(v[0], 0);
  }
  EXPECT_EQ(v[0], 3);
  EXPECT_EQ(v[15], 3);
  EXPECT_EQ(st().downloads, 1u);
  EXPECT_EQ(fake::live_allocations, 0);
}

TEST_F(Views, ConstViewsAreNeverCopiedBack) {
  std::vector<int> v(32, 1);
  {
    array_view<const int, 1> av(32, v);
    amp2hip::launch(read_kernel, av.extent, av);
    amp2hip::launch(read_kernel, av.extent, av);
    EXPECT_EQ(av[5], 1);
    av.synchronize();
  }
  EXPECT_EQ(st().uploads, 1u);
  EXPECT_EQ(st().downloads, 0u);
}

TEST_F(Views, ConstViewOfAWritableViewSeesDeviceWrites) {
  std::vector<int> v(8, 0);
  fake::on_launch = play_add;
  array_view<int, 1> av(8, v);
  amp2hip::launch(add_kernel, av.extent, av, 4);
  array_view<const int, 1> cv = av;
  EXPECT_EQ(cv[2], 4);
  EXPECT_EQ(st().downloads, 1u);
}

TEST_F(Views, Rank2AccessSectionsAndProjections) {
  std::vector<float> m(6 * 8);
  for (int i = 0; i < 48; ++i)
    m[i] = static_cast<float>(i);
  array_view<float, 2> av(6, 8, m);
  EXPECT_EQ(av(2, 3), 19.0f);
  EXPECT_EQ(av[concurrency::index<2>(5, 7)], 47.0f);
  EXPECT_EQ(av[1][2], 10.0f); // projection
  array_view<float, 2> s =
      av.section(concurrency::index<2>(2, 4), extent<2>(2, 3));
  EXPECT_EQ(s.extent, extent<2>(2, 3));
  EXPECT_EQ(s(0, 0), 20.0f);
  EXPECT_EQ(s(1, 2), 30.0f);
  s(1, 2) = -1.0f;
  EXPECT_EQ(m[30], -1.0f);
}

TEST_F(Views, TiledLaunchGeometryAndDomain) {
  std::vector<float> m(8 * 12);
  array_view<float, 2> av(8, 12, m);
  fake::on_launch = [](const fake::launch_record &r) {
    auto &d = *static_cast<tiled_domain<2, 4> *>(r.args[0]);
    EXPECT_EQ(d.ext, extent<2>(8, 12));
    EXPECT_EQ(d.linear, 0);
  };
  amp2hip::launch(tiled_kernel, av.extent.tile<2, 4>(), av);
  ASSERT_EQ(fake::launches.size(), 1u);
  EXPECT_EQ(fake::launches[0].g.block[0], 4u);
  EXPECT_EQ(fake::launches[0].g.block[1], 2u);
  EXPECT_EQ(fake::launches[0].g.grid[0], 3u);
  EXPECT_EQ(fake::launches[0].g.grid[1], 4u);
  EXPECT_THROW(amp2hip::launch(tiled_kernel, extent<2>(8, 10).tile<2, 4>(), av),
               invalid_compute_domain);
  EXPECT_EQ(fake::launches.size(), 1u);
}

// C++ AMP: an empty compute domain is invalid_compute_domain (the
// conformance suite's extent_zero_size tests), and nothing moves or runs.
TEST_F(Views, EmptyDomainThrowsAndLaunchesNothing) {
  std::vector<int> v(1);
  array_view<int, 1> av(1, v);
  EXPECT_THROW(amp2hip::launch(add_kernel, extent<1>(0), av, 1),
               invalid_compute_domain);
  EXPECT_EQ(st().launches, 0u);
  EXPECT_EQ(st().uploads, 0u);
}

TEST_F(Views, LaunchOnAnExplicitView) {
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  accelerator_view view = accelerator().create_view();
  fake::on_launch = play_add;
  amp2hip::launch(view, add_kernel, av.extent, av, 2);
  ASSERT_EQ(fake::launches.size(), 1u);
  EXPECT_EQ(fake::launches[0].stream, view.amp2hip_stream());
  EXPECT_NE(fake::launches[0].stream, nullptr);
  view.wait();
  EXPECT_EQ(av[0], 2);
}

TEST_F(Views, ContainerSmallerThanExtentThrows) {
  std::vector<int> v(10);
  EXPECT_THROW((array_view<int, 2>(4, 4, v)), runtime_exception);
}

TEST_F(Views, ArrayRoundTripAndDeviceRef) {
  std::vector<int> src(12);
  std::iota(src.begin(), src.end(), 0);
  array<int, 2> arr(3, 4, src.begin(), src.end());
  EXPECT_EQ(st().uploads, 1u);
  std::vector<int> in(12, 10);
  array_view<const int, 2> inv(3, 4, in);
  fake::on_launch = [](const fake::launch_record &r) {
    auto &ref = *static_cast<amp2hip::device_ref<array<int, 2>> *>(r.args[1]);
    // The byte image's device fields: a pointer to the array's storage.
    const array<int, 2> &image = *reinterpret_cast<const array<int, 2> *>(&ref);
    int *p = static_cast<int *>(image.amp2hip_source()->device_storage(0));
    for (int i = 0; i < 12; ++i)
      p[i] *= 2;
  };
  amp2hip::launch(array_kernel, arr.extent, arr, inv);
  std::vector<int> out = arr;
  EXPECT_EQ(out[5], 10);
  EXPECT_EQ(out[11], 22);
  // Host element access through a view works on a host shadow, copied once.
  std::uint64_t before = st().downloads;
  array_view<int, 2> host(arr);
  EXPECT_EQ(host(2, 3), 22);
  EXPECT_EQ(host[concurrency::index<2>(0, 1)], 2);
  EXPECT_EQ(st().downloads, before + 1);
  host(0, 0) = 99; // host write: uploaded before the next launch
  fake::on_launch = nullptr;
  amp2hip::launch(array_kernel, arr.extent, arr, inv);
  EXPECT_EQ(st().uploads, 3u); // arr initial, inv, arr after the host write
}

TEST_F(Views, CopyFunctions) {
  std::vector<int> src(8);
  std::iota(src.begin(), src.end(), 1);
  array<int, 1> a(8);
  copy(src.begin(), src.end(), a);
  array<int, 1> b(8);
  copy(a, b);
  std::vector<int> out(8);
  copy(b, out.begin());
  EXPECT_EQ(out, src);
  std::vector<int> dst(8, 0);
  array_view<int, 1> dv(8, dst);
  copy(a, dv);
  EXPECT_EQ(dst, src);
  array<int, 1> c(dv); // from a view
  std::vector<int> out2 = c;
  EXPECT_EQ(out2, src);
  array<int, 1> d = c; // deep copy
  array_view<int, 1> cv(c);
  cv(0) = -5;
  EXPECT_EQ(static_cast<std::vector<int>>(d)[0], 1);
}

TEST_F(Views, AcceleratorEnumeration) {
  fake::devices = 2;
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_EQ(all.size(), 3u); // two GPUs and the cpu accelerator
  EXPECT_EQ(all[0].device_path, L"gpu:0");
  EXPECT_EQ(all[1].description, L"Fake GPU 1");
  EXPECT_TRUE(all[2].is_emulated);
  EXPECT_EQ(accelerator().device_path, L"gpu:0");
  EXPECT_EQ(accelerator(accelerator::cpu_accelerator).get_device_path(),
            L"cpu");
}

static void touch_array(amp2hip::extent_domain<1>,
                        amp2hip::device_ref<array<int, 1>>) {}

// C++ AMP: without an accelerator_view, a kernel runs where its arrays live.
TEST_F(Views, LaunchWithoutAViewRunsWhereTheArraysLive) {
  fake::devices = 2;
  array<int, 1> on_second(4, accelerator(L"gpu:1").get_default_view());
  amp2hip::launch(touch_array, on_second.extent, on_second);
  ASSERT_EQ(fake::launches.size(), 1u);
  EXPECT_EQ(fake::launches[0].device, 1);
  std::vector<int> v(4);
  array_view<int, 1> av(4, v);
  amp2hip::launch(add_kernel, av.extent, av, 1); // no array: the default
  ASSERT_EQ(fake::launches.size(), 2u);
  EXPECT_EQ(fake::launches[1].device, 0);
}

static void read_array(amp2hip::extent_domain<1>,
                       amp2hip::device_ref<const array<int, 1>>) {}

// An array lives on one accelerator: a kernel on another one's view may
// not use it, written or only read.
TEST_F(Views, AnArrayOnAnotherAcceleratorIsRejectedAtLaunch) {
  fake::devices = 2;
  array<int, 1> on_second(4, accelerator(L"gpu:1").get_default_view());
  accelerator_view first = accelerator(L"gpu:0").get_default_view();
  for (int written = 0; written < 2; ++written) {
    try {
      if (written)
        amp2hip::launch(first, touch_array, on_second.extent, on_second);
      else
        amp2hip::launch(first, read_array, on_second.extent, on_second);
      FAIL() << "a launch on gpu:0 with an array of gpu:1 must throw";
    } catch (const runtime_exception &e) {
      EXPECT_NE(std::string(e.what()).find(
                    "an array is used on an accelerator_view of another"),
                std::string::npos)
          << e.what();
    }
  }
  EXPECT_TRUE(fake::launches.empty());
}

TEST_F(Views, NoGpuThrowsAClearError) {
  fake::devices = 0;
  std::vector<int> v(4);
  array_view<int, 1> av(4, v); // fine: no GPU needed yet
  try {
    amp2hip::launch(add_kernel, av.extent, av, 1);
    FAIL() << "launch without a GPU must throw";
  } catch (const runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("no GPU accelerator"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW((array<int, 1>(4)), runtime_exception);
  EXPECT_EQ(accelerator::get_all().size(), 1u); // only the cpu accelerator
}

TEST_F(Views, KernelsCannotRunOnTheCpuAccelerator) {
  std::vector<int> v(4);
  array_view<int, 1> av(4, v);
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_THROW(
      amp2hip::launch(cpu.get_default_view(), add_kernel, av.extent, av, 1),
      unsupported_feature);
}

// A tiled kernel compiled for one tile size takes no tiled extent of another
// (amp2hip::launch static_asserts on it): the translation's
// `tile<SAMPLE, SAMPLE>` compiled with another -DSAMPLE fails to build
// instead of computing wrong numbers.
static_assert(amp2hip::detail::domain_fits<
                  tiled_domain<2, 4>, concurrency::tiled_extent<2, 4>>::value,
              "same tile sizes");
static_assert(!amp2hip::detail::domain_fits<
                  tiled_domain<2, 4>, concurrency::tiled_extent<4, 4>>::value,
              "other tile sizes");
static_assert(!amp2hip::detail::domain_fits<
                  tiled_domain<16>, concurrency::tiled_extent<16, 1>>::value,
              "other rank");
static_assert(amp2hip::detail::domain_fits<amp2hip::extent_domain<2>,
                                           concurrency::extent<2>>::value,
              "non-tiled domains are checked at run time");
