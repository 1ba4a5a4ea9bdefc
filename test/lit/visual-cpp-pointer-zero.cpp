// A pointer ordered against 0 (a C interface's quick return that meant its
// count): Visual C++ took the 0 for a null pointer, as C++03 did; C++11
// rejects it. The permissive retry writes the 0 as a null pointer of the
// pointer's type (AMP2HIP1137), in a template each instantiation's own.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/quick.cpp
// RUN: cd %t && %amp2hip quick.cpp -o quick.hip.cpp -- -std=c++14 2> quick.err
// RUN: FileCheck %s --input-file=%t/quick.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/quick.err
// WARN-NOT: error:

#include <amp.h>
using namespace concurrency;

template <typename T> T asum(int n, const T *x) {
  if (x <= 0)
    return T();
// CHECK: {{^}}  if (x <= decltype(x)(0))
// WARN: quick.cpp:[[@LINE-3]]:12: warning: 'x' compared with 0 by <, <=, > or >= (Visual C++ took the 0 for a null pointer); written 'decltype(x)(0)' [AMP2HIP1137]
  array_view<const T, 1> v(n, x);
  T s = 0;
  for (int i = 0; i < n; ++i)
    s += v[i] < 0 ? -v[i] : v[i];
  return s;
}

extern "C" int isamax_empty(const float *x) { return 0 >= x; }
// CHECK: {{^}}extern "C" int isamax_empty(const float *x) { return decltype(x)(0) >= x; }

int main() {
  float f[3] = {1, -2, 3};
  double d[2] = {-1, 1};
  return asum(3, f) == 6.0f && asum(2, d) == 2.0 && isamax_empty(nullptr) ? 0 : 1;
}
