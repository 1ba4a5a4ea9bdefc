// amp2hip runtime: concurrency::extent<N>, the shape of an N-dimensional
// domain: the number of elements in each dimension (C++ AMP 1.2, 4.2).
// Constructors and operators follow index<N> (index.h).
#pragma once

#include <amp2hip/detail/cxx.h>
#include <amp2hip/index.h>

namespace Concurrency {

template <int D0, int D1 = 0, int D2 = 0> class tiled_extent;

template <int N> class extent {
  // The components come before the rank's static_assert: Clang stops
  // instantiating the class at a failed static_assert, and a negative rank
  // is also an array of negative size (Visual C++'s C2118, besides C2338).
  int v_[N];
  static_assert(N > 0, "The rank of extent must be greater than 0");

public:
  static constexpr int rank = N;
  typedef int value_type;

  AMP2HIP_HD constexpr extent() : v_{} {}
  extent(const extent &) = default;
  extent &operator=(const extent &) = default;

  AMP2HIP_HD explicit extent(int e0) : v_{} {
    static_assert(N == 1, "extent(e0) constructs an extent<1>");
    v_[0] = e0;
  }
  AMP2HIP_HD extent(int e0, int e1) : v_{} {
    static_assert(N == 2, "extent(e0, e1) constructs an extent<2>");
    v_[0] = e0;
    v_[1] = e1;
  }
  AMP2HIP_HD extent(int e0, int e1, int e2) : v_{} {
    static_assert(N == 3, "extent(e0, e1, e2) constructs an extent<3>");
    v_[0] = e0;
    v_[1] = e1;
    v_[2] = e2;
  }
  // The first N elements of `components`.
  AMP2HIP_HD explicit extent(const int components[]) : v_{} {
    for (int k = 0; k < N; ++k)
      v_[k] = components[k];
  }
  AMP2HIP_HD explicit extent(int components[])
      : extent(static_cast<const int *>(components)) {}

  AMP2HIP_HD constexpr int operator[](unsigned int k) const { return v_[k]; }
  AMP2HIP_HD int &operator[](unsigned int k) { return v_[k]; }

  // Number of elements (C++ AMP returns unsigned int).
  AMP2HIP_HD AMP2HIP_CONSTEXPR14 unsigned int size() const {
    unsigned int n = 1;
    for (int k = 0; k < N; ++k)
      n *= static_cast<unsigned int>(v_[k]);
    return n;
  }

  // True when 0 <= idx[k] < extent[k] for every dimension.
  AMP2HIP_HD AMP2HIP_CONSTEXPR14 bool contains(const index<N> &idx) const {
    for (int k = 0; k < N; ++k)
      if (idx[k] < 0 || idx[k] >= v_[k])
        return false;
    return true;
  }

  // e.tile<D0>(), e.tile<D0, D1>(), e.tile<D0, D1, D2>(): defined in tiled.h.
  template <int D0> AMP2HIP_HD tiled_extent<D0> tile() const;
  template <int D0, int D1> AMP2HIP_HD tiled_extent<D0, D1> tile() const;
  template <int D0, int D1, int D2>
  AMP2HIP_HD tiled_extent<D0, D1, D2> tile() const;

  AMP2HIP_HD extent operator+(const index<N> &idx) const {
    extent r = *this;
    r += idx;
    return r;
  }
  AMP2HIP_HD extent operator-(const index<N> &idx) const {
    extent r = *this;
    r -= idx;
    return r;
  }
  AMP2HIP_HD extent &operator+=(const index<N> &idx) {
    for (int k = 0; k < N; ++k)
      v_[k] += idx[k];
    return *this;
  }
  AMP2HIP_HD extent &operator-=(const index<N> &idx) {
    for (int k = 0; k < N; ++k)
      v_[k] -= idx[k];
    return *this;
  }
  AMP2HIP_HD extent &operator+=(const extent &o) {
    for (int k = 0; k < N; ++k)
      v_[k] += o.v_[k];
    return *this;
  }
  AMP2HIP_HD extent &operator-=(const extent &o) {
    for (int k = 0; k < N; ++k)
      v_[k] -= o.v_[k];
    return *this;
  }
  AMP2HIP_HD extent &operator+=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] += s;
    return *this;
  }
  AMP2HIP_HD extent &operator-=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] -= s;
    return *this;
  }
  AMP2HIP_HD extent &operator*=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] *= s;
    return *this;
  }
  AMP2HIP_HD extent &operator/=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] /= s;
    return *this;
  }
  AMP2HIP_HD extent &operator%=(int s) {
    for (int k = 0; k < N; ++k)
      v_[k] %= s;
    return *this;
  }
  AMP2HIP_HD extent &operator++() { return *this += 1; }
  AMP2HIP_HD extent &operator--() { return *this -= 1; }
  AMP2HIP_HD extent operator++(int) {
    extent old = *this;
    *this += 1;
    return old;
  }
  AMP2HIP_HD extent operator--(int) {
    extent old = *this;
    *this -= 1;
    return old;
  }

  AMP2HIP_HD friend bool operator==(const extent &a, const extent &b) {
    for (int k = 0; k < N; ++k)
      if (a.v_[k] != b.v_[k])
        return false;
    return true;
  }
  AMP2HIP_HD friend bool operator!=(const extent &a, const extent &b) {
    return !(a == b);
  }
  AMP2HIP_HD friend extent operator+(extent a, const extent &b) {
    return a += b;
  }
  AMP2HIP_HD friend extent operator-(extent a, const extent &b) {
    return a -= b;
  }
  AMP2HIP_HD friend extent operator+(extent a, int s) { return a += s; }
  AMP2HIP_HD friend extent operator-(extent a, int s) { return a -= s; }
  AMP2HIP_HD friend extent operator*(extent a, int s) { return a *= s; }
  AMP2HIP_HD friend extent operator/(extent a, int s) { return a /= s; }
  AMP2HIP_HD friend extent operator%(extent a, int s) { return a %= s; }
  AMP2HIP_HD friend extent operator+(int s, extent a) { return a += s; }
  AMP2HIP_HD friend extent operator*(int s, extent a) { return a *= s; }
  AMP2HIP_HD friend extent operator-(int s, const extent &a) {
    extent r;
    for (int k = 0; k < N; ++k)
      r.v_[k] = s - a.v_[k];
    return r;
  }
  AMP2HIP_HD friend extent operator/(int s, const extent &a) {
    extent r;
    for (int k = 0; k < N; ++k)
      r.v_[k] = s / a.v_[k];
    return r;
  }
  AMP2HIP_HD friend extent operator%(int s, const extent &a) {
    extent r;
    for (int k = 0; k < N; ++k)
      r.v_[k] = s % a.v_[k];
    return r;
  }
};

#if __cplusplus < 201703L // see index.h
template <int N> constexpr int extent<N>::rank;
#endif

} // namespace Concurrency
