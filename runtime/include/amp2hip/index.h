// amp2hip runtime: concurrency::index<N>, an N-dimensional integer point.
//
// Usable in host and device code; trivially copyable, so it can be a kernel
// parameter or part of one.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/detail/cxx.h>

#include <type_traits>

namespace Concurrency {

namespace detail_ {
// True when every type in Ts converts to int (the variadic constructors of
// index and extent take exactly N of them).
template <typename... Ts>
struct all_int_convertible
    : amp2hip::cxx::all_true<std::is_convertible<Ts, int>::value...> {};
} // namespace detail_

template <int N> class index {
  static_assert(N > 0, "index rank must be positive");

public:
  static constexpr int rank = N;
  typedef int value_type;

  AMP2HIP_HD constexpr index() : v_{} {}
  index(const index &) = default;
  index &operator=(const index &) = default;

  // index<1>(i0), index<2>(i0, i1), ... : one component per dimension.
  template <typename... I,
            typename = amp2hip::cxx::enable_if_t<
                sizeof...(I) == N && detail_::all_int_convertible<I...>::value>>
  AMP2HIP_HD constexpr index(I... components)
      : v_{static_cast<int>(components)...} {}

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
  AMP2HIP_HD friend index operator-(int s, const index &a) {
    index r;
    for (int k = 0; k < N; ++k)
      r.v_[k] = s - a.v_[k];
    return r;
  }
  AMP2HIP_HD friend index operator*(int s, index a) { return a *= s; }
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

private:
  int v_[N];
};

} // namespace Concurrency
