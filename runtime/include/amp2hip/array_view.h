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
// a non-const view marks the host copy as the only valid one. Sections,
// projections, view_as and reinterpret_as share the source state, so every
// view of one source sees the others' writes.
#pragma once

#include <amp2hip/accelerator.h>
#include <amp2hip/access_type.h>
#include <amp2hip/completion_future.h>
#include <amp2hip/detail/capture.h>
#include <amp2hip/detail/config.h>
#include <amp2hip/detail/direct3d_bounds.h>
#include <amp2hip/detail/shape.h>
#include <amp2hip/detail/source.h>
#include <amp2hip/exceptions.h>
#include <amp2hip/extent.h>

#include <cstddef>
#include <type_traits>
#include <vector>

namespace amp2hip {
namespace detail {
struct view_access; // launch.h: makes a device copy of a view
}
} // namespace amp2hip

namespace Concurrency {

template <typename T, int N> class array;
template <typename T, int N = 1> class array_view;

namespace detail_ {
// Containers with data() and size() (std::vector, std::array, ...).
template <typename C, typename = void> struct is_container : std::false_type {};
template <typename C>
struct is_container<C,
                    amp2hip::cxx::void_t<decltype(std::declval<C &>().data()),
                                         decltype(std::declval<C &>().size())>>
    : std::true_type {};

// C's data() converts to P (a container that can back an array_view<T>).
template <typename C, typename P>
using if_container_of = amp2hip::cxx::enable_if_t<
    is_container<C>::value &&
    std::is_convertible<decltype(std::declval<C &>().data()), P>::value>;

// The element type C++ AMP allows a reinterpretation to.
template <typename U> struct check_reinterpret_type {
  static_assert(!std::is_pointer<U>::value && !std::is_reference<U>::value,
                "reinterpret_as: the element type cannot be a pointer or a "
                "reference");
  static constexpr bool value = true;
};
} // namespace detail_

template <typename T, int N> class array_view {
  static_assert(N > 0, "array_view rank must be positive");
  using nc_type = amp2hip::cxx::remove_const_t<T>;
  static constexpr bool is_const_view = std::is_const<T>::value;
  static constexpr int nstrides = N > 1 ? N - 1 : 1;

public:
  static constexpr int rank = N;
  typedef T value_type;

  // ---- over host memory (no copy is made) ----
  template <typename C, typename = detail_::if_container_of<C, T *>>
  array_view(const concurrency::extent<N> &e, C &container) : extent(e) {
    over_host(static_cast<T *>(container.data()),
              static_cast<std::size_t>(container.size()));
  }
  // C++ AMP 1.2 makes the pointer constructors restrict(amp, cpu). In device
  // code the pointer is already in the kernel's address space (a local
  // array, a view's element): the view just points at it, with no data
  // source to keep coherent.
  AMP2HIP_HD array_view(const concurrency::extent<N> &e, T *p) : extent(e) {
#if AMP2HIP_DEVICE_PASS
    init_strides();
    data_ = p;
#else
    over_host(p, static_cast<std::size_t>(-1));
#endif
  }

  template <typename C, int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>,
            typename = detail_::if_container_of<C, T *>>
  array_view(int e0, C &container)
      : array_view(concurrency::extent<N>(e0), container) {}
  template <typename C, int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>,
            typename = detail_::if_container_of<C, T *>>
  array_view(int e0, int e1, C &container)
      : array_view(concurrency::extent<N>(e0, e1), container) {}
  template <typename C, int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>,
            typename = detail_::if_container_of<C, T *>>
  array_view(int e0, int e1, int e2, C &container)
      : array_view(concurrency::extent<N>(e0, e1, e2), container) {}

  // Visual Studio 2013: a rank-1 view of a whole container or C array, its
  // extent their size.
  template <typename C, int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>,
            typename = detail_::if_container_of<C, T *>>
  explicit array_view(C &container)
      : array_view(concurrency::extent<N>(static_cast<int>(container.size())),
                   container) {}
  template <typename U, int Size, int M = N,
            typename = amp2hip::cxx::enable_if_t<
                M == 1 && std::is_convertible<U *, T *>::value>>
  AMP2HIP_HD explicit array_view(U (&arr)[Size])
      : array_view(concurrency::extent<N>(Size), static_cast<T *>(arr)) {}

  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD array_view(int e0, T *p)
      : array_view(concurrency::extent<N>(e0), p) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD array_view(int e0, int e1, T *p)
      : array_view(concurrency::extent<N>(e0, e1), p) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD array_view(int e0, int e1, int e2, T *p)
      : array_view(concurrency::extent<N>(e0, e1, e2), p) {}

  // ---- without a data source: storage appears where the view is used ----
  template <bool C = is_const_view, typename = amp2hip::cxx::enable_if_t<!C>>
  explicit array_view(const concurrency::extent<N> &e) : extent(e) {
    detail_::check_extent(e);
    init_strides();
    state_ = amp2hip::detail::source_state::without_source(bytes_of(e));
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
  AMP2HIP_HD array_view(A &a)
      : extent(a.extent), data_(a.data_), state_(a.state_) {
    init_strides();
    retain();
  }

  // ---- copies ----
  AMP2HIP_HD array_view(const array_view &o)
      : extent(o.extent), data_(o.data_), offset_(o.offset_), state_(o.state_) {
    copy_strides(o.stride_);
    retain();
    capture();
  }
  // array_view<const T, N> from array_view<T, N>.
  template <typename U, typename = amp2hip::cxx::enable_if_t<
                            is_const_view && std::is_same<U, nc_type>::value>>
  AMP2HIP_HD array_view(const array_view<U, N> &o)
      : extent(o.extent), data_(o.data_), offset_(o.offset_), state_(o.state_) {
    copy_strides(o.stride_);
    retain();
    capture();
  }
  AMP2HIP_HD array_view &operator=(const array_view &o) {
    assign(o);
    return *this;
  }
  template <typename U, typename = amp2hip::cxx::enable_if_t<
                            is_const_view && std::is_same<U, nc_type>::value>>
  AMP2HIP_HD array_view &operator=(const array_view<U, N> &o) {
    assign(o);
    return *this;
  }
  AMP2HIP_HD ~array_view() { release(); }

  // ---- element access ----
  AMP2HIP_HD T &operator[](const index<N> &idx) const {
    return at(idx, detail_::view_offset(idx, stride_));
  }
  AMP2HIP_HD T &operator()(const index<N> &idx) const { return (*this)[idx]; }
  AMP2HIP_HD T &get_ref(const index<N> &idx) const { return (*this)[idx]; }

  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD T &operator()(int i0) const {
    return at(index<1>(i0), i0);
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD T &operator()(int i0, int i1) const {
    return at(index<2>(i0, i1), i0 * stride_[0] + i1);
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD T &operator()(int i0, int i1, int i2) const {
    return at(index<3>(i0, i1, i2), i0 * stride_[0] + i1 * stride_[1] + i2);
  }

  // av[i] and av(i): the element for rank 1, the projection (a rank N-1 view
  // of row i) otherwise.
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD T &operator[](int i) const {
    return at(index<1>(i), i);
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<(M > 1)>,
            typename = void>
  AMP2HIP_HD array_view<T, M - 1> operator[](int i) const {
    return project(i);
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<(M > 1)>,
            typename = void>
  AMP2HIP_HD array_view<T, M - 1> operator()(int i) const {
    return project(i);
  }

  // ---- sections ----
  AMP2HIP_HD array_view section(const index<N> &origin,
                                const concurrency::extent<N> &ext) const {
#if !AMP2HIP_DEVICE_PASS
    detail_::check_section(extent, origin, ext);
#endif
    array_view r(*this);
    int off = detail_::view_offset(origin, stride_);
    r.extent = ext;
    r.offset_ += off;
    r.advance_data(off);
    return r;
  }
  AMP2HIP_HD array_view section(const index<N> &origin) const {
    return section(origin, extent - origin);
  }
  AMP2HIP_HD array_view section(const concurrency::extent<N> &ext) const {
    return section(index<N>(), ext);
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD array_view section(int i0, int e0) const {
    return section(index<1>(i0), concurrency::extent<1>(e0));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD array_view section(int i0, int i1, int e0, int e1) const {
    return section(index<2>(i0, i1), concurrency::extent<2>(e0, e1));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD array_view section(int i0, int i1, int i2, int e0, int e1,
                                int e2) const {
    return section(index<3>(i0, i1, i2), concurrency::extent<3>(e0, e1, e2));
  }

  // ---- other shapes of the same data (rank 1 views only, as C++ AMP) ----
  template <int K>
  AMP2HIP_HD array_view<T, K> view_as(const concurrency::extent<K> &e) const {
    static_assert(N == 1, "view_as is only permissible on array_view<T, 1>");
#if !AMP2HIP_DEVICE_PASS
    detail_::check_view_as(e, extent.size());
#endif
    return reshaped<T, K>(e, data_, offset_);
  }
  template <typename U>
  AMP2HIP_HD
      array_view<typename std::conditional<is_const_view, const U, U>::type, 1>
      reinterpret_as() const {
    static_assert(N == 1,
                  "reinterpret_as is only permissible on array_view<T, 1>");
    static_assert(detail_::check_reinterpret_type<U>::value, "");
    using R = typename std::conditional<is_const_view, const U, U>::type;
    std::size_t bytes = static_cast<std::size_t>(extent.size()) * sizeof(T);
#if !AMP2HIP_DEVICE_PASS
    detail_::check_reinterpret(bytes, offset_ * sizeof(T), sizeof(U));
#endif
    return reshaped<R, 1>(
        concurrency::extent<1>(static_cast<int>(bytes / sizeof(U))),
        reinterpret_cast<R *>(data_),
        static_cast<std::ptrdiff_t>(offset_ * sizeof(T) / sizeof(U)));
  }

  // ---- properties ----
  AMP2HIP_HD concurrency::extent<N> get_extent() const { return extent; }

  // Host: a pointer to the first element of the host copy, made current (a
  // non-const view's counts as a host write). Device: the device copy's.
  AMP2HIP_HD T *data() const {
    static_assert(N == 1, "data() is only permissible on array_view<T, 1>");
#if AMP2HIP_DEVICE_PASS
    return data_;
#else
    return kernel_view() ? data_ : host_base();
#endif
  }

  // Where the data source lives: the array's accelerator_view, the cpu
  // accelerator's for host memory. A view without a data source has none.
  accelerator_view get_source_accelerator_view() const {
    if (const accelerator_view *av = state_->source_view())
      return *av;
    if (state_->home_is_host())
      return accelerator(accelerator::cpu_accelerator).get_default_view();
    if (!state_->has_source())
      throw runtime_exception("amp2hip: get_source_accelerator_view: the "
                              "array_view has no data source",
                              amp2hip_error_fail);
    return accelerator(L"gpu:" + std::to_wstring(state_->home_device()))
        .get_default_view();
  }
  AMP2HIP_PROPERTY(Concurrency::accelerator_view, source_accelerator_view,
                   get_source_accelerator_view)

  // ---- coherence ----
  // Makes the data source current (copying only what is stale).
  // A section brings back only its own elements.
  void synchronize() const {
    // if/else, not a return: after one, nvcc warns of an unreachable loop
    // for every rank up to 3.
    if (N <= 3)
      state_->synchronize(source_part());
    else
      for (const amp2hip::detail::byte_box &b : source_parts())
        state_->synchronize(b);
  }
  completion_future synchronize_async() const {
    // The copy of the view keeps the data source alive until it is done.
    array_view self(*this);
    return completion_future::amp2hip_start(state_->bytes(), {state_},
                                            [self] { self.synchronize(); });
  }
  // Makes the copy on `av`'s accelerator current.
  void synchronize_to(const accelerator_view &av) const {
    state_->synchronize_to(av.amp2hip_device());
  }
  completion_future synchronize_to_async(const accelerator_view &av) const {
    array_view self(*this);
    accelerator_view to(av);
    return completion_future::amp2hip_start(
        state_->bytes(), {state_}, [self, to] { self.synchronize_to(to); });
  }
  // Visual Studio 2013: the access the CPU (or `av`) will make after the
  // synchronization. A CPU write makes every other copy stale, as refresh()
  // says; a read changes nothing more.
  void synchronize(access_type type) const {
    synchronize();
    if (type & access_type_write)
      refresh();
  }
  completion_future synchronize_async(access_type type) const {
    array_view self(*this);
    return completion_future::amp2hip_start(
        state_->bytes(), {state_}, [self, type] { self.synchronize(type); });
  }
  void synchronize_to(const accelerator_view &av, access_type) const {
    synchronize_to(av);
  }
  completion_future synchronize_to_async(const accelerator_view &av,
                                         access_type) const {
    return synchronize_to_async(av);
  }
  // The contents no longer matter: the next use uploads nothing, and what
  // kernels wrote under the view is not copied back. A view smaller than its
  // source discards only its own elements: other views still need the rest.
  void discard_data() const {
    if (static_cast<std::size_t>(extent.size()) * sizeof(T) ==
            state_->bytes() &&
        offset_ == 0) {
      state_->discard();
      return;
    }
    amp2hip_for_each_run([this](std::ptrdiff_t off, std::size_t n) {
      state_->discard_range(static_cast<std::size_t>(off) * sizeof(T),
                            n * sizeof(T));
    });
  }
  // The memory under the view was changed behind its back: the copies on
  // accelerators are stale.
  void refresh() const { state_->refresh(); }

  void copy_to(array<nc_type, N> &dest) const;
  void copy_to(const array_view<nc_type, N> &dest) const;

  // amp2hip extensions (copies, tests, diagnostics): the shared source state,
  // and each contiguous run of the view's elements in row-major order as
  // f(element offset into the source, element count).
  amp2hip::detail::source_state *amp2hip_source() const { return state_; }
  // The bytes of the source the view covers, as a box (rank 1 to 3).
  amp2hip::detail::byte_box amp2hip_part() const { return source_part(); }
  // Whether the view's elements are one contiguous run of its source.
  bool amp2hip_dense() const { return is_dense(); }
  template <typename F> void amp2hip_for_each_run(F f) const {
    if (is_dense()) {
      f(offset_, static_cast<std::size_t>(extent.size()));
      return;
    }
    index<N> row; // row[N-1] stays 0
    for (;;) {
      f(offset_ + detail_::view_offset(row, stride_),
        static_cast<std::size_t>(extent[N - 1]));
      int k = N - 2;
      for (; k >= 0; --k) {
        if (++row[k] < extent[k])
          break;
        row[k] = 0;
      }
      if (k < 0)
        return;
    }
  }

  // C++ AMP's public `extent` property.
  concurrency::extent<N> extent;

private:
  template <typename U, int M> friend class array_view;
  template <typename U, int M> friend class array;
  friend struct amp2hip::detail::view_access;

  // Host: a view over `available` elements of host memory at `p`.
  void over_host(T *p, std::size_t available) {
    const concurrency::extent<N> &e = extent;
    detail_::check_extent(e);
    if (e.size() > available)
      throw runtime_exception(
          "amp2hip: array_view: the container has fewer elements than the "
          "extent",
          amp2hip_error_fail);
    if (!p)
      throw runtime_exception("amp2hip: array_view over a null pointer",
                              amp2hip_error_fail);
    init_strides();
    state_ = amp2hip::detail::source_state::over_host(const_cast<nc_type *>(p),
                                                      bytes_of(e));
  }
  // Empty view, filled in by project() and reshaped().
  AMP2HIP_HD array_view() {}

  static std::size_t bytes_of(const concurrency::extent<N> &e) {
    return static_cast<std::size_t>(e.size()) * sizeof(T);
  }
  AMP2HIP_HD void init_strides() { detail_::dense_strides(extent, stride_); }
  AMP2HIP_HD void copy_strides(const int *s) {
    for (int k = 0; k < nstrides; ++k)
      stride_[k] = s[k];
  }
  AMP2HIP_HD bool is_dense() const {
    int s[nstrides];
    detail_::dense_strides(extent, s);
    for (int k = 0; k < N - 1; ++k)
      if (s[k] != stride_[k] && extent[k] > 1)
        return false;
    return true;
  }
  // Retains first, so self-assignment is safe.
  template <typename U> AMP2HIP_HD void assign(const array_view<U, N> &o) {
    o.retain();
    release();
    data_ = o.data_;
    extent = o.extent;
    copy_strides(o.stride_);
    offset_ = o.offset_;
    state_ = o.state_;
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
  // How a kernel uses the view: a const view is only read.
  static amp2hip::detail::coherence::access kernel_access() {
    return is_const_view ? amp2hip::detail::coherence::access::read
                         : amp2hip::detail::coherence::access::read_write;
  }
  // The bytes of the source the view covers, rank 1 to 3 (see
  // source_parts): what a kernel using it needs, and what comes back.
  amp2hip::detail::byte_box source_part() const {
    const std::size_t size = sizeof(T);
    amp2hip::detail::byte_box b;
    const int row = N >= 2 ? N - 2 : 0;
    b.offset = static_cast<std::size_t>(offset_) * size;
    b.run = static_cast<std::size_t>(extent[N - 1]) * size;
    if (N >= 2) {
      b.rows = static_cast<std::size_t>(extent[row]);
      b.row_pitch = static_cast<std::size_t>(stride_[row]) * size;
    }
    if (N == 3) {
      b.planes = static_cast<std::size_t>(extent[0]);
      b.plane_pitch = static_cast<std::size_t>(stride_[0]) * size;
    }
    return b;
  }
  // The same for any rank: a higher rank's section is a few boxes
  // (byte_box.h, section_boxes).
  std::vector<amp2hip::detail::byte_box> source_parts() const {
    if (N <= 3)
      return {source_part()};
    return high_rank_parts();
  }
  // source_parts() of rank 4 and up (a function of its own: after the
  // return above, nvcc warns of an unreachable loop for every lower rank).
  std::vector<amp2hip::detail::byte_box> high_rank_parts() const {
    int ext[N];
    std::ptrdiff_t str[N];
    for (int k = 0; k < N; ++k) {
      ext[k] = extent[k];
      str[k] = k < N - 1 ? stride_[k] : 1;
    }
    return amp2hip::detail::section_boxes(N, ext, str, offset_, sizeof(T),
                                          state_->bytes());
  }
  // The device copy of the source on `device`, with the view's elements
  // current there for a kernel (only they move); its first byte.
  void *device_base(int device) const {
    if (N <= 3) // no list: this runs at every launch
      return state_->device_access(device, kernel_access(), source_part());
    std::vector<amp2hip::detail::byte_box> parts = source_parts();
    if (parts.empty()) // no elements, as a box of none
      parts.push_back(amp2hip::detail::byte_box());
    void *base = nullptr;
    for (const amp2hip::detail::byte_box &b : parts)
      base = state_->device_access(device, kernel_access(), b);
    return base;
  }
  // A copy made while a launch copies its kernel's arguments (a lambda's
  // capture, a member of a function object or of a captured struct) is the
  // kernel's: it points at the device copy (detail/capture.h).
  AMP2HIP_HD void capture() {
#if !AMP2HIP_DEVICE_PASS
    if (!state_)
      return;
    int device = amp2hip::detail::launch_capture::device();
    if (device < 0)
      return;
    data_ = static_cast<T *>(device_base(device)) + offset_;
#if AMP2HIP_CPU_KERNELS
    // The kernel's copy: no reference, no coherence step at each access (the
    // launch keeps the data current while the kernel runs).
    state_->release();
    state_ = nullptr;
#endif
#endif
  }
  // Host: the first element of the source's current host copy, after the
  // coherence step this access needs.
  T *host_base() const {
    void *base = is_const_view ? state_->host_read() : state_->host_write();
    return static_cast<T *>(base) + offset_;
  }
  // data_ only means something in device code (on the host it may be null).
  AMP2HIP_HD void advance_data(int off) {
#if AMP2HIP_DEVICE_PASS
    data_ += off;
#else
    if (kernel_view())
      data_ += off;
#endif
  }
  // The element at `idx`, `off` elements from the first; under
  // AMP2HIP_DIRECT3D_BOUNDS one outside the extent is a dropped element.
  AMP2HIP_HD T &at(const index<N> &idx, int off) const {
#ifdef AMP2HIP_DIRECT3D_BOUNDS
    if (!extent.contains(idx))
      return detail_::direct3d_dropped_element<nc_type>();
#else
    (void)idx;
#endif
    return at(off);
  }
  AMP2HIP_HD T &at(int off) const {
#if AMP2HIP_DEVICE_PASS
    return data_[off];
#else
    return kernel_view() ? data_[off] : host_base()[off];
#endif
  }
  // A CPU build's kernel code reaches its data as device code does: a view
  // a launch captured points at the data and has no source (capture()).
  bool kernel_view() const { return AMP2HIP_CPU_KERNELS && !state_; }

  AMP2HIP_HD array_view<T, (N > 1 ? N - 1 : 1)> project(int i) const {
#ifdef AMP2HIP_DIRECT3D_BOUNDS
    // A row outside the view: every element of it is out of bounds.
    const bool outside = i < 0 || i >= extent[0];
    if (outside)
      i = 0;
#elif !AMP2HIP_DEVICE_PASS
    detail_::check_projection(i, extent[0]);
#endif
    array_view<T, (N > 1 ? N - 1 : 1)> r;
    int off = i * stride_[0];
    r.data_ = data_;
    r.advance_data(off);
    for (int k = 1; k < N; ++k)
      r.extent[k - 1] = extent[k];
#ifdef AMP2HIP_DIRECT3D_BOUNDS
    if (outside)
      r.extent[0] = 0;
#endif
    for (int k = 1; k < N - 1; ++k)
      r.stride_[k - 1] = stride_[k];
    if (N == 2)
      r.stride_[0] = 1;
    r.offset_ = offset_ + off;
    r.state_ = state_;
    r.retain();
    return r;
  }
  // A dense view of this one's source with extent `e`, starting at `data`
  // (device) / element `offset` (host).
  template <typename U, int K>
  AMP2HIP_HD array_view<U, K> reshaped(const concurrency::extent<K> &e, U *data,
                                       std::ptrdiff_t offset) const {
    array_view<U, K> r;
    r.extent = e;
    r.init_strides();
    r.data_ = data;
    r.offset_ = offset;
    r.state_ = state_;
    r.retain();
    return r;
  }

  T *data_ = nullptr;         // device code: first element of the device copy
  int stride_[nstrides] = {}; // row strides of dimensions 0 .. N-2
  std::ptrdiff_t offset_ = 0; // host: element offset into the source
  amp2hip::detail::source_state *state_ = nullptr; // host: shared state
};

} // namespace Concurrency

// array_view::copy_to is defined with copy() (array.h includes copy.h).
#include <amp2hip/array.h>
