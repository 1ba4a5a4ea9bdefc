// A routine template that nothing calls, whose body names what nothing
// declares (a blocked variant left half-written): Visual C++ compiled a
// template's body only where it was instantiated, so the file built. The
// permissive retry declares the template and keeps its body out of the
// build between #if 0 and #endif (AMP2HIP1135); a template that is called
// keeps its body.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/blocked.cpp
// RUN: cd %t && %amp2hip blocked.cpp -o blocked.hip.cpp -- -std=c++14 2> blocked.err
// RUN: FileCheck %s --input-file=%t/blocked.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/blocked.err
// WARN-NOT: error:
// RUN: grep -c AMP2HIP1135 %t/blocked.err | FileCheck %s --check-prefix=ONCE
// ONCE: {{^}}1{{$}}

#include <amp.h>
using namespace concurrency;

enum class side { left, right };

template <typename T> void scal(int n, T alpha, const array_view<T, 1> &x) {
  parallel_for_each(x.extent, [=](index<1> i) restrict(amp) { x[i] *= alpha; });
}

template <int block, typename T>
void blocked_scal(enum class side s, T alpha, const array_view<T, 1> &x)
{
  T one = one<T>::value;
  if (s == side::left && (n1 = m - block) > 0)
    scal(n1, alpha * one, x.section(0, n1));
}
// CHECK: {{^}}void blocked_scal(enum side s, T alpha, const array_view<T, 1> &x){{$}}
// CHECK-NEXT: {{^}};{{$}}
// CHECK-NEXT: {{^}}#if 0 // amp2hip: nothing instantiates this template and its body is not C++ (Visual C++ never compiled it){{$}}
// CHECK-NEXT: {{^}}{{{$}}
// CHECK-NEXT: {{^}}  T one = one<T>::value;
// CHECK:      {{^}}    scal(n1, alpha * one, x.section(0, n1));
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
// CHECK-NEXT: {{^}}// CHECK
// WARN: blocked.cpp:[[@LINE-14]]:1: warning: the body of function template 'blocked_scal' is not C++ and nothing instantiates it (Visual C++ never compiled it); kept out of the build with #if 0 [AMP2HIP1135]

int main() {
  float v[4] = {1, 2, 3, 4};
  array_view<float, 1> x(4, v);
  scal(4, 2.0f, x);
  x.synchronize();
  return v[3] == 8.0f ? 0 : 1;
}
