// amp2hip runtime: concurrency::index<N>, an N-dimensional integer point
// (C++ AMP 1.2, 4.1).
//
// Usable in host and device code; trivially copyable, so it can be a kernel
// parameter or part of one. The constructors are exactly C++ AMP's: one,
// two or three ints for ranks 1 to 3 (a rank mismatch is a static_assert, as
// in Visual C++), an int array for any rank. The operators are hidden
// friends, so an argument that converts to index<N> (a tiled_index) works.
#pragma once

#include <amp2hip/detail/config.h>

namespace Concurrency {

template <int N> class index {
  // The components come before the rank's static_assert: Clang stops
  // instantiating the class at a failed static_assert, and a negative rank
  // is also an array of negative size (Visual C++'s C2118, besides C2338).
  int v_[N];
  static_assert(N > 0, "The rank of index must be greater than 0");

public:
  static constexpr int rank = N;
  typedef int value_type;

  AMP2HIP_HD constexpr index() : v_{} {}
  index(const index &) = default;
  index &operator=(const index &) = default;

  AMP2HIP_HD explicit index(int i0) : v_{} {
    static_assert(N == 1, "index(i0) constructs an index<1>");
    v_[0] = i0;
  }
  AMP2HIP_HD index(int i0, int i1) : v_{} {
    static_assert(N == 2, "index(i0, i1) constructs an index<2>");
    v_[0] = i0;
    v_[1] = i1;
  }
  AMP2HIP_HD index(int i0, int i1, int i2) : v_{} {
    static_assert(N == 3, "index(i0, i1, i2) constructs an index<3>");
    v_[0] = i0;
    v_[1] = i1;
    v_[2] = i2;
  }
  // The first N elements of `components`.
  AMP2HIP_HD explicit index(const int components[]) : v_{} {
    for (int k = 0; k < N; ++k)
      v_[k] = components[k];
  }
  AMP2HIP_HD explicit index(int components[])
      : index(static_cast<const int *>(components)) {}

  AMP2HIP_HD constexpr int operator[](unsigned int k) const { return v_[k]; }
  AMP2HIP_HD int &operator[](unsigned int k) { return v_[k]; }

  AMP2HIP_HD index &operator+=(const index &o) {
    for (int k = 0; k < N; ++k)
      v_[k] += o.v_[k];
    return *this;
  }
  AMP2HIP_HD index &operator-=(const index &o) {
    for (int k = 0; k < N; ++k)
      v_[k] -= o.v_[k];
    return *this;
  }
  AMP2HIP_HD index &operator+=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] += s;
    return *this;
  }
  AMP2HIP_HD index &operator-=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] -= s;
    return *this;
  }
  AMP2HIP_HD index &operator*=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] *= s;
    return *this;
  }
  AMP2HIP_HD index &operator/=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] /= s;
    return *this;
  }
  AMP2HIP_HD index &operator%=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] %= s;
    return *this;
  }
  AMP2HIP_HD index &operator++() { return *this += 1; }
  AMP2HIP_HD index &operator--() { return *this -= 1; }
  AMP2HIP_HD index operator++(int) {
    index old = *this;
    *this += 1;
    return old;
  }
  AMP2HIP_HD index operator--(int) {
    index old = *this;
    *this -= 1;
    return old;
  }

  AMP2HIP_HD friend bool operator==(const index &a, const index &b) {
    for (int k = 0; k < N; ++k)
      if (a.v_[k] != b.v_[k])
        return false;
    return true;
  }
  AMP2HIP_HD friend bool operator!=(const index &a, const index &b) {
    return !(a == b);
  }
  AMP2HIP_HD friend index operator+(index a, const index &b) { return a += b; }
  AMP2HIP_HD friend index operator-(index a, const index &b) { return a -= b; }
  AMP2HIP_HD friend index operator+(index a, int s) { return a += s; }
  AMP2HIP_HD friend index operator-(index a, int s) { return a -= s; }
  AMP2HIP_HD friend index operator*(index a, int s) { return a *= s; }
  AMP2HIP_HD friend index operator/(index a, int s) { return a /= s; }
  AMP2HIP_HD friend index operator%(index a, int s) { return a %= s; }
  AMP2HIP_HD friend index operator+(int s, index a) { return a += s; }
  AMP2HIP_HD friend index operator*(int s, index a) { return a *= s; }
  // s - a, s / a, s % a: the scalar is the left operand of each component.
  AMP2HIP_HD friend index operator-(int s, const index &a) {
    index r;
    for (int k = 0; k < N; ++k)
      r.v_[k] = s - a.v_[k];
    return r;
  }
  AMP2HIP_HD friend index operator/(int s, const index &a) {
    index r;
    for (int k = 0; k < N; ++k)
      r.v_[k] = s / a.v_[k];
    return r;
  }
  AMP2HIP_HD friend index operator%(int s, const index &a) {
    index r;
    for (int k = 0; k < N; ++k)
      r.v_[k] = s % a.v_[k];
    return r;
  }
};

// C++11/14 need a namespace-scope definition of a static constexpr member
// that is ODR-used (bound to a reference); C++17 makes it inline.
#if __cplusplus < 201703L
template <int N> constexpr int index<N>::rank;
#endif

} // namespace Concurrency
