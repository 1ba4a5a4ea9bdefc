// accelerator and accelerator_view against the fake backend: enumeration,
// device paths, the default accelerator, views, cpu access types.
//
// The default accelerator and each device's default cpu access_type are
// process-wide and fixed by their first use, so the tests that depend on
// them being unused run in a fresh process (a "threadsafe" death test
// re-executes the test binary).
#include "fake_backend.h"

#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

using namespace concurrency;

namespace {

class Accelerators : public ::testing::Test {
protected:
  void SetUp() override {
    fake::devices = 2;
    fake::integrated = false;
    fake::synchronized.clear();
    GTEST_FLAG_SET(death_test_style, "threadsafe");
  }
};

// Runs `body` in a fresh process; the test passes when it returns true.
#define EXPECT_IN_FRESH_PROCESS(body)                                          \
  EXPECT_EXIT(std::exit((body) ? 0 : 1), ::testing::ExitedWithCode(0), "")

template <typename F> bool throws_runtime_exception(F f, const char *text) {
  try {
    f();
  } catch (const runtime_exception &e) {
    return std::string(e.what()).find(text) != std::string::npos;
  }
  return false;
}

TEST_F(Accelerators, EveryGpuThenTheCpu) {
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].get_device_path(), L"gpu:0");
  EXPECT_EQ(all[1].get_device_path(), L"gpu:1");
  EXPECT_EQ(all[1].get_description(), L"Fake GPU 1");
  EXPECT_EQ(all[0].get_version(), 9u << 16);
  EXPECT_EQ(all[0].get_dedicated_memory(), 1024u * 1024u); // KB
  EXPECT_FALSE(all[0].get_is_emulated());
  EXPECT_TRUE(all[0].get_supports_double_precision());
  EXPECT_TRUE(all[0].get_supports_limited_double_precision());
  EXPECT_FALSE(all[0].get_supports_cpu_shared_memory());
  EXPECT_FALSE(all[0].get_is_debug());
  EXPECT_FALSE(all[0].get_has_display());

  const accelerator &cpu = all[2];
  EXPECT_EQ(cpu.get_device_path(), accelerator::cpu_accelerator);
  EXPECT_EQ(cpu.get_description(), L"CPU accelerator");
  EXPECT_TRUE(cpu.get_is_emulated());
  EXPECT_TRUE(cpu.get_supports_cpu_shared_memory());
  EXPECT_EQ(cpu.get_dedicated_memory(), 0u);
  // The properties also read as members, as with Visual C++.
  EXPECT_EQ(all[1].description, L"Fake GPU 1");
  EXPECT_EQ(cpu.device_path, L"cpu");
}

TEST_F(Accelerators, EqualityIsTheDevice) {
  accelerator a(L"gpu:1"), b(L"gpu:1"), c(L"gpu:0");
  EXPECT_TRUE(a == b);
  EXPECT_FALSE(a != b);
  EXPECT_TRUE(a != c);
  accelerator d = accelerator(accelerator::cpu_accelerator);
  d = a;
  EXPECT_EQ(d, a);
  accelerator from_chars(static_cast<const wchar_t *>(L"gpu:1"));
  EXPECT_EQ(from_chars, a);
}

TEST_F(Accelerators, UnknownPathsThrow) {
  EXPECT_TRUE(throws_runtime_exception([] { accelerator a(L"gpu:2"); },
                                       "no accelerator with device path"));
  EXPECT_TRUE(throws_runtime_exception([] { accelerator a(L"gpu:"); },
                                       "unknown accelerator device path"));
  EXPECT_TRUE(throws_runtime_exception([] { accelerator a(L"direct3d\\hw"); },
                                       "unknown accelerator device path"));
  EXPECT_TRUE(throws_runtime_exception(
      [] { accelerator::set_default(L"nonsense"); }, "nonsense"));
}

// Visual C++'s software rasterizers exist, are emulated, report what
// Visual C++ reports, differ from every GPU and run their kernels on GPU 0.
TEST_F(Accelerators, Direct3dRefAndWarpAreEmulatedAcceleratorsOnTheGpu) {
  accelerator ref(accelerator::direct3d_ref), warp(accelerator::direct3d_warp);
  EXPECT_EQ(ref.description, L"Software Adapter");
  EXPECT_EQ(ref.device_path, L"direct3d\\ref");
  EXPECT_TRUE(ref.get_is_emulated());
  EXPECT_TRUE(ref.get_is_debug());
  EXPECT_EQ(ref.get_version(), 11u << 16);
  EXPECT_EQ(warp.get_description(), L"Microsoft Basic Render Driver");
  EXPECT_EQ(warp.get_device_path(), L"direct3d\\warp");
  EXPECT_TRUE(warp.get_is_emulated());
  EXPECT_FALSE(warp.get_is_debug());

  // The samples' first line: the default GPU is not the reference rasterizer.
  EXPECT_TRUE(accelerator() != accelerator(accelerator::direct3d_ref));
  EXPECT_NE(ref, warp);
  EXPECT_NE(ref, accelerator(L"gpu:0"));
  EXPECT_NE(ref, accelerator(accelerator::cpu_accelerator));
  EXPECT_EQ(ref, accelerator(accelerator::direct3d_ref));
  EXPECT_EQ(accelerator::get_all().size(), 3u); // not enumerated

  // Their views are their own, and their work goes to GPU 0.
  accelerator_view d = ref.get_default_view();
  EXPECT_EQ(d, ref.get_default_view());
  EXPECT_NE(d, accelerator(L"gpu:0").get_default_view());
  EXPECT_EQ(d.get_accelerator(), ref);
  EXPECT_EQ(warp.create_view().get_accelerator(), warp);
  EXPECT_EQ(amp2hip::detail::kernel_device(d), 0);
  EXPECT_EQ(amp2hip::detail::kernel_device(warp.create_view()), 0);
}

TEST_F(Accelerators, Direct3dRefRunsOnTheChosenDefaultGpu) {
  EXPECT_IN_FRESH_PROCESS(
      accelerator::set_default(L"gpu:1") &&
      amp2hip::detail::kernel_device(
          accelerator(accelerator::direct3d_ref).get_default_view()) == 1);
  // The reference rasterizer may itself be the default, as on Windows.
  EXPECT_IN_FRESH_PROCESS(
      accelerator::set_default(accelerator::direct3d_ref) &&
      accelerator() == accelerator(accelerator::direct3d_ref) &&
      accelerator().get_is_emulated() &&
      accelerator::get_auto_selection_view().amp2hip_device() == 0);
}

TEST_F(Accelerators, Direct3dRefWithoutAGpuExistsButRunsNothing) {
  fake::devices = 0;
  accelerator ref(accelerator::direct3d_ref); // never throws
  // (A new view: the default view is process-wide, made when a GPU was.)
  EXPECT_TRUE(ref.get_is_emulated());
  EXPECT_TRUE(throws_runtime_exception(
      [&] { amp2hip::detail::kernel_device(ref.create_view()); },
      "not supported on the selected accelerator \"Software Adapter\". "
      "amp2hip: no GPU accelerator is available"));
}

TEST_F(Accelerators, DefaultIsGpuZero) {
  EXPECT_EQ(accelerator().get_device_path(), L"gpu:0");
  EXPECT_EQ(accelerator(accelerator::default_accelerator), accelerator());
  EXPECT_EQ(accelerator::get_auto_selection_view(),
            accelerator(L"gpu:0").get_default_view());
  // Equal to the default view, but it knows it is the auto selection.
  EXPECT_TRUE(accelerator::get_auto_selection_view().get_is_auto_selection());
  EXPECT_FALSE(accelerator().get_default_view().get_is_auto_selection());
}

TEST_F(Accelerators, SetDefaultBeforeFirstUse) {
  EXPECT_IN_FRESH_PROCESS(accelerator::set_default(L"cpu") &&
                          accelerator() == accelerator(L"cpu") &&
                          !accelerator::set_default(L"gpu:0"));
  EXPECT_IN_FRESH_PROCESS(accelerator::set_default(L"gpu:1") &&
                          accelerator().get_device_path() == L"gpu:1");
}

TEST_F(Accelerators, SetDefaultFailsOnceTheDefaultWasUsed) {
  EXPECT_IN_FRESH_PROCESS(accelerator().get_device_path() == L"gpu:0" &&
                          !accelerator::set_default(L"gpu:1") &&
                          accelerator().get_device_path() == L"gpu:0");
}

TEST_F(Accelerators, NoGpu) {
  fake::devices = 0;
  EXPECT_EQ(accelerator::get_all().size(), 1u);
  EXPECT_TRUE(throws_runtime_exception([] { accelerator a; },
                                       "no GPU accelerator is available"));
  EXPECT_TRUE(throws_runtime_exception([] { accelerator a(L"gpu:0"); },
                                       "no GPU accelerator is available"));
  accelerator cpu(accelerator::cpu_accelerator); // always there
  EXPECT_TRUE(cpu.get_is_emulated());
}

TEST_F(Accelerators, DefaultViewIsSharedCreatedViewsAreNew) {
  accelerator acc(L"gpu:1");
  accelerator_view d = acc.get_default_view();
  EXPECT_EQ(d, acc.get_default_view());
  EXPECT_EQ(d, accelerator(L"gpu:1").get_default_view());
  EXPECT_NE(d, accelerator(L"gpu:0").get_default_view());
  EXPECT_EQ(d.get_queuing_mode(), queuing_mode_automatic);
  EXPECT_EQ(d.amp2hip_stream(), nullptr);
  EXPECT_EQ(d.amp2hip_device(), 1);

  accelerator_view v = acc.create_view();
  EXPECT_NE(v, d);
  EXPECT_NE(v.amp2hip_stream(), nullptr);
  EXPECT_EQ(v.get_queuing_mode(), queuing_mode_automatic);
  EXPECT_EQ(acc.create_view(queuing_mode_immediate).get_queuing_mode(),
            queuing_mode_immediate);
  accelerator_view copy(v);
  EXPECT_EQ(copy, v);
  copy = d;
  EXPECT_EQ(copy, d);

  EXPECT_EQ(v.get_accelerator(), acc);
  EXPECT_EQ(v.get_version(), acc.get_version());
  EXPECT_FALSE(v.get_is_debug());
}

TEST_F(Accelerators, CpuViews) {
  accelerator cpu(accelerator::cpu_accelerator);
  accelerator_view d = cpu.get_default_view();
  accelerator_view v = cpu.create_view(queuing_mode_immediate);
  EXPECT_EQ(d, cpu.get_default_view());
  EXPECT_NE(v, d);
  EXPECT_EQ(v.get_accelerator(), cpu);
  EXPECT_EQ(v.amp2hip_device(), -1);
  v.wait(); // nothing to wait for
  v.flush();
  EXPECT_TRUE(fake::synchronized.empty());
}

TEST_F(Accelerators, WaitAndMarkerSynchronizeTheStream) {
  accelerator_view v = accelerator(L"gpu:0").create_view();
  v.wait();
  completion_future f = v.create_marker();
  ASSERT_EQ(fake::synchronized.size(), 2u);
  EXPECT_EQ(fake::synchronized[0], v.amp2hip_stream());
  EXPECT_EQ(fake::synchronized[1], v.amp2hip_stream());
  EXPECT_TRUE(f.valid());
  EXPECT_EQ(f.wait_for(std::chrono::seconds(0)), std::future_status::ready);
  f.get();
}

TEST_F(Accelerators, KernelsNeedAGpu) {
  int device =
      amp2hip::detail::kernel_device(accelerator(L"gpu:1").create_view());
  EXPECT_EQ(device, 1);
  // The message conformance tests look for.
  EXPECT_TRUE(throws_runtime_exception(
      [] {
        amp2hip::detail::kernel_device(accelerator(L"cpu").get_default_view());
      },
      "concurrency::parallel_for_each is not supported on the selected "
      "accelerator \"CPU accelerator\"."));
  EXPECT_THROW(
      amp2hip::detail::kernel_device(accelerator(L"cpu").get_default_view()),
      unsupported_feature);
  fake::devices = 0;
  EXPECT_TRUE(throws_runtime_exception(
      [] {
        amp2hip::detail::kernel_device(accelerator(L"cpu").get_default_view());
      },
      "no GPU accelerator is available"));
}

TEST_F(Accelerators, DefaultCpuAccessType) {
  // Without CPU-shared memory only access_type_none is possible.
  EXPECT_IN_FRESH_PROCESS(
      accelerator(L"gpu:0").get_default_cpu_access_type() == access_type_none &&
      throws_runtime_exception(
          [] {
            accelerator(L"gpu:0").set_default_cpu_access_type(access_type_read);
          },
          "has no CPU-shared memory") &&
      accelerator(L"gpu:0").set_default_cpu_access_type(access_type_none) &&
      !accelerator(L"gpu:0").set_default_cpu_access_type(access_type_none));
  // Once per device, and only before an allocation used the default.
  EXPECT_IN_FRESH_PROCESS(
      (fake::integrated = true,
       accelerator(L"gpu:0").get_default_cpu_access_type() ==
               access_type_read_write &&
           accelerator(L"gpu:0").set_default_cpu_access_type(
               access_type_write) &&
           accelerator(L"gpu:0").get_default_cpu_access_type() ==
               access_type_write &&
           !accelerator(L"gpu:0").set_default_cpu_access_type(
               access_type_read) &&
           accelerator(L"gpu:1").amp2hip_use_default_cpu_access_type() ==
               access_type_read_write &&
           !accelerator(L"gpu:1").set_default_cpu_access_type(
               access_type_read)));
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_EQ(cpu.get_default_cpu_access_type(), access_type_read_write);
}

TEST_F(Accelerators, ManagedMemoryIsCpuShared) {
  // A discrete GPU with concurrent managed memory shares memory with the
  // CPU, but its arrays stay the GPU's alone unless asked for.
  EXPECT_IN_FRESH_PROCESS(
      (fake::managed = true,
       accelerator(L"gpu:0").get_supports_cpu_shared_memory() &&
           accelerator(L"gpu:0").get_default_cpu_access_type() ==
               access_type_none &&
           accelerator(L"gpu:0").set_default_cpu_access_type(
               access_type_read_write) &&
           array<int, 1>(4, accelerator(L"gpu:0").get_default_view())
                   .get_cpu_access_type() == access_type_read_write));
  EXPECT_IN_FRESH_PROCESS((fake::managed = true, [] {
    array<int, 1> a(4, accelerator(L"gpu:0").get_default_view(),
                    access_type_read_write);
    a[2] = 7; // on the host
    return a.data() != nullptr && a.data()[2] == 7;
  }()));
}

} // namespace
