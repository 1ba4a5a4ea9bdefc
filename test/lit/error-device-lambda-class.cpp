// A restrict(amp) lambda in a private member function that names a local
// constant without capturing it: nvcc takes no extended lambda there, and
// the class at namespace scope would not see the constant. The translation
// stops with AMP2HIP1025 (exit 0 means the output compiles with nvcc too)
// and writes nothing.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && not %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.err
// RUN: test ! -e %t/prog.hip.cpp
#include <amp.h>
using namespace concurrency;

template <typename F> void call(array_view<int, 1> av, F f) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = f(); });
}

class Test {
  void body(array_view<int, 1> av) {
    const int k = 7;
    // CHECK: prog.cpp:[[@LINE+1]]:19: error: restrict(amp) lambda in a private member function, where nvcc takes no extended __device__ lambda, cannot be written as a class at namespace scope: it names 'k', a local of its function, without capturing it [AMP2HIP1025]
    call(av, []() restrict(amp) { return k; });
  }
  // A parameter of a type local to the function (amp-algorithms'
  // examples_stl_amp_algorithms.cpp, `[=](const vertices &t) restrict(amp)`
  // with a struct of its TestBody).
  template <typename F> static void each(array_view<int, 1> av, F f) {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = f(av[i]); });
  }
  void local(array_view<int, 1> av) {
    typedef int value;
    // CHECK: prog.cpp:[[@LINE+1]]:{{[0-9]+}}: error: restrict(amp) lambda in a private member function, where nvcc takes no extended __device__ lambda, cannot be written as a class at namespace scope: it names 'value', declared in its function [AMP2HIP1025]
    each(av, [](value v) restrict(amp) { return v; });
  }
  // Two local classes of one name, each named by a lambda: the first moves
  // to namespace scope, the second cannot take its name.
  void first(array_view<int, 1> av) {
    struct cell { int v; };
    each(av, [](int x) restrict(amp) { cell c; c.v = x; return c.v; });
  }
  void second(array_view<int, 1> av) {
    struct cell { int v, w; };
    // CHECK: prog.cpp:[[@LINE+1]]:14: error: restrict(amp) lambda in a private member function, where nvcc takes no extended __device__ lambda, cannot be written as a class at namespace scope: it names 'cell', declared in its function, whose name another class moved to namespace scope has taken [AMP2HIP1025]
    each(av, [](int x) restrict(amp) { cell c; c.w = x; return c.w; });
  }
};

int main() {}
