// A dependent type name without `typename` where C++20 makes the keyword
// implicit (a function's return type, a member's, a typedef in a class
// template): Clang only warns (-Wc++20-extensions), the parse succeeds,
// but hipcc and nvcc compile C++17. The parse is retried with `typename`
// written in, as for the error elsewhere (AMP2HIP1111), and Clang's
// warning is not shown.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T>
array_view<T, 1>::value_type first(const array_view<T, 1> &a) {
  return a[0];
}
// CHECK: {{^}}typename array_view<T, 1>::value_type first(const array_view<T, 1> &a) {
// WARN: prog.cpp:[[@LINE-4]]:1: warning: 'array_view<T, 1>::value_type' names a dependent type; 'typename' inserted before it (Visual C++ did not require it) [AMP2HIP1111]

template <typename T>
struct Summer {
  typedef array_view<T, 1>::value_type value_type;
  // CHECK: {{^}}  typedef typename array_view<T, 1>::value_type value_type;
  // WARN: prog.cpp:[[@LINE-2]]:11: warning: 'array_view<T, 1>::value_type' {{.*}} [AMP2HIP1111]
  array_view<T, 1>::value_type twice(array_view<T, 1> a) const {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
      a[i] += a[i];
    });
    return a[0];
  }
  // CHECK: {{^}}  typename array_view<T, 1>::value_type twice(array_view<T, 1> a) const {
  // CHECK-NEXT: {{^}}    amp2hip::launch<Summer_twice_amp_kernel_0<T>>(a.extent, a);
  // WARN: prog.cpp:[[@LINE-8]]:3: warning: 'array_view<T, 1>::value_type' {{.*}} [AMP2HIP1111]
};
// WARN-NOT: C++20

// A dependent type as a template argument: Clang's error (C++20 does not
// make this one implicit), the same edit.
template <typename C> void twice_all(C &c) {
  array_view<C::value_type, 1> v((int)c.size(), c);
  // CHECK: {{^}}  array_view<typename C::value_type, 1> v((int)c.size(), c);
  // WARN: prog.cpp:[[@LINE-2]]:14: warning: 'C::value_type' names a dependent type; 'typename' inserted {{.*}} [AMP2HIP1111]
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
  v.synchronize();
}

int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> a(4, v);
  twice_all(v);
  return first(a) + Summer<int>().twice(a);
}
