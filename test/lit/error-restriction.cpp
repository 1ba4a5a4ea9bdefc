// An unknown restriction is reported at its spelling.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: test ! -e %t.hip.cpp
#include <amp.h>

int weird(int x) restrict(direct3d) { return x; }
// CHECK: error-restriction.cpp:[[@LINE-1]]:18: error: unknown restriction 'direct3d' (expected 'amp' or 'cpu') [AMP2HIP1008]
// CHECK-NEXT: int weird(int x) restrict(direct3d) { return x; }
// CHECK-NEXT: {{^ +\| +\^$}}
