// Where C++ AMP's grammar places restrict(...), and `restrict` as a name
// next to the places error-restriction-placement.cpp rejects: all
// translate. restrict(cpu) on a function pointer or a function type is
// allowed; only amp ones are not.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14
// RUN: FileCheck %s --input-file=%t.hip.cpp --match-full-lines
#include <amp.h>
using namespace concurrency;

template <typename F> struct Holder {};
void takes(int (*f)(int, int) restrict(cpu) throw()) {}
// CHECK: void takes(int (*f)(int, int) throw()) {}
typedef int (*cpu_fn)(int) restrict(cpu);
// CHECK: typedef int (*cpu_fn)(int);
Holder<const int && (int) restrict(cpu)> holder;
// CHECK: Holder<const int && (int) > holder;
auto f() restrict(cpu) -> int { return 1; }
// CHECK: auto f() -> int { return 1; }
void g() restrict(cpu) throw() {}
// CHECK: void g() throw() {}
int h(int x) restrict(amp) { return x; }
// CHECK: __device__ int h(int x) { return x; }
auto k() -> decltype(h(1) + 1) { return 1; }
// CHECK: auto k() -> decltype(h(1) + 1) { return 1; }

// Operators whose name is a token a cast's parentheses may follow.
struct V {
  int x;
  V &operator=(const V &o) restrict(amp, cpu) { x = o.x; return *this; }
  // CHECK: __host__ __device__ V &operator=(const V &o) { x = o.x; return *this; }
  V &operator,(const V &o) restrict(amp) { return *this; }
  // CHECK: __device__ V &operator,(const V &o) { return *this; }
};

int restrict(int a) { return a; }
struct R {
  int restrict() const restrict(amp, cpu) { return 1; }
  // CHECK: __host__ __device__ int restrict() const { return 1; }
};

int use(int* q) {
  return q[0] > 1 ? restrict(3) : restrict(4);
  // CHECK: return q[0] > 1 ? restrict(3) : restrict(4);
}

void host(array_view<int, 1> av) {
  R r;
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    auto l = [](int x) restrict(amp) -> int { return x; };
    // CHECK: auto l = [](int x) -> int { return x; };
    auto m = [](int x) mutable restrict(amp) throw() -> int { return x; };
    // CHECK: auto m = [](int x) mutable throw() -> int { return x; };
    av[i] = l(1) + m(2) + r.restrict();
  });
}
