// amp2hip runtime: concurrency::copy between arrays, array_views and
// iterators. Copies are synchronous; data is staged in row-major order.
#pragma once

#include <amp2hip/array.h>

#include <type_traits>
#include <vector>

namespace Concurrency {

namespace detail_ {
template <typename X> struct amp_container : std::false_type {};
template <typename T, int N>
struct amp_container<array<T, N>> : std::true_type {
  using element = T;
  static constexpr int rank = N;
};
template <typename T, int N>
struct amp_container<array_view<T, N>> : std::true_type {
  using element = amp2hip::cxx::remove_const_t<T>;
  static constexpr int rank = N;
};
template <typename X>
struct is_amp_container : amp_container<amp2hip::cxx::remove_cvref_t<X>> {};

template <int N> bool next_index(index<N> &idx, const extent<N> &e) {
  for (int k = N - 1; k >= 0; --k) {
    if (++idx[k] < e[k])
      return true;
    idx[k] = 0;
  }
  return false;
}

template <typename T, int N>
void read_elements(const array<T, N> &src, std::vector<T> &out) {
  out.resize(src.extent.size());
  out = static_cast<std::vector<T>>(src);
}
template <typename T, int N>
void read_elements(const array_view<T, N> &src,
                   std::vector<amp2hip::cxx::remove_const_t<T>> &out) {
  out.clear();
  out.reserve(src.extent.size());
  if (src.extent.size() == 0)
    return;
  array_view<const T, N> csrc(src); // reading must not invalidate copies
  index<N> idx;
  do
    out.push_back(csrc[idx]);
  while (next_index(idx, src.extent));
}

template <typename T, int N>
void write_elements(array<T, N> &dest, const std::vector<T> &in) {
  dest.amp2hip_source()->write_all(in.data());
}
template <typename T, int N>
void write_elements(const array_view<T, N> &dest, const std::vector<T> &in) {
  static_assert(!std::is_const<T>::value, "cannot copy into a const view");
  if (dest.extent.size() == 0)
    return;
  index<N> idx;
  std::size_t i = 0;
  do
    dest[idx] = in[i++];
  while (next_index(idx, dest.extent));
}
template <typename Src, typename Dst>
void copy_containers(const Src &src, const Dst &dest) {
  if (src.extent != dest.extent)
    throw runtime_exception("amp2hip: copy: source and destination extents "
                            "differ",
                            amp2hip_error_fail);
  std::vector<typename amp_container<Src>::element> tmp;
  read_elements(src, tmp);
  write_elements(const_cast<Dst &>(dest), tmp);
}
template <typename It, typename Dst>
void copy_range(It first, It last, const Dst &dest) {
  std::vector<typename amp_container<Dst>::element> tmp(first, last);
  if (tmp.size() < dest.extent.size())
    throw runtime_exception("amp2hip: copy: fewer source elements than the "
                            "destination's extent",
                            amp2hip_error_fail);
  tmp.resize(dest.extent.size());
  write_elements(const_cast<Dst &>(dest), tmp);
}
template <typename It, typename Dst> void copy_from(It first, const Dst &dest) {
  std::vector<typename amp_container<Dst>::element> tmp(dest.extent.size());
  for (std::size_t i = 0; i < tmp.size(); ++i, ++first)
    tmp[i] = *first;
  write_elements(const_cast<Dst &>(dest), tmp);
}
template <typename Src, typename OutIt>
void copy_to(const Src &src, OutIt dest) {
  std::vector<typename amp_container<Src>::element> tmp;
  read_elements(src, tmp);
  for (std::size_t i = 0; i < tmp.size(); ++i, ++dest)
    *dest = tmp[i];
}
template <typename X>
using if_not_container = amp2hip::cxx::enable_if_t<!is_amp_container<X>::value>;
} // namespace detail_

// The overloads name array and array_view explicitly, so that they are more
// specialized than std::copy (which argument-dependent lookup finds when the
// iterators are std's).

// Container to container.
template <typename T, int N>
void copy(const array<T, N> &src, array<T, N> &dest) {
  detail_::copy_containers(src, dest);
}
template <typename T, int N>
void copy(const array<T, N> &src, const array_view<T, N> &dest) {
  detail_::copy_containers(src, dest);
}
template <typename S, typename T, int N>
void copy(const array_view<S, N> &src, array<T, N> &dest) {
  detail_::copy_containers(src, dest);
}
template <typename S, typename T, int N>
void copy(const array_view<S, N> &src, const array_view<T, N> &dest) {
  detail_::copy_containers(src, dest);
}

// Iterator range to container.
template <typename It, typename T, int N>
void copy(It first, It last, array<T, N> &dest) {
  detail_::copy_range(first, last, dest);
}
template <typename It, typename T, int N>
void copy(It first, It last, const array_view<T, N> &dest) {
  detail_::copy_range(first, last, dest);
}

// Iterator (as many elements as the destination holds) to container.
template <typename It, typename T, int N,
          typename = detail_::if_not_container<It>>
void copy(It first, array<T, N> &dest) {
  detail_::copy_from(first, dest);
}
template <typename It, typename T, int N,
          typename = detail_::if_not_container<It>>
void copy(It first, const array_view<T, N> &dest) {
  detail_::copy_from(first, dest);
}

// Container to output iterator.
template <typename T, int N, typename OutIt,
          typename = detail_::if_not_container<OutIt>>
void copy(const array<T, N> &src, OutIt dest) {
  detail_::copy_to(src, dest);
}
template <typename T, int N, typename OutIt,
          typename = detail_::if_not_container<OutIt>>
void copy(const array_view<T, N> &src, OutIt dest) {
  detail_::copy_to(src, dest);
}

template <typename T, int N>
void array<T, N>::copy_to(const array_view<T, N> &dest) const {
  concurrency::copy(*this, dest);
}

} // namespace Concurrency
