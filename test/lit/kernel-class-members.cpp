// A kernel reaches what its lambda could: the static members (private ones
// too) and enumerators of the class whose member function launches it, and
// typedefs local to a function template.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp && cp %S/Inputs/kernel-class-members-inline.cpp %t/inline.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// A member function of a class local to a function: no place for the kernel.
// RUN: cd %t && not %amp2hip inline.cpp -o inline.hip.cpp -- -std=c++17 2> inline.err
// RUN: FileCheck %S/Inputs/kernel-class-members-inline.cpp --input-file=%t/inline.err
// RUN: test ! -e %t/inline.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

class Scaler {
public:
  void run(array_view<int, 1> a);

private:
  enum { Offset = 1 };
  static const int Factor = 3;
  static int scale(int x) restrict(amp) { return x * Factor; }
  int unused = 0;
  // CHECK: {{^}}  // the kernel of parallel_for_each at prog.cpp:{{[0-9]+}}
  // CHECK-NEXT: {{^}}  friend __global__ void Scaler_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain, concurrency::array_view<int, 1> a);
  // CHECK-NEXT: {{^}}};
};

void Scaler::run(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = scale(a[i]) + Offset + Factor;
  });
}
// CHECK: {{^}}__global__ void
// CHECK-NEXT: {{^}}Scaler_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK: {{^}}    a[i] = Scaler::scale(a[i]) + Scaler::Offset + Scaler::Factor;
// CHECK: {{^}}void Scaler::run(
// CHECK-NEXT: {{^}}  amp2hip::launch<Scaler_run_amp_kernel_0>(a.extent, a);

template <typename M> void twice(M &m) {
  typedef typename M::value_type T;
  array_view<T, 1> v(int(m.size()), m);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * T(2); });
}
// CHECK: {{^}}twice_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT: {{^ +}}concurrency::array_view<typename M::value_type, 1> v) {
// CHECK-NEXT: {{^ +}}typedef typename M::value_type T;

int main() {
  std::vector<int> data(8, 1);
  Scaler().run(array_view<int, 1>(8, data));
  twice(data);
  return data[0] == 14 ? 0 : 1;
}
