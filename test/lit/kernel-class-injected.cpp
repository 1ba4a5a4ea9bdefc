// Inside a class template, Visual C++ code names the class by its bare
// name as a type (`Scaler s(f);`, `Scaler(f)`, `Scaler::twice`), meaning
// Scaler<T>. A kernel that does so is placed after the class, and each
// bare name is written with the class's arguments (once, also where it
// qualifies a member), in a member function defined inside the class and
// in one defined outside it.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T> class Scaler {
  T factor;

public:
  Scaler() restrict(amp, cpu) : factor(1) {}
  Scaler(T f) restrict(amp, cpu) : factor(f) {}
  T apply(T x) const restrict(amp, cpu) { return x * factor; }
  static T twice(T x) restrict(amp) { return x * 2; }
  void run(array_view<T, 1> av, T f) {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      Scaler s(f);
      Scaler one;
      av[i] = s.apply(av[i]) + Scaler(f).apply(1) + Scaler::twice(one.apply(1));
    });
  }
  void scale(array_view<T, 1> av) const;
};
// CHECK-LABEL: template <typename T> class Scaler {
// CHECK:       friend __global__ void Scaler_run_amp_kernel_0(
// CHECK:       };
// CHECK:       Scaler_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK:       Scaler<T> s(f);
// CHECK-NEXT:  Scaler<T> one;
// CHECK-NEXT:  av[i] = s.apply(av[i]) + Scaler<T>(f).apply(1) + Scaler<T>::twice(one.apply(1));

template <typename T> void Scaler<T>::scale(array_view<T, 1> av) const {
  Scaler self = *this;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Scaler copy = self;
    av[i] = copy.apply(av[i]);
  });
}
// CHECK:       Scaler_scale_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK:       Scaler<T> copy = self;

int main() {
  std::vector<int> v(8, 1);
  array_view<int, 1> av(8, v);
  Scaler<int>(1).run(av, 3);
  Scaler<int>(2).scale(av);
  return av[0] == 22 ? 0 : 1;
}
