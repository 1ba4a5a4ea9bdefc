// amp2hip runtime: concurrency::copy between arrays, array_views and
// iterators. Copies are synchronous; data is staged in row-major order.
#pragma once

#include <amp2hip/array.h>

#include <type_traits>
#include <vector>

namespace concurrency {

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
template <typename X>
using amp_element = typename amp_container<
    amp2hip::cxx::remove_cvref_t<X>>::element;

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
} // namespace detail_

// Container to container (array or array_view on either side).
template <typename Src, typename Dst,
          typename = amp2hip::cxx::enable_if_t<detail_::is_amp_container<Src>::value &&
                                      detail_::is_amp_container<Dst>::value>>
void copy(const Src &src, Dst &&dest) {
  if (src.extent != dest.extent)
    throw runtime_exception("amp2hip: copy: source and destination extents "
                            "differ",
                            amp2hip_error_fail);
  std::vector<detail_::amp_element<Src>> tmp;
  detail_::read_elements(src, tmp);
  detail_::write_elements(dest, tmp);
}

// Iterator range to container.
template <typename It, typename Dst,
          typename = amp2hip::cxx::enable_if_t<!detail_::is_amp_container<It>::value &&
                                      detail_::is_amp_container<Dst>::value>>
void copy(It first, It last, Dst &&dest) {
  std::vector<detail_::amp_element<Dst>> tmp(first, last);
  if (tmp.size() < dest.extent.size())
    throw runtime_exception("amp2hip: copy: fewer source elements than the "
                            "destination's extent",
                            amp2hip_error_fail);
  tmp.resize(dest.extent.size());
  detail_::write_elements(dest, tmp);
}

// Iterator (as many elements as the destination holds) to container.
template <typename It, typename Dst,
          typename = amp2hip::cxx::enable_if_t<!detail_::is_amp_container<It>::value &&
                                      detail_::is_amp_container<Dst>::value>>
void copy(It first, Dst &&dest) {
  std::vector<detail_::amp_element<Dst>> tmp(dest.extent.size());
  for (auto &x : tmp)
    x = *first++;
  detail_::write_elements(dest, tmp);
}

// Container to output iterator.
template <typename Src, typename OutIt,
          typename = amp2hip::cxx::enable_if_t<detail_::is_amp_container<Src>::value &&
                                      !detail_::is_amp_container<OutIt>::value>,
          typename = void>
void copy(const Src &src, OutIt dest) {
  std::vector<detail_::amp_element<Src>> tmp;
  detail_::read_elements(src, tmp);
  for (const auto &x : tmp)
    *dest++ = x;
}

template <typename T, int N>
void array<T, N>::copy_to(const array_view<T, N> &dest) const {
  concurrency::copy(*this, dest);
}

} // namespace concurrency
