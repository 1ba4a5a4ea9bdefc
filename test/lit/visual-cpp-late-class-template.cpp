// A class template that names a constant and a class template the file
// declares after it (AMP2HIP1141), as amp_algorithms.h's
// static_is_power_of_two names static_count_bits<N, bit32>: Visual C++
// read the class at instantiation, Clang where it is written. The class
// template moves to just after each declaration it needs, one round each;
// a class template named between it and the declaration stays an error.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++14 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// RUN: sed -e 's|^// USED ||' %s > used.cpp
// RUN: not %amp2hip used.cpp -o used.hip.cpp -- -std=c++14 2> used.err
// RUN: FileCheck %s --check-prefix=USED --input-file=%t/used.err
#include <amp.h>
using namespace concurrency;

namespace bits
{
    template <unsigned int N>
    struct single_bit
    {
        enum { value = (ones<N, top>::value == 1) ? 1 : 0 };
    };
// USED     typedef single_bit<4> four_is_single;

    static const unsigned int top = 0x80000000;

    template <unsigned int N, unsigned int Mask = top>
    struct ones
    {
        enum { value = ((N & Mask) ? 1 : 0) + ones<N, (Mask >> 1)>::value };
    };

    template <unsigned int N>
    struct ones<N, 0>
    {
        enum { value = 0 };
    };
}

int main() {
  std::vector<int> v(4, 0);
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = bits::single_bit<8>::value + bits::single_bit<6>::value;
  });
  a.synchronize();
  return v[3] == 1 ? 0 : 1;
}

// The class template is gone from its place, and follows the primary
// template ones (its partial specialization may come later).
// CHECK:      namespace bits
// CHECK-NOT:  struct single_bit
// CHECK:      static const unsigned int top = 0x80000000;
// CHECK-NOT:  struct single_bit
// CHECK:      struct ones
// CHECK:      enum { value = ((N & Mask) ? 1 : 0) + ones<N, (Mask >> 1)>::value };
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: template <unsigned int N>
// CHECK-NEXT: struct single_bit
// CHECK-NEXT: {
// CHECK-NEXT: enum { value = (ones<N, top>::value == 1) ? 1 : 0 };
// CHECK-NEXT: };
// CHECK:      struct ones<N, 0>
// CHECK:      int main()

// WARN-DAG: prog.cpp:27:1: warning: a class template names 'top' before its declaration {{.*}} [AMP2HIP1141]
// WARN-DAG: prog.cpp:33:1: warning: a class template names 'ones' before its declaration {{.*}} [AMP2HIP1141]
// WARN-NOT: error:

// USED: used.cpp:22:{{[0-9]+}}: error: use of undeclared identifier 'top'
