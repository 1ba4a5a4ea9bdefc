// C++ AMP's type rules (Visual C++ C3581): each unsupported type in
// restrict(amp) code is reported once, at the user's line, in C++ AMP terms;
// the class of a restrict(amp) member function once, at the first.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 -ferror-limit=0 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=__device__ --implicit-check-not=__host__

#include <amp.h>
using namespace concurrency;

struct Tagged {
  char tag;
  int value;
};
struct Shape {
  virtual int area() const restrict(amp, cpu) { return 0; }
  // CHECK-DAG: check-types.cpp:[[@LINE-1]]:15: error: class 'Shape' cannot be used in restrict(amp) code: it has a virtual function [AMP2HIP2002]
};
// Only top-level pointers and references exist in amp code: a class holds
// neither, but for a reference to an array or texture.
struct Linked {
  Linked *next;
  int value;
};
struct ViewRef {
  ViewRef(array_view<int, 1> &v) restrict(amp, cpu) : v(v) {}
  // CHECK-DAG: check-types.cpp:[[@LINE-1]]:3: error: class 'ViewRef' cannot be used in restrict(amp) code: member 'v' is a reference [AMP2HIP2002]
  array_view<int, 1> &v;
};
struct Outer {
  int n;
  Linked inner;
};
// Accepted: a reference to an array, and a pointer member in CPU code.
struct ArrayRef {
  array<int, 1> &a;
  int get(index<1> i) const restrict(amp) { return a[i]; }
};
int cpu_walk(Linked *l) { return l->next ? l->next->value : l->value; }
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
    // An array of a class whose size is not whole words (one bool, through
    // a base; Visual C++'s local.amp.incompatible).
    struct BoolBase {
      bool on;
    };
    class OneFlag : BoolBase {};
    OneFlag flags[10];
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:13: error: 'OneFlag[10]' is not supported in restrict(amp) code [AMP2HIP2001]
    int (*fp)(int) = nullptr;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: 'int (*)(int)' is not supported in restrict(amp) code [AMP2HIP2001]
    Tagged t;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:12: error: class 'Tagged' cannot be used in restrict(amp) code: member 'tag' has type 'char' [AMP2HIP2002]
    Shape s;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: class 'Shape' cannot be used in restrict(amp) code: it has a virtual function [AMP2HIP2002]
    Flags f;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: class 'Flags' cannot be used in restrict(amp) code: member 'low' is a bit-field [AMP2HIP2002]
    Outer o;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: class 'Outer' cannot be used in restrict(amp) code: member 'inner' has type 'Linked' [AMP2HIP2002]
    Linked *l = nullptr;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:13: error: class 'Linked' cannot be used in restrict(amp) code: member 'next' is a pointer [AMP2HIP2002]
    Small e = One;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:11: error: 'Small' is not supported in restrict(amp) code [AMP2HIP2001]
    int r = (short &)x;
    // CHECK-DAG: check-types.cpp:[[@LINE-1]]:13: error: 'short' is not supported in restrict(amp) code [AMP2HIP2001]
    av[i] = x + **pp + (fp ? 1 : 0) + r + e + (int)big + c + w + v + bits[0] +
            scale(1) + *ptrs[0] + o.n + (l ? 1 : 0);
  });
}
// A function template used somewhere is checked in its instantiations: the
// note names where one was made (Visual C++ reported the call). One never
// used is checked in its text.
template <typename T> int first(Tagged *p) restrict(amp) { return 0; }
// CHECK-DAG: check-types.cpp:[[@LINE-1]]:41: error: class 'Tagged' cannot be used in restrict(amp) code: member 'tag' has type 'char' [AMP2HIP2002]
int call_first() restrict(amp) { return first<int>(nullptr); }
// CHECK-DAG: check-types.cpp:[[@LINE-1]]:41: note: in instantiation of 'first' requested here
template <typename T> int unused(Tagged *p) restrict(amp) { return 0; }
// CHECK-DAG: check-types.cpp:[[@LINE-1]]:42: error: class 'Tagged' cannot be used in restrict(amp) code: member 'tag' has type 'char' [AMP2HIP2002]

// CHECK: amp2hip: translation failed; no file was written
