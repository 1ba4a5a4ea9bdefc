// Non-tiled kernels: extent<1..4>, captures, names, launches.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp
// Before C++17 the launch spells the kernel's type too (no `auto` template
// parameter to deduce it): still a constant that a CPU build inlines.
// RUN: %amp2hip %s -o %t.14.hip.cpp -- -std=c++14
// RUN: FileCheck %s --check-prefix=CXX14 --input-file=%t.14.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK: #include <amp2hip/amp.h>

// CHECK: // C++ AMP kernel from parallel_for_each at kernel-extent.cpp:[[@LINE+15]]
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: fill_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                   concurrency::array_view<int, 1> av,
// CHECK-NEXT:                   int value) {
// CHECK-NEXT:     concurrency::index<1> i = amp_domain.this_thread();
// CHECK-NEXT:     if (!amp_domain.contains(i))
// CHECK-NEXT:       return;
// CHECK-NEXT:     // The user's comment stays.
// CHECK-NEXT:     av[i] = value;   // and so does this one
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^}}void fill(std::vector<int> &v, int value) {
void fill(std::vector<int> &v, int value) {
  array_view<int, 1> av(static_cast<int>(v.size()), v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    // The user's comment stays.
    av[i] = value;   // and so does this one
  });
  // CHECK: {{^}}  amp2hip::launch<fill_amp_kernel_0>(av.extent, av, value);
}

// Explicit captures keep their order; a mutable lambda and a trailing
// return type are fine; the accelerator_view goes first in the launch.
// CHECK-LABEL: mix_amp_kernel_0(amp2hip::extent_domain<2> amp_domain,
// CHECK-NEXT: concurrency::array_view<const float, 2> in,
// CHECK-NEXT: concurrency::array_view<float, 2> out) {
// CHECK-NEXT:   concurrency::index<2> idx = amp_domain.this_thread();
// CHECK: {{^}}    out[idx] = in[idx] * 2;
// CHECK-LABEL: mix_amp_kernel_1(amp2hip::extent_domain<3> amp_domain,
// CHECK-NEXT: concurrency::array_view<float, 3> cube) {
// CHECK-LABEL: mix_amp_kernel_2(amp2hip::extent_domain<4> amp_domain, int n)
// CHECK: {{^}}void mix(
void mix(array_view<const float, 2> in, array_view<float, 2> out,
         array_view<float, 3> cube, accelerator_view view) {
  parallel_for_each(view, out.extent, [in, out](index<2> idx) mutable restrict(amp) {
    out[idx] = in[idx] * 2;
  });
  // CHECK: {{^}}  amp2hip::launch<mix_amp_kernel_0>(view, out.extent, in, out);
  // CXX14: {{^}}  amp2hip::launch<decltype(&mix_amp_kernel_0), &mix_amp_kernel_0>(view, out.extent, in, out);
  parallel_for_each(cube.extent, [=](index<3> p) restrict(amp) -> void { cube[p] += 1.0f; });
  // CHECK: {{^}}  amp2hip::launch<mix_amp_kernel_1>(cube.extent, cube);
  int n = 3;
  const int dims[] = {2, 3, 4, 5}; // ranks above 3 have no int-list constructor
  extent<4> e4(dims);
  parallel_for_each(e4, [=](index<4> q) restrict(amp) { int k = n * q[3]; (void)k; });
  // CHECK: {{^}}  amp2hip::launch<mix_amp_kernel_2>(e4, n);
}

// Host code keeps its spelling, but an unqualified `index` is qualified:
// glibc's ::index() makes it ambiguous under hipcc and nvcc.
int host_side(array_view<int, 2> a) {
  index<2> origin(0, 0);
  // CHECK: {{^}}  concurrency::index<2> origin(0, 0);
  concurrency::index<2> qualified(1, 1);
  // CHECK: {{^}}  concurrency::index<2> qualified(1, 1);
  return a[origin] + a[qualified];
}
