// amp2hip runtime: concurrency::array_view<T, N> and array_view<const T, N>.
//
// Layout: the part device code uses -- a pointer to the view's first element
// in the current address space, the extent and the row strides -- and two
// host-only fields: the element offset into the data source and a pointer to
// the source's shared, reference-counted state (detail/source.h). A launch
// passes a copy of the view whose pointer is the device copy's; that copy is
// the kernel parameter. Device element access is `data_[i * stride + j]` in
// int arithmetic: the innermost stride is always 1.
//
// Host element access goes through the source state, which copies data back
// from the accelerator only when the host copy is stale; host access through
// a non-const view marks the host copy as the only valid one.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/detail/source.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/extent.h>

#include <cstddef>
#include <type_traits>

namespace amp2hip {
namespace detail {
struct view_access; // launch.h: makes a device copy of a view
}
} // namespace amp2hip

namespace Concurrency {

template <typename T, int N> class array;
template <typename T, int N = 1> class array_view;

namespace detail_ {
// Offset of `idx` in a row-major layout whose row strides (dimensions 0 ..
// N-2) are `strides`; dimension N-1 is contiguous.
template <int N>
AMP2HIP_HD inline int view_offset(const index<N> &idx, const int *strides) {
  int off = idx[N - 1];
  for (int k = 0; k < N - 1; ++k)
    off += idx[k] * strides[k];
  return off;
}

// Containers with data() and size() (std::vector, std::array, ...).
template <typename C, typename = void> struct is_container : std::false_type {};
template <typename C>
struct is_container<C,
                    amp2hip::cxx::void_t<decltype(std::declval<C &>().data()),
                                         decltype(std::declval<C &>().size())>>
    : std::true_type {};
} // namespace detail_

template <typename T, int N> class array_view {
  static_assert(N > 0, "array_view rank must be positive");
  using nc_type = amp2hip::cxx::remove_const_t<T>;
  static constexpr bool is_const_view = std::is_const<T>::value;
  static constexpr int nstrides = N > 1 ? N - 1 : 1;

public:
  static constexpr int rank = N;
  typedef T value_type;

  // ---- construction over host memory (no copy is made) ----
  template <typename C,
            typename = amp2hip::cxx::enable_if_t<
                detail_::is_container<C>::value &&
                std::is_convertible<decltype(std::declval<C &>().data()),
                                    T *>::value>>
  array_view(const concurrency::extent<N> &e, C &container)
      : array_view(e, static_cast<T *>(container.data()),
                   static_cast<std::size_t>(container.size())) {}

  array_view(const concurrency::extent<N> &e, T *p)
      : array_view(e, p, static_cast<std::size_t>(-1)) {}

  template <
      typename C, int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>,
      typename = amp2hip::cxx::enable_if_t<detail_::is_container<C>::value>>
  array_view(int e0, C &container)
      : array_view(concurrency::extent<N>(e0), container) {}
  template <
      typename C, int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>,
      typename = amp2hip::cxx::enable_if_t<detail_::is_container<C>::value>>
  array_view(int e0, int e1, C &container)
      : array_view(concurrency::extent<N>(e0, e1), container) {}
  template <
      typename C, int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>,
      typename = amp2hip::cxx::enable_if_t<detail_::is_container<C>::value>>
  array_view(int e0, int e1, int e2, C &container)
      : array_view(concurrency::extent<N>(e0, e1, e2), container) {}

  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  array_view(int e0, T *p) : array_view(concurrency::extent<N>(e0), p) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  array_view(int e0, int e1, T *p)
      : array_view(concurrency::extent<N>(e0, e1), p) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  array_view(int e0, int e1, int e2, T *p)
      : array_view(concurrency::extent<N>(e0, e1, e2), p) {}

  // ---- a view with its own (host) storage ----
  explicit array_view(const concurrency::extent<N> &e)
      : extent(e),
        state_(amp2hip::detail::source_state::owned_host(bytes_of(e))) {
    init_strides();
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  explicit array_view(int e0) : array_view(concurrency::extent<N>(e0)) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  array_view(int e0, int e1) : array_view(concurrency::extent<N>(e0, e1)) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  array_view(int e0, int e1, int e2)
      : array_view(concurrency::extent<N>(e0, e1, e2)) {}

  // ---- over an array (shares its storage) ----
  template <typename A, typename = amp2hip::cxx::enable_if_t<
                            std::is_same<amp2hip::cxx::remove_const_t<A>,
                                         array<nc_type, N>>::value &&
                            (is_const_view || !std::is_const<A>::value)>>
  array_view(A &a) : extent(a.extent), state_(a.state_) {
    init_strides();
    state_->retain();
  }

  // ---- copies ----
  AMP2HIP_HD array_view(const array_view &o)
      : extent(o.extent), data_(o.data_), offset_(o.offset_), state_(o.state_) {
    for (int k = 0; k < nstrides; ++k)
      stride_[k] = o.stride_[k];
    retain();
  }
  // array_view<const T, N> from array_view<T, N>.
  template <typename U, typename = amp2hip::cxx::enable_if_t<
                            is_const_view && std::is_same<U, nc_type>::value>>
  AMP2HIP_HD array_view(const array_view<U, N> &o)
      : extent(o.extent), data_(o.data_), offset_(o.offset_), state_(o.state_) {
    for (int k = 0; k < nstrides; ++k)
      stride_[k] = o.stride_[k];
    retain();
  }
  AMP2HIP_HD array_view &operator=(const array_view &o) {
    if (this != &o) {
      o.retain();
      release();
      data_ = o.data_;
      extent = o.extent;
      for (int k = 0; k < nstrides; ++k)
        stride_[k] = o.stride_[k];
      offset_ = o.offset_;
      state_ = o.state_;
    }
    return *this;
  }
  AMP2HIP_HD ~array_view() { release(); }

  // ---- element access ----
  AMP2HIP_HD T &operator[](const index<N> &idx) const {
#if AMP2HIP_DEVICE_PASS
    return data_[detail_::view_offset(idx, stride_)];
#else
    return host_base()[detail_::view_offset(idx, stride_)];
#endif
  }
  AMP2HIP_HD T &operator()(const index<N> &idx) const { return (*this)[idx]; }

  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD T &operator()(int i0) const {
#if AMP2HIP_DEVICE_PASS
    return data_[i0];
#else
    return host_base()[i0];
#endif
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD T &operator()(int i0, int i1) const {
#if AMP2HIP_DEVICE_PASS
    return data_[i0 * stride_[0] + i1];
#else
    return host_base()[i0 * stride_[0] + i1];
#endif
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD T &operator()(int i0, int i1, int i2) const {
#if AMP2HIP_DEVICE_PASS
    return data_[i0 * stride_[0] + i1 * stride_[1] + i2];
#else
    return host_base()[i0 * stride_[0] + i1 * stride_[1] + i2];
#endif
  }

  // av[i]: the element for rank 1, the projection (a rank N-1 view of row
  // i) otherwise.
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD T &operator[](int i) const {
    return (*this)(i);
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<(M > 1)>,
            typename = void>
  AMP2HIP_HD array_view<T, M - 1> operator[](int i) const {
    return project(i);
  }

  // ---- sections ----
  AMP2HIP_HD array_view section(const index<N> &origin,
                                const concurrency::extent<N> &ext) const {
    array_view r(*this);
    int off = detail_::view_offset(origin, stride_);
    r.extent = ext;
    r.offset_ += off;
#if AMP2HIP_DEVICE_PASS
    r.data_ += off;
#endif
    return r;
  }
  AMP2HIP_HD array_view section(const index<N> &origin) const {
    return section(origin, extent - origin);
  }
  AMP2HIP_HD array_view section(const concurrency::extent<N> &ext) const {
    return section(index<N>(), ext);
  }

  // ---- properties ----
  AMP2HIP_HD concurrency::extent<N> get_extent() const { return extent; }

  // Host pointer to the first element (device pointer in device code).
  // On the host, a non-const view's data() counts as a host write.
  AMP2HIP_HD T *data() const {
#if AMP2HIP_DEVICE_PASS
    return data_;
#else
    return host_base();
#endif
  }

  // Makes the host copy current (copying back only if it is stale).
  void synchronize() const { state_->host_read(); }
  // The contents no longer matter: the next launch uploads nothing.
  void discard_data() const { state_->discard(); }
  // The host memory under the view was changed behind its back: the
  // accelerator copies are stale.
  void refresh() const {
    if (state_->home_is_host())
      state_->host_write();
  }

  // amp2hip extension: the shared source state (tests, diagnostics).
  amp2hip::detail::source_state *amp2hip_source() const { return state_; }

  // C++ AMP's public `extent` property.
  concurrency::extent<N> extent;

private:
  template <typename U, int M> friend class array_view;
  friend struct amp2hip::detail::view_access;

  array_view(const concurrency::extent<N> &e, T *p, std::size_t available)
      : extent(e) {
    if (e.size() > available)
      throw runtime_exception(
          "amp2hip: array_view: the container has fewer elements than the "
          "extent",
          amp2hip_error_fail);
    if (!p && e.size() != 0)
      throw runtime_exception("amp2hip: array_view over a null pointer",
                              amp2hip_error_fail);
    init_strides();
    state_ = amp2hip::detail::source_state::over_host(const_cast<nc_type *>(p),
                                                      bytes_of(e));
  }

  static std::size_t bytes_of(const concurrency::extent<N> &e) {
    return static_cast<std::size_t>(e.size()) * sizeof(T);
  }
  AMP2HIP_HD void init_strides() {
    // Row-major, contiguous: stride_[k] = product of dimensions k+1 .. N-1.
    int s = 1;
    for (int k = N - 1; k > 0; --k) {
      s *= extent[k];
      stride_[k - 1] = s;
    }
    if (N == 1)
      stride_[0] = 1;
  }
  AMP2HIP_HD void retain() const {
#if !AMP2HIP_DEVICE_PASS
    if (state_)
      state_->retain();
#endif
  }
  AMP2HIP_HD void release() const {
#if !AMP2HIP_DEVICE_PASS
    if (state_)
      state_->release();
#endif
  }
  // Host: the first element of the source's current host copy, after the
  // coherence step this access needs.
  T *host_base() const {
    void *base = is_const_view ? state_->host_read() : state_->host_write();
    return static_cast<T *>(base) + offset_;
  }

  template <int M = N, typename = amp2hip::cxx::enable_if_t<(M > 1)>>
  AMP2HIP_HD array_view<T, N - 1> project(int i) const {
    array_view<T, N - 1> r;
    int off = i * stride_[0];
    r.data_ = data_;
#if AMP2HIP_DEVICE_PASS
    r.data_ += off;
#endif
    for (int k = 1; k < N; ++k)
      r.extent[k - 1] = extent[k];
    for (int k = 1; k < N - 1; ++k)
      r.stride_[k - 1] = stride_[k];
    if (N == 2)
      r.stride_[0] = 1;
    r.offset_ = offset_ + off;
    r.state_ = state_;
    r.retain();
    return r;
  }
  // Empty view, filled in by project().
  AMP2HIP_HD array_view() {}

  T *data_ = nullptr;         // device code: first element of the device copy
  int stride_[nstrides] = {}; // row strides of dimensions 0 .. N-2
  std::ptrdiff_t offset_ = 0; // host: element offset into the source
  amp2hip::detail::source_state *state_ = nullptr; // host: shared state
};

} // namespace Concurrency
