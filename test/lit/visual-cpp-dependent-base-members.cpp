// A test bench in the style of a BLAS test harness: each routine's test
// derives from a class template over the element type and uses the base's
// members and typedefs without qualification, which Visual C++ looked up
// at instantiation. The permissive retry reaches members through this->
// (AMP2HIP1136) and names types as the class's own (AMP2HIP1132): one
// written as a template argument, and a typedef that a namespace-scope
// class template of the same name hides in C++.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/bench.cpp
// RUN: cd %t && %amp2hip bench.cpp -o bench.hip.cpp -- -std=c++14 2> bench.err
// RUN: FileCheck %s --input-file=%t/bench.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/bench.err
// WARN-NOT: error:

#include <amp.h>
#include <cmath>
using namespace concurrency;

template <typename T> struct real_type { typedef T type; };
template <typename T> struct magnitude_of { typedef T type; };
template <typename T> struct widen { typedef double type; };

template <typename T> class routine_test {
public:
  typedef T element;
  typedef typename magnitude_of<T>::type real_type;
  int failures = 0;
  void start_timing() {}
  void stop_timing() {}
  void check(double expected, double actual) {
    failures += std::fabs(expected - actual) > 1e-5 ? 1 : 0;
  }
};

template <typename T> class sum_test : public routine_test<T> {
public:
  real_type slack() const { return real_type(2); }
// CHECK: {{^}}  typename sum_test::real_type slack() const { return typename sum_test::real_type(2); }
// WARN-DAG: bench.cpp:[[@LINE-2]]:3: warning: 'real_type' names a type of a dependent base class {{.*}} [AMP2HIP1132]

  void run(const T *host, int n) {
    start_timing();
// CHECK: {{^}}    this->start_timing();
// WARN-DAG: bench.cpp:[[@LINE-2]]:5: warning: 'start_timing' is a member of a dependent base class (Visual C++ found it without qualification); written 'this->start_timing' [AMP2HIP1136]
    array_view<const T, 1> in(n, host);
    T total = 0;
    for (int i = 0; i < n; ++i)
      total += in[i];
    stop_timing();
    typedef typename widen<element>::type wide;
// CHECK: {{^}}    typedef typename widen<typename sum_test::element>::type wide;
// WARN-DAG: bench.cpp:[[@LINE-2]]:28: warning: 'element' names a type of a dependent base class {{.*}} [AMP2HIP1132]
    check(static_cast<wide>(total), static_cast<wide>(n * (n + 1) / 2));
// CHECK: {{^}}    this->check(static_cast<wide>(total), static_cast<wide>(n * (n + 1) / 2));
// WARN-DAG: bench.cpp:[[@LINE-2]]:5: warning: 'check' is a member of a dependent base class {{.*}} [AMP2HIP1136]
  }
};

int main() {
  float v[4] = {1, 2, 3, 4};
  sum_test<float> t;
  t.run(v, 4);
  return t.failures + (t.slack() == 2.0f ? 0 : 1);
}
