// C++ AMP's type rules (Visual C++ C3581): each unsupported type in
// restrict(amp) code is reported once, at the user's line, in C++ AMP terms.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=__device__ --implicit-check-not=__host__

#include <amp.h>
using namespace concurrency;

struct Tagged {
  char tag;
  int value;
};
struct Shape {
  virtual int area() const restrict(amp, cpu) { return 0; }
};
struct Flags {
  int low : 4;
};
enum Small : short { One = 1 };

int scale(short s) restrict(amp) { return s; }
// CHECK-DAG: check-types.cpp:[[@LINE-1]]:17: error: 'short' is not supported in restrict(amp) code [AMP2HIP2001]
long double widen(int x) restrict(amp, cpu) { return x; }
// CHECK-DAG: check-types.cpp:[[@LINE-1]]:1: error: 'long double' is not supported in restrict(amp) code [AMP2HIP2001]
void variadic(int n, ...) restrict(amp) {}
// CHECK-DAG: check-types.cpp:[[@LINE-1]]:6: error: '...' is not supported in restrict(amp) code [AMP2HIP2001]

void kernels(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    char c = 1;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:10: error: 'char' is not supported in restrict(amp) code [AMP2HIP2001]
    wchar_t w = 2;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:13: error: 'wchar_t' is not supported in restrict(amp) code [AMP2HIP2001]
    long long big = 3;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:15: error: 'long long' is not supported in restrict(amp) code [AMP2HIP2001]
    volatile int v = 4;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:18: error: 'volatile int' is not supported in restrict(amp) code [AMP2HIP2001]
    int x = 5;
    int *p = &x;
    int **pp = &p;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: 'int **' is not supported in restrict(amp) code [AMP2HIP2001]
    int *ptrs[2] = {p, p};
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:10: error: 'int *[2]' is not supported in restrict(amp) code [AMP2HIP2001]
    bool bits[4];
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:10: error: 'bool[4]' is not supported in restrict(amp) code [AMP2HIP2001]
    int (*fp)(int) = nullptr;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: 'int (*)(int)' is not supported in restrict(amp) code [AMP2HIP2001]
    Tagged t;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:12: error: class 'Tagged' cannot be used in restrict(amp) code: member 'tag' has type 'char' [AMP2HIP2002]
    Shape s;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: class 'Shape' cannot be used in restrict(amp) code: it has a virtual function [AMP2HIP2002]
    Flags f;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: class 'Flags' cannot be used in restrict(amp) code: member 'low' is a bit-field [AMP2HIP2002]
    Small e = One;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: 'Small' is not supported in restrict(amp) code [AMP2HIP2001]
    int r = (short &)x;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:13: error: 'short' is not supported in restrict(amp) code [AMP2HIP2001]
    av[i] = x + **pp + (fp ? 1 : 0) + r + e + (int)big + c + w + v + bits[0] +
            scale(1) + *ptrs[0];
  });
}
// CHECK: amp2hip: translation failed; no file was written
