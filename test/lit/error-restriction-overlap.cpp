// Declarations of one signature whose restrictions overlap (Visual C++'s
// C3935): Clang's CUDA words ("__device__ function 'f' cannot overload
// __host__ __device__ function 'f'") come in C++ AMP's, once, at the later
// declaration, with Clang's note at the earlier one. Disjoint restrictions
// are an overload (restrict-overloads.cpp translates them).
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=__device__ --implicit-check-not=__host__ --implicit-check-not=error:
// RUN: test ! -e %t.hip.cpp
#include <amp.h>

int f(int x) restrict(amp) { return x; }
int f(int x) restrict(amp, cpu) { return x + 1; }
// CHECK: error-restriction-overlap.cpp:[[@LINE-1]]:5: error: 'f' is declared restrict(amp, cpu) here and restrict(amp) before: declarations of one function have one restriction, and overloads restrictions that do not overlap [AMP2HIP2060]
// CHECK: error-restriction-overlap.cpp:[[@LINE-3]]:5: note: previous declaration is here

// An unrestricted function is restrict(cpu).
int g(int x) { return x; }
int g(int x) restrict(cpu, amp) { return x; }
// CHECK: error-restriction-overlap.cpp:[[@LINE-1]]:5: error: 'g' is declared restrict(amp, cpu) here and restrict(cpu) before

// A member defined with another restriction than it was declared with.
struct S {
  int test() restrict(amp, cpu);
};
int S::test() restrict(amp) { return 1; }
// CHECK: error-restriction-overlap.cpp:[[@LINE-1]]:8: error: 'test' is declared restrict(amp) here and restrict(amp, cpu) before

// Accepted: disjoint restrictions, and a redeclaration that repeats its own.
int h(int x) restrict(amp) { return x; }
int h(int x) restrict(cpu) { return x; }
struct T {
  int get() restrict(amp, cpu);
};
int T::get() restrict(cpu, amp) { return 1; }
