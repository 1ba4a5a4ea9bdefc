// A trait with two partial specializations over array_view, the rank
// declared `unsigned int` where array_view's own parameter is an `int`:
// Visual C++ chose the `const T` one for a view of const elements; Clang
// cannot order them (deducing one from the other fails for the rank's
// type) and reports them ambiguous. The permissive retry declares the rank
// with array_view's type (AMP2HIP1134) in both.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/traits.cpp
// RUN: cd %t && %amp2hip traits.cpp -o traits.hip.cpp -- -std=c++14 2> traits.err
// RUN: FileCheck %s --input-file=%t/traits.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/traits.err
// WARN-NOT: error:

#include <amp.h>
using namespace concurrency;

template <typename V> struct view_traits {
  static const bool is_view = false;
  static const bool is_const = false;
};

template <typename E, unsigned int R>
struct view_traits<array_view<E, R>> {
  static const bool is_view = true;
  static const bool is_const = false;
};
// CHECK: {{^}}template <typename E, int R>{{$}}
// WARN-DAG: traits.cpp:[[@LINE-6]]:23: warning: non-type template parameter 'unsigned int R' is deduced from an argument of another type; {{.*}} [AMP2HIP1134]

template <typename E, unsigned R>
struct view_traits<array_view<const E, R>> {
  static const bool is_view = true;
  static const bool is_const = true;
};
// CHECK: {{^}}template <typename E, int R>{{$}}
// WARN-DAG: traits.cpp:[[@LINE-6]]:23: warning: non-type template parameter 'unsigned R' {{.*}} [AMP2HIP1134]

// A parameter passed where its own type is expected is left as it is.
template <typename E, unsigned int N> struct view_traits<E[N]> {
  static const bool is_view = false;
  static const bool is_const = false;
};
// CHECK: {{^}}template <typename E, unsigned int N> struct view_traits<E[N]>

template <typename A> int scale(const A &a) {
  static_assert(view_traits<A>::is_view, "a must be an array_view");
  return view_traits<A>::is_const ? 0 : 1;
}

int main() {
  float data[4] = {1, 2, 3, 4};
  array_view<const float, 1> in(4, data);
  array_view<float, 2> out(2, 2, data);
  return scale(in) + scale(out) == 1 ? 0 : 1;
}
