// Kernels that are not lambdas written in the call: function objects are
// launched as written by the runtime's parallel_for_each; a lambda kept in a
// variable is extracted like any kernel lambda.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip.cpp
// RUN: FileCheck %s --allow-empty --check-prefix=DIAG --input-file=%t.err
// RUN: not %amp2hip %S/Inputs/kernel-function-objects-local.cpp -o %t.local.hip.cpp -- -std=c++14 2> %t.local.err
// RUN: FileCheck %S/Inputs/kernel-function-objects-local.cpp --input-file=%t.local.err
// RUN: test ! -e %t.local.hip.cpp
// DIAG-NOT: AMP2HIP1010

#include <amp.h>
using namespace concurrency;

// CHECK-LABEL: {{^}}struct Fill {
// CHECK: {{^}}  __device__ void operator()(concurrency::index<1> i) const { out[i] = value; }
struct Fill {
  array_view<int, 1> out;
  int value;
  void operator()(index<1> i) const restrict(amp) { out[i] = value; }
};

template <int T> class Tiled {
public:
  explicit Tiled(array_view<int, 1> a) : a_(a) {}
  void operator()(tiled_index<T> t) const restrict(amp) { a_[t.global] += t.local[0]; }

private:
  array_view<int, 1> a_;
};

// CHECK-LABEL: // C++ AMP kernel from parallel_for_each at kernel-function-objects.cpp:{{[0-9]+}}
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                  concurrency::array_view<int, 1> a,
// CHECK-NEXT:                  int k) {
// CHECK-NEXT:   concurrency::index<1> i = amp_domain.this_thread();
// CHECK-NEXT:   if (!amp_domain.contains(i))
// CHECK-NEXT:     return;
// CHECK-NEXT:   a[i] += k;
// CHECK-NEXT: }
// CHECK-NOT: amp_kernel_{{1}}
// CHECK-LABEL: void run(array_view<int, 1> a, const accelerator_view &av) {
void run(array_view<int, 1> a, const accelerator_view &av) {
  // CHECK: {{^}}  parallel_for_each(a.extent, Fill{a, 7});
  parallel_for_each(a.extent, Fill{a, 7});
  Fill f{a, 1};
  // CHECK: {{^}}  parallel_for_each(av, a.extent, f);
  parallel_for_each(av, a.extent, f);
  // CHECK: {{^}}  parallel_for_each(a.extent.tile<4>(), Tiled<4>(a));
  parallel_for_each(a.extent.tile<4>(), Tiled<4>(a));

  int k = 2;
  // CHECK: {{^}}  // 'add': the kernel run_amp_kernel_0 above
  auto add = [=](index<1> i) restrict(amp) {
    a[i] += k;
  };
  // CHECK: {{^}}  amp2hip::launch<decltype(&run_amp_kernel_0), &run_amp_kernel_0>(a.extent, a, k);
  parallel_for_each(a.extent, add);
  // CHECK: {{^}}  amp2hip::launch<decltype(&run_amp_kernel_0), &run_amp_kernel_0>(av, a.extent, a, k);
  parallel_for_each(av, a.extent, add);
}

// A function object of a local class: nvcc launches no kernel on a type
// local to a function, so the class moves out, just before the function.
// CHECK-LABEL: // 'Local', declared inside 'local' in C++ AMP, moved here: a kernel names it
// CHECK-NEXT: {{^}}struct Local {
// CHECK-NEXT: {{^}}  array_view<int, 1> a;
// CHECK-NEXT: {{^}}  __device__ void operator()(concurrency::index<1> i) const { a[i] = 0; }
// CHECK-NEXT: {{^}}};
// CHECK: {{^}}void local() {
// CHECK-NEXT: {{^}}  std::vector<int> v(4);
void local() {
  struct Local {
    array_view<int, 1> a;
    void operator()(index<1> i) const restrict(amp) { a[i] = 0; }
  };
  std::vector<int> v(4);
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, Local{a});
}

// One that names another local declaration cannot move: an error
// (Inputs/kernel-function-objects-local.cpp).
