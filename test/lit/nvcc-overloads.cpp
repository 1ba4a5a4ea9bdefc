// Overloads on restriction that nvcc resolves otherwise: nvcc ranks every
// overload as if it had no restriction (then rejects a wrong-side call);
// C++ AMP, and Clang parsing as HIP, leave the wrong side out. Where casting
// the arguments to the chosen function's parameters makes nvcc choose it
// too, the call is written so; calls without overloads on restriction stay
// as written. The output compiles with hipcc and nvcc (compile.every_lit_output).
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip.cpp
// RUN: count 0 < %t.err
#include <amp.h>
#include <type_traits>

// The amp-only overload is the better match ignoring restrictions.
int f(int &) restrict(amp) { return 0; }
int f(const int &) { return 1; }

struct S {
  int m(int &) restrict(amp) { return 0; }
  int m(const int &) restrict(cpu) { return 1; }
};

// An exact match on the wrong side: the argument becomes the parameter's type.
int g(int x) restrict(cpu) { return x; }
int g(unsigned x) restrict(amp) { return int(x); }

// No overload on restriction: nothing to do.
int plain(unsigned x) { return int(x); }
int plain(const char *x) { return 2; }

// CHECK-LABEL: int host() {
// CHECK: return f(static_cast<const int &>(v)) + s.m(static_cast<const int &>(v)) + g(1) + g(static_cast<int>(2u)) + plain(3);
int host() {
  int v = 0;
  S s;
  return f(v) + s.m(v) + g(1) + g(2u) + plain(3);
}

// In amp code the cpu overloads are the wrong side.
// CHECK: __device__ int amp_side(int v) { return f(v) + g(static_cast<unsigned int>(1)); }
int amp_side(int v) restrict(amp) { return f(v) + g(1); }

// Overloads on restriction alone with other return types: each nvcc pass
// sees one of them, so a decltype of a call is spelled as C++ AMP gives it.
struct A {};
float e() restrict(cpu);
A e() restrict(amp);
// CHECK: static_assert(std::is_same<float, float>::value, "cpu");
void on_cpu() { static_assert(std::is_same<decltype(e()), float>::value, "cpu"); }
// CHECK: static_assert(std::is_same<A, A>::value, "amp");
void on_amp() restrict(amp) { static_assert(std::is_same<decltype(e()), A>::value, "amp"); }
#define SAME(a, b) static_assert(std::is_same<a, b>::value, #a)
// CHECK: SAME(float, float);
void in_macro() { SAME(decltype(e()), float); }
// A decltype of another call stays.
// CHECK: SAME(decltype(plain(1)), int);
void unrelated() { SAME(decltype(plain(1)), int); }

int main() { return host() == 2 ? 0 : 1; }
