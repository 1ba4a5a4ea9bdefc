// A kernel that captures a lambda (C++ AMP: a restrict(amp) lambda made in
// host code and called on the GPU): the closure type has no name at
// namespace scope, so it is a template parameter of the kernel, named by
// decltype at the launch; the lambda itself is an extended lambda.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK-LABEL: // C++ AMP kernel from parallel_for_each at kernel-closures.cpp:{{[0-9]+}}
// CHECK-NEXT: template <typename T, typename amp_type_f>
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: test_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                   amp2hip::device_ref<concurrency::array<T, 1>> amp_ref_arr,
// CHECK-NEXT:                   amp_type_f f) {
template <typename T> void test(std::vector<T> &data, accelerator_view av) {
  array<T, 1> arr(10, data.begin(), av);
  // CHECK: auto f = [] __device__ (T a, T b) { return a + b; };
  auto f = [](T a, T b) restrict(amp) { return a + b; };
  parallel_for_each(arr.extent, [=, &arr](index<1> idx) restrict(amp) {
    arr[idx] = f(arr[idx], 20);
  });
  // CHECK: {{^}}  amp2hip::launch<decltype(&test_amp_kernel_0<T, decltype(f)>), &test_amp_kernel_0<T, decltype(f)>>(arr.extent, arr, f);
  data = arr;
}

// CHECK-LABEL: template <typename amp_type_g>
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: main_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                   concurrency::array_view<int, 1> av,
// CHECK-NEXT:                   amp_type_g g) {
int main() {
  std::vector<int> d(10);
  test<int>(d, accelerator().get_default_view());
  // CHECK: auto g = [] __host__ __device__ (int x) { return x % 2; };
  auto g = [](int x) restrict(amp, cpu) { return x % 2; };
  array_view<int, 1> av(10, d);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = g(i[0]); });
  // CHECK: {{^}}  amp2hip::launch<decltype(&main_amp_kernel_0<decltype(g)>), &main_amp_kernel_0<decltype(g)>>(av.extent, av, g);
  return 0;
}
