// A kernel inside a C++14 generic lambda (Visual C++ 2015): the `auto`
// parameter's invented template parameter has no name, so a capture of
// that type is a template parameter of the kernel of its own, named at the
// launch by decltype; the kernel is instantiated once per type, as the
// generic lambda is.
// RUN: rm -rf %t && mkdir -p %t && sed -e '/^\/\/ CHECK/d' %s > %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK: template <typename amp_type_view>
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: main_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT: amp_type_view view,
// CHECK-NEXT: int step) {
// CHECK: auto increment = [](auto view, int step) {
// CHECK-NEXT: amp2hip::launch<main_amp_kernel_0<decltype(view)>>(view.extent, view, step);
int main() {
  std::vector<float> f(16, 1.0f);
  std::vector<int> n(16, 1);
  array_view<float, 1> fv(16, f);
  array_view<int, 1> nv(16, n);
  auto increment = [](auto view, int step) {
    parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] += step; });
  };
  increment(fv, 1);
  increment(nv, 2);
  fv.synchronize();
  nv.synchronize();
  return (f[0] == 2.0f && n[0] == 3) ? 0 : 1;
}
