// Visual C++'s __declspec(property) members of the C++ AMP API: each read
// becomes the getter call (Mappings.def's Property rows); those the runtime
// has as data members (description, extent, ...) stay as written.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
#include <amp_graphics.h>
#include <iostream>
using namespace concurrency;

#define SHOW(x) std::cout << (x) << std::endl

template <typename T, int N> accelerator_view where(const array<T, N> &a) {
  return a.accelerator_view;
  // CHECK: return a.get_accelerator_view();
}

template <typename A> bool emulated_view(const A &acc) {
  return acc.default_view.accelerator.is_emulated;
  // CHECK: return acc.get_default_view().get_accelerator().is_emulated;
}

int main() {
  accelerator acc;
  std::wcout << acc.description << L" " << acc.device_path << std::endl;
  // CHECK: std::wcout << acc.description << L" " << acc.device_path << std::endl;
  accelerator_view av = acc.default_view;
  // CHECK: accelerator_view av = acc.get_default_view();
  access_type cpu = acc.default_cpu_access_type;
  // CHECK: access_type cpu = acc.get_default_cpu_access_type();
  SHOW(av.accelerator.description.size());
  // CHECK: SHOW(av.get_accelerator().description.size());
  SHOW(av.is_debug + av.version + av.queuing_mode);
  // CHECK: SHOW(av.get_is_debug() + av.get_version() + av.get_queuing_mode());
  SHOW(accelerator::get_auto_selection_view().is_auto_selection);
  // CHECK: SHOW(accelerator::get_auto_selection_view().get_is_auto_selection());
  accelerator *p = &acc;
  SHOW(p->default_view == av);
  // CHECK: SHOW(p->get_default_view() == av);
  array<int, 1> arr(16, acc.default_view);
  // CHECK: array<int, 1> arr(16, acc.get_default_view());
  SHOW(arr.associated_accelerator_view == arr.accelerator_view);
  // CHECK: SHOW(arr.get_associated_accelerator_view() == arr.get_accelerator_view());
  SHOW(arr.cpu_access_type == cpu);
  // CHECK: SHOW(arr.get_cpu_access_type() == cpu);
  SHOW((arr.extent.size() + array_view<int, 1>(arr).extent.size()));
  // CHECK: SHOW((arr.extent.size() + array_view<int, 1>(arr).extent.size()));
  SHOW(where(arr) == av && emulated_view(acc));
  // Visual C++ 2013's: a view's source, a sampler's settings.
  SHOW((array_view<int, 1>(arr).source_accelerator_view == av));
  // CHECK: SHOW((array_view<int, 1>(arr).get_source_accelerator_view() == av));
  graphics::sampler s(graphics::filter_point, graphics::address_border);
  SHOW(s.filter_mode + s.address_mode + s.border_color.w);
  // CHECK: SHOW(s.get_filter_mode() + s.get_address_mode() + s.get_border_color().w);
  // In parallel_for_each's own arguments too: the launch that replaces the
  // call keeps the getters.
  parallel_for_each(acc.default_view, extent<1>(arr.extent[0]),
                    [&arr](index<1> i) restrict(amp) { arr[i] = 1; });
  // CHECK: amp2hip::launch<main_amp_kernel_0>(acc.get_default_view(), extent<1>(arr.extent[0]), arr);
  parallel_for_each(arr.accelerator_view, arr.extent,
                    [&arr](index<1> i) restrict(amp) { arr[i] = 2; });
  // CHECK: amp2hip::launch<main_amp_kernel_1>(arr.get_accelerator_view(), arr.extent, arr);
  return 0;
}
