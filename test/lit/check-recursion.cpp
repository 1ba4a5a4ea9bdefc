// Recursion in restrict(amp) code (Visual C++'s C3580): direct, mutual,
// through a template and from a restrict(amp, cpu) function, each reported
// at the call that closes the cycle; calls that only reach a cycle, and
// recursion in CPU code, are not reported. No output is written.
// RUN: rm -f %t.hip.cpp
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=AMP2HIP2022
// RUN: not test -e %t.hip.cpp

#include <amp.h>
using namespace concurrency;

int fact(int n) restrict(amp) {
  return n <= 1 ? 1 : n * fact(n - 1);
  // CHECK-DAG: check-recursion.cpp:[[@LINE-1]]:27: error: 'fact' is called recursively in restrict(amp) code [AMP2HIP2022]
}

int odd(int n) restrict(amp);
int even(int n) restrict(amp) {
  return n == 0 ? 1 : odd(n - 1);
  // CHECK-DAG: check-recursion.cpp:[[@LINE-1]]:23: error: 'odd' is called recursively in restrict(amp) code [AMP2HIP2022]
}
int odd(int n) restrict(amp) {
  return n == 0 ? 0 : even(n - 1);
  // CHECK-DAG: check-recursion.cpp:[[@LINE-1]]:23: error: 'even' is called recursively in restrict(amp) code [AMP2HIP2022]
}

template <typename T> T sum_to(T n) restrict(amp, cpu) {
  return n == 0 ? n : n + sum_to(n - 1);
  // CHECK-DAG: check-recursion.cpp:[[@LINE-1]]:27: error: 'sum_to' is called recursively in restrict(amp) code [AMP2HIP2022]
}

// Reaches a cycle without being on one: not reported.
int uses_fact(int n) restrict(amp) { return fact(n) + 1; }

// CPU code may recurse.
int cpu_fact(int n) { return n <= 1 ? 1 : n * cpu_fact(n - 1); }

void run(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = uses_fact(i[0]) + even(i[0]) + sum_to(i[0]);
  });
  av[0] = cpu_fact(3);
}
