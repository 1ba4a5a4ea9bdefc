// Statements and expressions restrict(amp) code cannot have: goto (C3593),
// exceptions (C3594), RTTI (C3587, C3591), string literals (C3589), 64-bit
// constants (C3595), integer-pointer casts (C3588), bool* arithmetic
// (C3599), global and static variables (C3586), captured pointers (C3596).
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=__device__ --implicit-check-not=__host__

#include <amp.h>
#include <typeinfo>
using namespace concurrency;

int counter;
struct Base { int v; };

void thrower() restrict(amp) throw(int) {}
// CHECK-DAG: check-statements.cpp:[[@LINE-1]]:6: error: 'throw(...)' is not supported in restrict(amp) code [AMP2HIP2001]

void kernels(array_view<int, 1> av, int *host) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int x = i[0];
    if (x < 0)
      goto done;
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:7: error: 'goto' is not supported in restrict(amp) code [AMP2HIP2005]
    if (x > 100)
      throw 1;
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:7: error: 'throw' is not supported in restrict(amp) code: it has no exceptions [AMP2HIP2006]
    x += typeid(x).name() ? 1 : 0;
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:10: error: 'typeid' is not supported in restrict(amp) code [AMP2HIP2008]
    // CHECK-DAG: check-statements.cpp:[[@LINE-2]]:10: error: 'std::type_info::name' is not restrict(amp)
    x += sizeof("abc");
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:17: error: string literals are not supported in restrict(amp) code [AMP2HIP2009]
    x += (int)(0x100000000 >> 32);
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:16: error: integer constant 4294967296 does not fit in 32 bits; restrict(amp) code has no 64-bit integers [AMP2HIP2010]
    int *p = (int *)x;
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:14: error: cast from 'int' to 'int *' is not supported in restrict(amp) code [AMP2HIP2011]
    bool b = true;
    bool *pb = &b;
    pb = pb + 1;
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:10: error: pointer arithmetic on 'bool *' is not supported in restrict(amp) code [AMP2HIP2012]
    static int calls;
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:16: error: global or static variable 'calls' cannot be used in restrict(amp) code [AMP2HIP2013]
    x += counter;
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:10: error: global or static variable 'counter' cannot be used in restrict(amp) code [AMP2HIP2013]
    x += host[0];
    // CHECK-DAG: check-statements.cpp:[[@LINE-1]]:10: note: 'host' is captured here
    av[i] = x + (p != nullptr) + calls;
  done:;
  });
  // Visual C++ reports a captured pointer at the lambda's closing brace.
  // CHECK-DAG: check-statements.cpp:[[@LINE-2]]:3: error: 'host' of pointer type 'int *' cannot be captured by a restrict(amp) lambda written in CPU code [AMP2HIP2014]
}
// CHECK: amp2hip: translation failed; no file was written
