// Visual C++ code often names its own class's static members qualified,
// inside the class (`Scaler::twice(x)`). A kernel that does so is placed
// after the class as its friend (private members included), and in a class
// template the class's bare name gets its arguments (`Scaler<T>::`). A
// static member template named unqualified there is written
// `Scaler<T>::template times<3>`.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T> class Scaler {
  static T twice(T x) restrict(amp) { return x * 2; }
  template <int K> static T times(T x) restrict(amp) { return x * K; }

public:
  void run(array_view<T, 1> av) {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      av[i] = Scaler::twice(av[i]);
    });
  }
  void triple(array_view<T, 1> av) {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      av[i] = times<3>(av[i]);
    });
  }
};
// CHECK-LABEL: template <typename T> class Scaler {
// CHECK:       friend __global__ void Scaler_run_amp_kernel_0(
// CHECK:       };
// CHECK:       Scaler_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK:       av[i] = Scaler<T>::twice(av[i]);
// CHECK:       av[i] = Scaler<T>::template times<3>(av[i]);

class Offset {
  static int by() restrict(amp) { return 3; }

public:
  void run(array_view<int, 1> av) {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      av[i] += Offset::by();
    });
  }
};
// CHECK-LABEL: class Offset {
// CHECK:       friend __global__ void Offset_run_amp_kernel_0(
// CHECK:       };
// CHECK:       Offset_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK:       av[i] += Offset::by();

int main() {
  std::vector<int> v(8, 1);
  array_view<int, 1> av(8, v);
  Scaler<int>().run(av);
  Scaler<int>().triple(av);
  Offset().run(av);
  return av[0] == 9 ? 0 : 1;
}
