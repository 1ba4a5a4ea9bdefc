// amp2hip runtime: concurrency::array<T, N>, data owned by an accelerator.
//
// The storage is allocated on the accelerator when the array is made. The
// fields device code uses (the device pointer and the extent) are plain
// members, so a byte image of the object (amp2hip::device_ref) works in a
// kernel. Host element access (operator() on the host, data(), operator
// std::vector) is allowed -- C++ AMP only allows it on CPU accelerators --
// and works on a host shadow copy kept coherent like an array_view's: it is
// downloaded when first needed and uploaded again before the next launch
// that uses the array, only if the host wrote to it.
#pragma once

#include <amp2hip/access_type.h>
#include <amp2hip/accelerator.h>
#include <amp2hip/array_view.h>

#include <algorithm>
#include <iterator>
#include <vector>

namespace Concurrency {

namespace detail_ {
template <int N>
AMP2HIP_HD inline int array_offset(const index<N> &idx, const extent<N> &e) {
  int off = idx[0];
  for (int k = 1; k < N; ++k)
    off = off * e[k] + idx[k];
  return off;
}
template <typename It>
using if_iterator = amp2hip::cxx::enable_if_t<!std::is_integral<It>::value>;
} // namespace detail_

template <typename T, int N = 1> class array {
  static_assert(!std::is_const<T>::value, "array<const T> is not allowed");

public:
  static constexpr int rank = N;
  typedef T value_type;

  // ---- construction ----
  explicit array(const concurrency::extent<N> &e)
      : array(e, accelerator().get_default_view()) {}
  array(const concurrency::extent<N> &e, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : extent(e), av_(av), cpu_access_(cpu_access_type) {
    allocate();
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  explicit array(int e0) : array(concurrency::extent<N>(e0)) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  array(int e0, int e1) : array(concurrency::extent<N>(e0, e1)) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  array(int e0, int e1, int e2) : array(concurrency::extent<N>(e0, e1, e2)) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  array(int e0, const accelerator_view &av)
      : array(concurrency::extent<N>(e0), av) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  array(int e0, int e1, const accelerator_view &av)
      : array(concurrency::extent<N>(e0, e1), av) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  array(int e0, int e1, int e2, const accelerator_view &av)
      : array(concurrency::extent<N>(e0, e1, e2), av) {}

  // From host data: [first, last) or the extent's size from first.
  template <typename It, typename = detail_::if_iterator<It>>
  array(const concurrency::extent<N> &e, It first, It last)
      : array(e, first, last, accelerator().get_default_view()) {}
  template <typename It, typename = detail_::if_iterator<It>>
  array(const concurrency::extent<N> &e, It first, It last,
        const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(e, av, cpu_access_type) {
    upload(first, last);
  }
  template <typename It, typename = detail_::if_iterator<It>>
  array(const concurrency::extent<N> &e, It first)
      : array(e, first, accelerator().get_default_view()) {}
  template <typename It, typename = detail_::if_iterator<It>>
  array(const concurrency::extent<N> &e, It first, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(e, av, cpu_access_type) {
    It last = first;
    std::advance(last, static_cast<std::ptrdiff_t>(e.size()));
    upload(first, last);
  }
  template <typename It, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 1>,
            typename = detail_::if_iterator<It>>
  array(int e0, It first, It last)
      : array(concurrency::extent<N>(e0), first, last) {}
  template <typename It, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 2>,
            typename = detail_::if_iterator<It>>
  array(int e0, int e1, It first, It last)
      : array(concurrency::extent<N>(e0, e1), first, last) {}
  template <typename It, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 3>,
            typename = detail_::if_iterator<It>>
  array(int e0, int e1, int e2, It first, It last)
      : array(concurrency::extent<N>(e0, e1, e2), first, last) {}
  template <typename It, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 1>,
            typename = detail_::if_iterator<It>>
  array(int e0, It first) : array(concurrency::extent<N>(e0), first) {}
  template <typename It, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 2>,
            typename = detail_::if_iterator<It>>
  array(int e0, int e1, It first)
      : array(concurrency::extent<N>(e0, e1), first) {}
  template <typename It, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 3>,
            typename = detail_::if_iterator<It>>
  array(int e0, int e1, int e2, It first)
      : array(concurrency::extent<N>(e0, e1, e2), first) {}

  // From a view: a copy of its elements.
  array(const array_view<const T, N> &src)
      : array(src, accelerator().get_default_view()) {}
  array(const array_view<const T, N> &src, const accelerator_view &av)
      : array(src.extent, av) {
    std::vector<T> tmp(extent.size());
    index<N> idx;
    for (std::size_t i = 0; i < tmp.size(); ++i, next(idx))
      tmp[i] = src[idx];
    state_->write_all(tmp.data());
  }

  // C++ AMP arrays are values: copies are deep (on the same accelerator).
  array(const array &o) : extent(o.extent), av_(o.av_) {
    allocate();
    copy_from(o);
  }
  array(array &&o) noexcept
      : extent(o.extent), av_(o.av_), data_(o.data_), state_(o.state_) {
    o.data_ = nullptr;
    o.state_ = nullptr;
  }
  array &operator=(const array &o) {
    if (this != &o) {
      array tmp(o);
      swap(tmp);
    }
    return *this;
  }
  array &operator=(array &&o) noexcept {
    swap(o);
    return *this;
  }
  ~array() {
    if (state_)
      state_->release();
  }

  // ---- element access (device: direct; host: the host shadow) ----
  AMP2HIP_HD T &operator[](const index<N> &idx) {
#if AMP2HIP_DEVICE_PASS
    return data_[detail_::array_offset(idx, extent)];
#else
    return static_cast<T *>(
        state_->host_write())[detail_::array_offset(idx, extent)];
#endif
  }
  AMP2HIP_HD const T &operator[](const index<N> &idx) const {
#if AMP2HIP_DEVICE_PASS
    return data_[detail_::array_offset(idx, extent)];
#else
    return static_cast<const T *>(
        state_->host_read())[detail_::array_offset(idx, extent)];
#endif
  }
  AMP2HIP_HD T &operator()(const index<N> &idx) { return (*this)[idx]; }
  AMP2HIP_HD const T &operator()(const index<N> &idx) const {
    return (*this)[idx];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD T &operator()(int i0) {
    return (*this)[index<1>(i0)];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD const T &operator()(int i0) const {
    return (*this)[index<1>(i0)];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD T &operator()(int i0, int i1) {
    return (*this)[index<2>(i0, i1)];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD const T &operator()(int i0, int i1) const {
    return (*this)[index<2>(i0, i1)];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD T &operator()(int i0, int i1, int i2) {
    return (*this)[index<3>(i0, i1, i2)];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD const T &operator()(int i0, int i1, int i2) const {
    return (*this)[index<3>(i0, i1, i2)];
  }
  // a[i]: the element (rank 1) or a view of row i (rank > 1).
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD T &operator[](int i) {
    return (*this)[index<1>(i)];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD const T &operator[](int i) const {
    return (*this)[index<1>(i)];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<(M > 1)>,
            typename = void>
  AMP2HIP_HD array_view<T, M - 1> operator[](int i) {
    return array_view<T, N>(*this)[i];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<(M > 1)>,
            typename = void>
  AMP2HIP_HD array_view<const T, M - 1> operator[](int i) const {
    return array_view<const T, N>(*this)[i];
  }

  // Device: the device pointer. Host: the host shadow (counts as a write).
  AMP2HIP_HD T *data() const {
#if AMP2HIP_DEVICE_PASS
    return data_;
#else
    return static_cast<T *>(state_->host_write());
#endif
  }

  operator std::vector<T>() const {
    std::vector<T> v(extent.size());
    state_->read_all(v.data());
    return v;
  }

  array_view<T, N> section(const index<N> &origin,
                           const concurrency::extent<N> &e) {
    return array_view<T, N>(*this).section(origin, e);
  }
  array_view<const T, N> section(const index<N> &origin,
                                 const concurrency::extent<N> &e) const {
    return array_view<const T, N>(*this).section(origin, e);
  }

  AMP2HIP_HD concurrency::extent<N> get_extent() const { return extent; }
  accelerator_view get_accelerator_view() const { return av_; }
  accelerator_view get_associated_accelerator_view() const { return av_; }
  access_type get_cpu_access_type() const { return cpu_access_; }

  void copy_to(array &dest) const { dest.copy_from(*this); }
  void copy_to(const array_view<T, N> &dest) const;

  // C++ AMP's public `extent` property.
  concurrency::extent<N> extent;

  // amp2hip extension: the shared source state (tests, diagnostics).
  amp2hip::detail::source_state *amp2hip_source() const { return state_; }

private:
  template <typename U, int M> friend class array_view;

  void allocate() {
    int dev = av_.amp2hip_device();
    if (dev < 0)
      throw unsupported_feature(
          "amp2hip: arrays on the cpu accelerator are not supported");
    state_ = amp2hip::detail::source_state::on_device(
        dev, static_cast<std::size_t>(extent.size()) * sizeof(T));
    data_ = static_cast<T *>(state_->device_storage(dev));
  }
  template <typename It> void upload(It first, It last) {
    std::vector<T> tmp(first, last);
    if (tmp.size() < extent.size())
      throw runtime_exception(
          "amp2hip: array: fewer source elements than the extent",
          amp2hip_error_fail);
    state_->write_all(tmp.data());
  }
  void copy_from(const array &o) {
    if (o.extent != extent)
      throw runtime_exception("amp2hip: copy between arrays of different "
                              "extents",
                              amp2hip_error_fail);
    std::vector<T> tmp(extent.size());
    o.state_->read_all(tmp.data());
    state_->write_all(tmp.data());
  }
  void swap(array &o) noexcept {
    std::swap(extent, o.extent);
    std::swap(av_, o.av_);
    std::swap(data_, o.data_);
    std::swap(state_, o.state_);
  }
  // Row-major successor of idx within the extent.
  void next(index<N> &idx) const {
    for (int k = N - 1; k >= 0; --k) {
      if (++idx[k] < extent[k] || k == 0)
        return;
      idx[k] = 0;
    }
  }

  accelerator_view av_;
  access_type cpu_access_ = access_type_auto;
  T *data_ = nullptr; // device storage
  amp2hip::detail::source_state *state_ = nullptr;
};

} // namespace Concurrency
