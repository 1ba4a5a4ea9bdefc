// amp2hip runtime: concurrency::copy and copy_async between arrays,
// array_views and iterators (C++ AMP 1.2, 5.3), and the copy_to members.
//
// Contiguous iterators (a std::vector's) and dense views of host memory are
// read or written in place; other data moves through a host temporary in
// row-major order. Each contiguous run of a container's elements is one read
// or write of its data source (detail/source.h), which reads straight from
// whichever copy is current and writes to the data's home, so copying to or
// from a GPU array makes no host shadow of it. copy_async runs the same copy on
// a thread of its own when it is large (completion_future.h).
#pragma once

#include <amp2hip/array.h>
#include <amp2hip/array_view.h>
#include <amp2hip/completion_future.h>

#include <algorithm> // Visual C++'s <amp.h> brings it, and code relies on it
#include <cstddef>
#include <memory>
#include <type_traits>
#include <vector>

namespace Concurrency {

namespace detail_ {
template <typename X> struct amp_container : std::false_type {};
template <typename T, int N>
struct amp_container<array<T, N>> : std::true_type {
  using element = T;
};
template <typename T, int N>
struct amp_container<array_view<T, N>> : std::true_type {
  using element = amp2hip::cxx::remove_const_t<T>;
};
template <typename X>
using element_of =
    typename amp_container<amp2hip::cxx::remove_cvref_t<X>>::element;
template <typename X>
using if_not_container = amp2hip::cxx::enable_if_t<
    !amp_container<amp2hip::cxx::remove_cvref_t<X>>::value>;
template <typename T>
using if_writable = amp2hip::cxx::enable_if_t<!std::is_const<T>::value>;

// Whether copy can assign a T through the destination iterator OutIt (not
// when it points to const elements). Visual C++ rejected such a copy inside
// std::copy (C3892); here a static assertion tagged copy_into_const stops it,
// which amp2hip's checker (lib/check/CopyRules) reports at the user's call.
// An iterator that cannot be dereferenced is left to the copy to reject.
template <typename OutIt, typename T, typename = void>
struct writable_destination : std::true_type {};
template <typename OutIt, typename T>
struct writable_destination<
    OutIt, T, amp2hip::cxx::void_t<decltype(*std::declval<OutIt &>())>>
    : std::is_assignable<decltype(*std::declval<OutIt &>()), const T &> {};

// The elements of a container, in row-major order, into `out`.
template <typename T, int N> void gather(const array<T, N> &src, T *out) {
  src.amp2hip_source()->read_all(out);
}
// A section of rank 2 or 3 (rows apart in its source) is one strided copy.
template <typename T, int N> bool strided_section(const array_view<T, N> &v) {
  return N >= 2 && N <= 3 && !v.amp2hip_dense();
}
template <typename T, int N>
void gather(const array_view<T, N> &src, amp2hip::cxx::remove_const_t<T> *out) {
  amp2hip::detail::source_state *s = src.amp2hip_source();
  if (strided_section(src)) {
    s->read_part(src.amp2hip_part(), out);
    return;
  }
  src.amp2hip_for_each_run([&](std::ptrdiff_t off, std::size_t n) {
    s->read(off * sizeof(T), out, n * sizeof(T));
    out += n;
  });
}

// The first `count` elements of a container, in row-major order, from `in`.
template <typename T, int N>
void scatter(array<T, N> &dest, const T *in, std::size_t count) {
  dest.amp2hip_source()->write(0, in, count * sizeof(T));
}
template <typename T, int N>
void scatter(const array_view<T, N> &dest, const T *in, std::size_t count) {
  amp2hip::detail::source_state *s = dest.amp2hip_source();
  if (strided_section(dest) &&
      count == static_cast<std::size_t>(dest.extent.size())) {
    s->write_part(dest.amp2hip_part(), in);
    return;
  }
  dest.amp2hip_for_each_run([&](std::ptrdiff_t off, std::size_t n) {
    n = n < count ? n : count;
    s->write(off * sizeof(T), in, n * sizeof(T));
    in += n;
    count -= n;
  });
}

// The element offset of a container whose elements are one contiguous
// run of its source, or -1.
template <typename T, int N> std::ptrdiff_t dense_offset(const array<T, N> &) {
  return 0;
}
template <typename T, int N>
std::ptrdiff_t dense_offset(const array_view<T, N> &v) {
  std::ptrdiff_t off = -1;
  int runs = 0;
  v.amp2hip_for_each_run([&](std::ptrdiff_t o, std::size_t) {
    off = o;
    ++runs;
  });
  return runs == 1 ? off : -1;
}

// The bytes of a container's elements (what an asynchronous copy moves).
template <typename C> std::size_t bytes_of(const C &c) {
  return static_cast<std::size_t>(c.extent.size()) * sizeof(element_of<C>);
}

template <typename Src, typename Dst>
void copy_containers(const Src &src, Dst &dest) {
  if (src.extent != dest.extent)
    throw runtime_exception("amp2hip: copy: the source and destination "
                            "extents differ",
                            amp2hip_error_fail);
  using T = element_of<Src>;
  amp2hip::detail::source_state *s = src.amp2hip_source();
  amp2hip::detail::source_state *d = dest.amp2hip_source();
  std::size_t n = src.extent.size();
  std::ptrdiff_t src_off = dense_offset(src), dest_off = dense_offset(dest);
  if (s != d) {
    // Straight from host memory under the source (a view of a vector), or
    // straight into host memory under the destination: no temporary.
    if (src_off >= 0 && s->host_if_current()) {
      scatter(dest, static_cast<const T *>(s->host_if_current()) + src_off, n);
      return;
    }
    if (dest_off >= 0 && d->home_is_host()) {
      gather(src, static_cast<T *>(
                      d->overwrite_host(dest_off * sizeof(T), n * sizeof(T))));
      return;
    }
  }
  std::unique_ptr<element_of<Src>[]> tmp(
      new element_of<Src>[src.extent.size()]);
  gather(src, tmp.get());
  scatter(dest, tmp.get(), src.extent.size());
}
template <typename It, typename Dst>
void copy_range(It first, It last, Dst &dest) {
  std::unique_ptr<element_of<Dst>[]> tmp;
  const element_of<Dst> *in = nullptr;
  std::size_t n = range_elements(first, last, dest.extent.size(), in, tmp);
  scatter(dest, in, n);
}
template <typename It, typename Dst> void copy_from(It first, Dst &dest) {
  std::unique_ptr<element_of<Dst>[]> tmp;
  std::size_t n = dest.extent.size();
  scatter(dest, elements_from<element_of<Dst>>(first, n, tmp), n);
}
template <typename Src, typename OutIt>
void copy_to(const Src &src, OutIt dest, std::true_type) {
  fill_elements<element_of<Src>>(
      dest, src.extent.size(), [&](element_of<Src> *out) { gather(src, out); });
}
// A destination of const elements: its static assertion has said why.
template <typename Src, typename OutIt>
void copy_to(const Src &, OutIt, std::false_type) {}
} // namespace detail_

// The overloads name array and array_view explicitly, so that they are more
// specialized than std::copy (which argument-dependent lookup finds when the
// iterators are std's). A const view is never a destination. The iterator's
// type is the first template parameter, as in Visual C++'s amp.h, so that
// `copy<int, 1>(src, it)` fails there as it did.

// ---- container to container ----
template <typename T, int N>
void copy(const array<T, N> &src, array<T, N> &dest) {
  detail_::copy_containers(src, dest);
}
template <typename T, int N>
void copy(const array<T, N> &src, const array_view<T, N> &dest) {
  detail_::copy_containers(src, dest);
}
template <typename T, int N>
void copy(const array_view<const T, N> &src, array<T, N> &dest) {
  detail_::copy_containers(src, dest);
}
template <typename T, int N>
void copy(const array_view<T, N> &src, array<T, N> &dest) {
  detail_::copy_containers(src, dest);
}
template <typename T, int N, typename = detail_::if_writable<T>>
void copy(const array_view<const T, N> &src, const array_view<T, N> &dest) {
  detail_::copy_containers(src, dest);
}
template <typename T, int N, typename = detail_::if_writable<T>>
void copy(const array_view<T, N> &src, const array_view<T, N> &dest) {
  detail_::copy_containers(src, dest);
}

// ---- iterator range, or as many elements as the destination holds ----
template <typename It, typename T, int N>
void copy(It first, It last, array<T, N> &dest) {
  detail_::copy_range(first, last, dest);
}
template <typename It, typename T, int N, typename = detail_::if_writable<T>>
void copy(It first, It last, const array_view<T, N> &dest) {
  detail_::copy_range(first, last, dest);
}
template <typename It, typename T, int N,
          typename = detail_::if_not_container<It>>
void copy(It first, array<T, N> &dest) {
  detail_::copy_from(first, dest);
}
template <typename It, typename T, int N,
          typename = detail_::if_not_container<It>,
          typename = detail_::if_writable<T>>
void copy(It first, const array_view<T, N> &dest) {
  detail_::copy_from(first, dest);
}

// ---- container to output iterator ----
template <typename OutIt, typename T, int N,
          typename = detail_::if_not_container<OutIt>>
void copy(const array<T, N> &src, OutIt dest) {
  using writable = detail_::writable_destination<OutIt, T>;
  static_assert(writable::value, "copy_into_const: the destination iterator "
                                 "of copy points to const elements");
  detail_::copy_to(src, dest, writable());
}
template <typename OutIt, typename T, int N,
          typename = detail_::if_not_container<OutIt>>
void copy(const array_view<T, N> &src, OutIt dest) {
  using writable = detail_::writable_destination<OutIt, T>;
  static_assert(writable::value, "copy_into_const: the destination iterator "
                                 "of copy points to const elements");
  detail_::copy_to(src, dest, writable());
}

// ---- copy_async: the same overloads, on a thread of their own ----
// (completion_future.h). Arrays are used by reference, as C++ AMP asks
// them to live until the copy completes; views are copied, which keeps
// their data sources alive.
template <typename T, int N>
completion_future copy_async(const array<T, N> &src, array<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(src), {src.amp2hip_source(), dest.amp2hip_source()},
      [&src, &dest] { copy(src, dest); });
}
template <typename T, int N>
completion_future copy_async(const array<T, N> &src,
                             const array_view<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(src), {src.amp2hip_source(), dest.amp2hip_source()},
      [&src, dest] { copy(src, dest); });
}
template <typename T, int N>
completion_future copy_async(const array_view<const T, N> &src,
                             array<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(src), {src.amp2hip_source(), dest.amp2hip_source()},
      [src, &dest] { copy(src, dest); });
}
template <typename T, int N>
completion_future copy_async(const array_view<T, N> &src, array<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(src), {src.amp2hip_source(), dest.amp2hip_source()},
      [src, &dest] { copy(src, dest); });
}
template <typename T, int N, typename = detail_::if_writable<T>>
completion_future copy_async(const array_view<const T, N> &src,
                             const array_view<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(src), {src.amp2hip_source(), dest.amp2hip_source()},
      [src, dest] { copy(src, dest); });
}
template <typename T, int N, typename = detail_::if_writable<T>>
completion_future copy_async(const array_view<T, N> &src,
                             const array_view<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(src), {src.amp2hip_source(), dest.amp2hip_source()},
      [src, dest] { copy(src, dest); });
}
template <typename It, typename T, int N>
completion_future copy_async(It first, It last, array<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(dest), {dest.amp2hip_source()},
      [first, last, &dest] { copy(first, last, dest); });
}
template <typename It, typename T, int N, typename = detail_::if_writable<T>>
completion_future copy_async(It first, It last, const array_view<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(dest), {dest.amp2hip_source()},
      [first, last, dest] { copy(first, last, dest); });
}
template <typename It, typename T, int N,
          typename = detail_::if_not_container<It>>
completion_future copy_async(It first, array<T, N> &dest) {
  return completion_future::amp2hip_start(
      detail_::bytes_of(dest), {dest.amp2hip_source()},
      [first, &dest] { copy(first, dest); });
}
template <typename It, typename T, int N,
          typename = detail_::if_not_container<It>,
          typename = detail_::if_writable<T>>
completion_future copy_async(It first, const array_view<T, N> &dest) {
  return completion_future::amp2hip_start(detail_::bytes_of(dest),
                                          {dest.amp2hip_source()},
                                          [first, dest] { copy(first, dest); });
}
template <typename OutIt, typename T, int N,
          typename = detail_::if_not_container<OutIt>>
completion_future copy_async(const array<T, N> &src, OutIt dest) {
  static_assert(detail_::writable_destination<OutIt, T>::value,
                "copy_into_const: the destination iterator of copy_async "
                "points to const elements");
  return completion_future::amp2hip_start(detail_::bytes_of(src),
                                          {src.amp2hip_source()},
                                          [&src, dest] { copy(src, dest); });
}
template <typename OutIt, typename T, int N,
          typename = detail_::if_not_container<OutIt>>
completion_future copy_async(const array_view<T, N> &src, OutIt dest) {
  static_assert(detail_::writable_destination<OutIt, T>::value,
                "copy_into_const: the destination iterator of copy_async "
                "points to const elements");
  return completion_future::amp2hip_start(detail_::bytes_of(src),
                                          {src.amp2hip_source()},
                                          [src, dest] { copy(src, dest); });
}

// ---- the members that copy ----
template <typename T, int N>
template <typename Src>
void array<T, N>::assign_from(const Src &src) {
  detail_::copy_containers(src, *this);
}
template <typename T, int N> void array<T, N>::copy_to(array &dest) const {
  concurrency::copy(*this, dest);
}
template <typename T, int N>
void array<T, N>::copy_to(const array_view<T, N> &dest) const {
  concurrency::copy(*this, dest);
}
template <typename T, int N>
void array_view<T, N>::copy_to(array<nc_type, N> &dest) const {
  concurrency::copy(*this, dest);
}
template <typename T, int N>
void array_view<T, N>::copy_to(const array_view<nc_type, N> &dest) const {
  concurrency::copy(*this, dest);
}

} // namespace Concurrency
