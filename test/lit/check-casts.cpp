// A pointer cast to a smaller integer (`(int)p`, `reinterpret_cast<int>(p)`)
// is an error Clang reports itself and drops the cast with it, so the
// checker never sees it: in restrict(amp) code it is said in C++ AMP's
// words, Visual C++'s C3588 (AMP2HIP2011), or C3589 (AMP2HIP2009) when the
// operand is a string literal. In CPU code it stays Clang's error.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__ --implicit-check-not=__host__

#include <amp.h>
using namespace concurrency;

int c_style(int *p) restrict(amp) {
  return (int)p;
  // CHECK-DAG: check-casts.cpp:[[@LINE-1]]:10: error: cast from 'int *' to 'int' is not supported in restrict(amp) code [AMP2HIP2011]
}

unsigned reinterpreted(float *p) restrict(amp, cpu) {
  return reinterpret_cast<unsigned>(p);
  // CHECK-DAG: check-casts.cpp:[[@LINE-1]]:10: error: cast from 'float *' to 'unsigned int' is not supported in restrict(amp) code [AMP2HIP2011]
}

int literal() restrict(amp) {
  return (int)"Hello";
  // CHECK-DAG: check-casts.cpp:[[@LINE-1]]:10: error: string literals are not supported in restrict(amp) code [AMP2HIP2009]
}

void in_kernel(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int local = 0;
    av[i] = (int)&local;
    // CHECK-DAG: check-casts.cpp:[[@LINE-1]]:13: error: cast from 'int *' to 'int' is not supported in restrict(amp) code [AMP2HIP2011]
  });
}

// CPU code: Clang's own error.
int on_cpu(int *p) {
  return (int)p;
  // CHECK-DAG: check-casts.cpp:[[@LINE-1]]:10: error: cast from pointer to smaller type 'int' loses information{{$}}
}
