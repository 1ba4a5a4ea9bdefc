// A test bench in the style of a BLAS harness: each routine's test derives
// from a class template over the element type and calls the base's check
// without qualification. Visual C++ found it at instantiation; each source
// instantiates one routine's test only.
#pragma once
#include <amp.h>
#include <cmath>
#include <vector>

template <typename T> class routine_test {
public:
  int failures = 0;
  void check_error(int n, const T *expected, const T *actual) {
    for (int i = 0; i < n; ++i)
      failures += std::fabs(expected[i] - actual[i]) > 1e-5 ? 1 : 0;
  }
};

template <typename T> class scal_test : public routine_test<T> {
public:
  int run(T alpha, int n) {
    std::vector<T> x(n, T(1)), expected(n, alpha);
    concurrency::array_view<T, 1> xv(n, x);
    concurrency::parallel_for_each(
        xv.extent, [=](concurrency::index<1> i) restrict(amp) { xv[i] *= alpha; });
    xv.synchronize();
    check_error(n, expected.data(), x.data());
    return this->failures;
  }
};

template <typename T> class axpy_test : public routine_test<T> {
public:
  int run(T alpha, int n) {
    std::vector<T> x(n, T(1)), y(n, T(2)), expected(n, alpha + 2);
    concurrency::array_view<const T, 1> xv(n, x);
    concurrency::array_view<T, 1> yv(n, y);
    concurrency::parallel_for_each(
        yv.extent, [=](concurrency::index<1> i) restrict(amp) { yv[i] += alpha * xv[i]; });
    yv.synchronize();
    check_error(n, expected.data(), y.data());
    return this->failures;
  }
};
