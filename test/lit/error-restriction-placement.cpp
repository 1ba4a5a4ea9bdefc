// restrict(...) where C++ AMP's grammar has no place for it, reported once
// at the user's line (through a macro too), in C++ AMP's words: after an
// exception specification or a trailing return type (AMP2HIP2061), on a
// pointer or reference to a function with amp (AMP2HIP2062), where no
// function is declared (AMP2HIP2063). The forms C++ AMP allows are in
// restrict-placement.cpp.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__ --implicit-check-not=__host__
// RUN: test ! -e %t.hip.cpp
#include <amp.h>
using namespace concurrency;

#define CPU_ONLY restrict(cpu)
#define GPU restrict(amp, cpu)

void late() throw() restrict(cpu) {}
// CHECK: error-restriction-placement.cpp:[[@LINE-1]]:21: error: restrict(cpu) cannot stand after the exception specification: it goes right after the parameter list (and a lambda's 'mutable'), before the exception specification and the trailing return type [AMP2HIP2061]
void late_macro() throw(...) CPU_ONLY {}
// CHECK: error-restriction-placement.cpp:[[@LINE-1]]:30: error: restrict(cpu) cannot stand after the exception specification
void late_noexcept() noexcept restrict(cpu) {}
// CHECK: error-restriction-placement.cpp:[[@LINE-1]]:31: error: restrict(cpu) cannot stand after the exception specification
auto trailing() -> int restrict(amp) { return 1; }
// CHECK: error-restriction-placement.cpp:[[@LINE-1]]:24: error: restrict(amp) cannot stand after the trailing return type

int twice(int x) restrict(amp) { return 2 * x; }
int (*pointer)(int) restrict(amp) = twice;
// CHECK: error-restriction-placement.cpp:[[@LINE-1]]:21: error: restrict(amp) on a pointer or reference to a function: amp code calls no function through a pointer or reference [AMP2HIP2062]
int by_reference(int (&r)(int) GPU) { return 0; }
// CHECK: error-restriction-placement.cpp:[[@LINE-1]]:32: error: restrict(amp, cpu) on a pointer or reference to a function
struct S {
  int get() const restrict(amp) { return 1; }
};
int (S::*member)() const restrict(amp) = &S::get;
// CHECK: error-restriction-placement.cpp:[[@LINE-1]]:26: error: restrict(amp) on a pointer or reference to a function

typedef int binary(int, int);
struct T {
  T(int) {}
};
void objects() {
  binary *op restrict(cpu);
  // CHECK: error-restriction-placement.cpp:[[@LINE-1]]:14: error: restrict(cpu) stands where no function or lambda is declared: a restriction specifier follows a function's parameter list [AMP2HIP2063]
  int a = 1;
  T cast((int) CPU_ONLY a);
  // CHECK: error-restriction-placement.cpp:[[@LINE-1]]:16: error: restrict(cpu) stands where no function or lambda is declared
  T initialized((int)a) CPU_ONLY;
  // CHECK: error-restriction-placement.cpp:[[@LINE-1]]:25: error: restrict(cpu) stands where no function or lambda is declared
}

void lambdas(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    []() mutable -> void GPU {}();
    // CHECK: error-restriction-placement.cpp:[[@LINE-1]]:26: error: restrict(amp, cpu) cannot stand after the trailing return type
    []() throw() -> void restrict(amp) {}();
    // CHECK: error-restriction-placement.cpp:[[@LINE-1]]:26: error: restrict(amp) cannot stand after the trailing return type
    []() throw() restrict(amp) {}();
    // CHECK: error-restriction-placement.cpp:[[@LINE-1]]:18: error: restrict(amp) cannot stand after the exception specification
    av[i] = 1;
  });
}

// A lambda's restriction follows `mutable` (Visual C++'s C3409 the other
// way round), spelled directly or through a macro; `mutable restrict(amp)`
// is accepted (restrict-placement.cpp).
#define GPU_BOTH restrict(amp, cpu)
void lambda_order() {
  auto first = [](int x) restrict(amp) mutable { return x; };
  // CHECK: error-restriction-placement.cpp:[[@LINE-1]]:26: error: restrict(amp) cannot stand before 'mutable': it goes right after the parameter list (and a lambda's 'mutable'), before the exception specification and the trailing return type [AMP2HIP2061]
  auto second = []() GPU_BOTH mutable {};
  // CHECK: error-restriction-placement.cpp:[[@LINE-1]]:22: error: restrict(amp, cpu) cannot stand before 'mutable'
  auto fine = [](int x) mutable restrict(amp) { return x; };
}
