// A restriction named through an object-like macro (`restrict(AMP_RESTRICTION)`
// built with -DAMP_RESTRICTION=cpu,amp, as the conformance suite's type
// tests are) is the macro's expansion, as the parse reads it; a macro that
// expands to anything but amp and cpu is an unknown restriction.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 -DAMP_RESTRICTION=cpu,amp 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error:
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14 -DAMP_RESTRICTION=cpu,amp -DNO_ERRORS
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t.hip.cpp

#include <amp.h>

#define ONLY_AMP amp
#define BOTH ONLY_AMP, cpu

// OUT: __host__ __device__ int twice(int x) { return 2 * x; }
int twice(int x) restrict(AMP_RESTRICTION) { return 2 * x; }
// OUT: __device__ int thrice(int x) { return 3 * x; }
int thrice(int x) restrict(ONLY_AMP) { return 3 * x; }
// OUT: __host__ __device__ int once(int x) { return x; }
int once(int x) restrict(BOTH) { return x; }

int use(int x) restrict(amp) { return twice(x) + thrice(x) + once(x); }

#ifndef NO_ERRORS
// The function is amp code through the macro: its types are checked.
int narrow(int x) restrict(AMP_RESTRICTION) {
  char c = 'a';
  // CHECK-DAG: restrict-macro-names.cpp:[[@LINE-1]]:8: error: 'char' is not supported in restrict(amp) code [AMP2HIP2001]
  return x + c;
}

#define GPU gpu
int weird(int x) restrict(GPU) { return x; }
// CHECK-DAG: restrict-macro-names.cpp:[[@LINE-1]]:18: error: unknown restriction 'gpu' (expected 'amp' or 'cpu') [AMP2HIP1008]
#endif
