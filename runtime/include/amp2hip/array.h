// amp2hip runtime: concurrency::array<T, N>, data owned by an accelerator.
//
// The storage is allocated when the array is made: on the GPU of its
// accelerator_view, or in host memory for an array on the cpu accelerator
// (a staging array, array(e, cpu_av, gpu_av), is one of those; its
// associated accelerator_view is only recorded). The fields device code uses
// (the device pointer and the extent) are plain members, so a byte image of
// the object (amp2hip::device_ref) works in a kernel. Host element access
// (operator() on the host, data()) follows C++ AMP: it needs a cpu_access_type
// other than access_type_none, which access_type_auto gives on the cpu
// accelerator only (the accelerator's default cpu access type); otherwise it
// throws (data() is null). Where allowed it works on a host copy kept
// coherent like an array_view's: downloaded when first needed and uploaded
// again before the next launch that uses the array, only if the host wrote.
#pragma once

#include <amp2hip/accelerator.h>
#include <amp2hip/access_type.h>
#include <amp2hip/array_view.h>
#include <amp2hip/detail/direct3d_bounds.h>
#include <amp2hip/detail/shape.h>

#include <algorithm>
#include <iterator>
#include <memory>
#include <type_traits>
#include <vector>

namespace Concurrency {

namespace detail_ {
// Anything but an integer or an accelerator_view may be an iterator (the
// constructors' overloads differ only there).
template <typename It>
using if_iterator = amp2hip::cxx::enable_if_t<
    !std::is_integral<It>::value &&
    !std::is_same<amp2hip::cxx::remove_cvref_t<It>, accelerator_view>::value>;

// Copies the elements of [first, last) into dest[0, n); more than n throws.
// Returns how many were copied.
template <typename It, typename T>
std::size_t copy_range_into(It first, It last, T *dest, std::size_t n) {
  std::size_t i = 0;
  for (; first != last; ++first, ++i) {
    if (i == n)
      throw runtime_exception("amp2hip: copy: the source range has more "
                              "elements than the destination",
                              amp2hip_error_fail);
    dest[i] = *first;
  }
  return i;
}
template <typename It, typename T>
std::size_t copy_range_into(It first, It last, T *dest, std::size_t n,
                            std::random_access_iterator_tag) {
  if (std::distance(first, last) < 0)
    throw runtime_exception("amp2hip: copy: the source range ends before it "
                            "begins",
                            amp2hip_error_fail);
  return copy_range_into(first, last, dest, n);
}
template <typename It, typename T>
std::size_t copy_range_into(It first, It last, T *dest, std::size_t n,
                            std::input_iterator_tag) {
  return copy_range_into(first, last, dest, n);
}
template <typename It>
using iterator_tag_of = typename std::iterator_traits<It>::iterator_category;

// Iterators whose elements lie next to each other in memory: pointers, and
// the iterators of std::vector, std::string and std::array (libstdc++ and
// libc++ spell them as below). A copy reads or writes the memory under them
// in one piece.
template <typename It> struct is_contiguous : std::is_pointer<It> {};
#if defined(__GLIBCXX__)
template <typename P, typename C>
struct is_contiguous<__gnu_cxx::__normal_iterator<P, C>> : std::true_type {};
#endif
#if defined(_LIBCPP_VERSION)
template <typename P>
struct is_contiguous<std::__wrap_iter<P>> : std::true_type {};
#endif
// ... over elements of type T.
template <typename It, typename T>
using contiguous_of = std::integral_constant<
    bool,
    is_contiguous<It>::value &&
        std::is_same<typename std::iterator_traits<It>::value_type, T>::value>;

// The elements of [first, last), at most `capacity` of them, in memory for
// a copy to read: in place when the iterator is contiguous, else gathered
// into `tmp` (which is not zero-filled first). Returns how many.
template <typename T, typename It>
std::size_t range_elements(It first, It last, std::size_t capacity,
                           const T *&out, std::unique_ptr<T[]> &,
                           std::true_type) {
  std::ptrdiff_t n = last - first;
  if (n < 0)
    throw runtime_exception("amp2hip: copy: the source range ends before it "
                            "begins",
                            amp2hip_error_fail);
  if (static_cast<std::size_t>(n) > capacity)
    throw runtime_exception("amp2hip: copy: the source range has more "
                            "elements than the destination",
                            amp2hip_error_fail);
  out = n ? std::addressof(*first) : nullptr;
  return static_cast<std::size_t>(n);
}
template <typename T, typename It>
std::size_t range_elements(It first, It last, std::size_t capacity,
                           const T *&out, std::unique_ptr<T[]> &tmp,
                           std::false_type) {
  tmp.reset(new T[capacity]);
  out = tmp.get();
  return copy_range_into(first, last, tmp.get(), capacity,
                         iterator_tag_of<It>());
}
template <typename T, typename It>
std::size_t range_elements(It first, It last, std::size_t capacity,
                           const T *&out, std::unique_ptr<T[]> &tmp) {
  return range_elements(first, last, capacity, out, tmp,
                        contiguous_of<It, T>());
}

// The `n` elements from `first` on, likewise.
template <typename T, typename It>
const T *elements_from(It first, std::size_t n, std::unique_ptr<T[]> &,
                       std::true_type) {
  return std::addressof(*first);
}
template <typename T, typename It>
const T *elements_from(It first, std::size_t n, std::unique_ptr<T[]> &tmp,
                       std::false_type) {
  tmp.reset(new T[n]);
  for (std::size_t i = 0; i < n; ++i, ++first)
    tmp[i] = *first;
  return tmp.get();
}
template <typename T, typename It>
const T *elements_from(It first, std::size_t n, std::unique_ptr<T[]> &tmp) {
  return elements_from(first, n, tmp, contiguous_of<It, T>());
}

// Writes `n` elements from `dest` on with fill(T *where): in place when the
// iterator is contiguous, else through a temporary.
template <typename T, typename OutIt, typename Fill>
void fill_elements(OutIt dest, std::size_t n, Fill fill, std::true_type) {
  fill(std::addressof(*dest));
}
template <typename T, typename OutIt, typename Fill>
void fill_elements(OutIt dest, std::size_t n, Fill fill, std::false_type) {
  std::unique_ptr<T[]> tmp(new T[n]);
  fill(tmp.get());
  std::copy(tmp.get(), tmp.get() + n, dest);
}
template <typename T, typename OutIt, typename Fill>
void fill_elements(OutIt dest, std::size_t n, Fill fill) {
  // An output iterator's value_type may be void: then it is not contiguous.
  fill_elements<T>(
      dest, n, fill, std::integral_constant < bool,
      is_contiguous<OutIt>::value &&contiguous_of<OutIt, T>::value > ());
}
} // namespace detail_

template <typename T, int N = 1> class array {
  static_assert(!std::is_const<T>::value, "array<const T> is not allowed");
  static_assert(N > 0, "array rank must be positive");
  using ext_t = concurrency::extent<N>;

public:
  static constexpr int rank = N;
  typedef T value_type;

  // ---- construction: extent [, accelerator_view [, access_type]] ----
  explicit array(const ext_t &e) : array(e, default_view()) {}
  array(const ext_t &e, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(e, av, av, cpu_access_type) {}
  // A staging array: host memory when `av` is the cpu accelerator's, meant
  // for copies to and from `associated_av`.
  array(const ext_t &e, const accelerator_view &av,
        const accelerator_view &associated_av)
      : array(e, av, associated_av, access_type_auto) {}

  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  explicit array(int e0) : array(ext_t(e0)) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  array(int e0, int e1) : array(ext_t(e0, e1)) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  array(int e0, int e1, int e2) : array(ext_t(e0, e1, e2)) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  array(int e0, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(ext_t(e0), av, cpu_access_type) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  array(int e0, int e1, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(ext_t(e0, e1), av, cpu_access_type) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  array(int e0, int e1, int e2, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(ext_t(e0, e1, e2), av, cpu_access_type) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  array(int e0, const accelerator_view &av,
        const accelerator_view &associated_av)
      : array(ext_t(e0), av, associated_av) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  array(int e0, int e1, const accelerator_view &av,
        const accelerator_view &associated_av)
      : array(ext_t(e0, e1), av, associated_av) {}
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  array(int e0, int e1, int e2, const accelerator_view &av,
        const accelerator_view &associated_av)
      : array(ext_t(e0, e1, e2), av, associated_av) {}

  // ---- construction from host data: [first, last), or the extent's size
  // from first; then as above ----
  template <typename It, typename = detail_::if_iterator<It>>
  array(const ext_t &e, It first) : array(e, default_view()) {
    fill_from(first);
  }
  template <typename It, typename = detail_::if_iterator<It>>
  array(const ext_t &e, It first, It last) : array(e, default_view()) {
    fill_from(first, last);
  }
  template <typename It, typename = detail_::if_iterator<It>>
  array(const ext_t &e, It first, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(e, av, cpu_access_type) {
    fill_from(first);
  }
  template <typename It, typename = detail_::if_iterator<It>>
  array(const ext_t &e, It first, It last, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(e, av, cpu_access_type) {
    fill_from(first, last);
  }
  template <typename It, typename = detail_::if_iterator<It>>
  array(const ext_t &e, It first, const accelerator_view &av,
        const accelerator_view &associated_av)
      : array(e, av, associated_av) {
    fill_from(first);
  }
  template <typename It, typename = detail_::if_iterator<It>>
  array(const ext_t &e, It first, It last, const accelerator_view &av,
        const accelerator_view &associated_av)
      : array(e, av, associated_av) {
    fill_from(first, last);
  }
  // The same with the extent spelled as integers: forward everything after
  // the dimensions.
  template <typename It, typename... Rest, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 1>,
            typename = detail_::if_iterator<It>>
  array(int e0, It first, Rest &&...rest)
      : array(ext_t(e0), first, std::forward<Rest>(rest)...) {}
  template <typename It, typename... Rest, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 2>,
            typename = detail_::if_iterator<It>>
  array(int e0, int e1, It first, Rest &&...rest)
      : array(ext_t(e0, e1), first, std::forward<Rest>(rest)...) {}
  template <typename It, typename... Rest, int M = N,
            typename = amp2hip::cxx::enable_if_t<M == 3>,
            typename = detail_::if_iterator<It>>
  array(int e0, int e1, int e2, It first, Rest &&...rest)
      : array(ext_t(e0, e1, e2), first, std::forward<Rest>(rest)...) {}

  // ---- construction from a view: a copy of its elements ----
  explicit array(const array_view<const T, N> &src)
      : array(src, default_view()) {}
  array(const array_view<const T, N> &src, const accelerator_view &av,
        access_type cpu_access_type = access_type_auto)
      : array(src.extent, av, cpu_access_type) {
    assign_from(src);
  }
  array(const array_view<const T, N> &src, const accelerator_view &av,
        const accelerator_view &associated_av)
      : array(src.extent, av, associated_av) {
    assign_from(src);
  }

  // ---- copies: arrays are values, copies are deep (same accelerator) ----
  array(const array &o)
      : array(o.extent, o.av_, o.associated_av_, o.cpu_access_) {
    assign_from(o);
  }
  array(array &&o) noexcept
      : extent(o.extent), av_(o.av_), associated_av_(o.associated_av_),
        cpu_access_(o.cpu_access_), data_(o.data_), state_(o.state_) {
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
  // Copies the view's elements into this array (extents must match).
  array &operator=(const array_view<const T, N> &src) {
    assign_from(src);
    return *this;
  }
  ~array() {
    if (state_)
      state_->release();
  }

  void copy_to(array &dest) const;
  void copy_to(const array_view<T, N> &dest) const;

  // ---- properties ----
  AMP2HIP_HD ext_t get_extent() const { return extent; }
  // Copies, as amp.h's: assigning to one (a.get_accelerator_view() = v) is
  // the translator's AMP2HIP2091, as Visual C++'s C2774 for the read-only
  // property.
  accelerator_view get_accelerator_view() const { return av_; }
  accelerator_view get_associated_accelerator_view() const {
    return associated_av_;
  }
  access_type get_cpu_access_type() const { return cpu_access_; }

  // ---- element access (device: direct; host: the host shadow) ----
  AMP2HIP_HD T &operator[](const index<N> &idx) {
#ifdef AMP2HIP_DIRECT3D_BOUNDS
    if (!extent.contains(idx))
      return detail_::direct3d_dropped_element<T>();
#endif
    return at(offset_of(idx));
  }
  AMP2HIP_HD const T &operator[](const index<N> &idx) const {
#ifdef AMP2HIP_DIRECT3D_BOUNDS
    if (!extent.contains(idx))
      return detail_::direct3d_dropped_element<T>();
#endif
    return at(offset_of(idx));
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
  // a[i] and a(i): the element (rank 1) or a view of row i (rank > 1).
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
  template <int M = N, typename = amp2hip::cxx::enable_if_t<(M > 1)>,
            typename = void>
  AMP2HIP_HD array_view<T, M - 1> operator()(int i) {
    return (*this)[i];
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<(M > 1)>,
            typename = void>
  AMP2HIP_HD array_view<const T, M - 1> operator()(int i) const {
    return (*this)[i];
  }

  // ---- views of the array: sections, other shapes ----
  AMP2HIP_HD array_view<T, N> section(const index<N> &origin, const ext_t &e) {
    return array_view<T, N>(*this).section(origin, e);
  }
  AMP2HIP_HD array_view<const T, N> section(const index<N> &origin,
                                            const ext_t &e) const {
    return array_view<const T, N>(*this).section(origin, e);
  }
  AMP2HIP_HD array_view<T, N> section(const index<N> &origin) {
    return array_view<T, N>(*this).section(origin);
  }
  AMP2HIP_HD array_view<const T, N> section(const index<N> &origin) const {
    return array_view<const T, N>(*this).section(origin);
  }
  AMP2HIP_HD array_view<T, N> section(const ext_t &e) {
    return array_view<T, N>(*this).section(e);
  }
  AMP2HIP_HD array_view<const T, N> section(const ext_t &e) const {
    return array_view<const T, N>(*this).section(e);
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD array_view<T, 1> section(int i0, int e0) {
    return section(index<1>(i0), ext_t(e0));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 1>>
  AMP2HIP_HD array_view<const T, 1> section(int i0, int e0) const {
    return section(index<1>(i0), ext_t(e0));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD array_view<T, 2> section(int i0, int i1, int e0, int e1) {
    return section(index<2>(i0, i1), ext_t(e0, e1));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 2>>
  AMP2HIP_HD array_view<const T, 2> section(int i0, int i1, int e0,
                                            int e1) const {
    return section(index<2>(i0, i1), ext_t(e0, e1));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD array_view<T, 3> section(int i0, int i1, int i2, int e0, int e1,
                                      int e2) {
    return section(index<3>(i0, i1, i2), ext_t(e0, e1, e2));
  }
  template <int M = N, typename = amp2hip::cxx::enable_if_t<M == 3>>
  AMP2HIP_HD array_view<const T, 3> section(int i0, int i1, int i2, int e0,
                                            int e1, int e2) const {
    return section(index<3>(i0, i1, i2), ext_t(e0, e1, e2));
  }

  // An array is dense, so any rank may be viewed as another shape.
  template <int K>
  AMP2HIP_HD array_view<T, K> view_as(const concurrency::extent<K> &e) {
    return flat<T>().view_as(e);
  }
  template <int K>
  AMP2HIP_HD array_view<const T, K>
  view_as(const concurrency::extent<K> &e) const {
    return flat<const T>().view_as(e);
  }
  template <typename U> AMP2HIP_HD array_view<U, 1> reinterpret_as() {
    return flat<T>().template reinterpret_as<U>();
  }
  template <typename U>
  AMP2HIP_HD array_view<const U, 1> reinterpret_as() const {
    return flat<const T>().template reinterpret_as<U>();
  }

  // Device: the device pointer. Host: the host copy, made current (the
  // non-const one counts as a write); null when the CPU may not access the
  // array (cpu_access_type access_type_none), as C++ AMP.
  AMP2HIP_HD T *data() {
#if AMP2HIP_DEVICE_PASS
    return data_;
#else
    if (kernel_image())
      return data_;
    return host_accessible() ? static_cast<T *>(state_->host_write()) : nullptr;
#endif
  }
  AMP2HIP_HD const T *data() const {
#if AMP2HIP_DEVICE_PASS
    return data_;
#else
    if (kernel_image())
      return data_;
    return host_accessible() ? static_cast<const T *>(state_->host_read())
                             : nullptr;
#endif
  }

  operator std::vector<T>() const {
    std::vector<T> v(extent.size());
    state_->read_all(v.data());
    return v;
  }

  // C++ AMP's public `extent` property.
  ext_t extent;

  // amp2hip extension: the shared source state (tests, diagnostics).
  amp2hip::detail::source_state *amp2hip_source() const { return state_; }

private:
  template <typename U, int M> friend class array_view;

  // C++ AMP has no default constructor; Visual C++'s amp.h declares one
  // private, so `array<int, 1> a;` is an access error (C2248) rather than
  // a failed overload resolution. Never defined.
  array();

  static accelerator_view default_view() {
    return accelerator().get_default_view();
  }

  // Every public constructor ends here: allocates the storage.
  array(const ext_t &e, const accelerator_view &av,
        const accelerator_view &associated_av, access_type cpu_access_type)
      : extent(e), av_(av), associated_av_(associated_av),
        cpu_access_(cpu_access_type) {
    detail_::check_extent(e);
    // Only an array on the cpu accelerator is a staging array; elsewhere
    // the associated view is the array's own (C++ AMP 1.2, 5.1.1;
    // conformance 5_1_3_m/Properties/associated_accvl_view/Test.03).
    if (av.amp2hip_device() >= 0)
      associated_av_ = av;
    if (cpu_access_ == access_type_auto)
      cpu_access_ = av.get_accelerator().amp2hip_use_default_cpu_access_type();
    std::size_t bytes = static_cast<std::size_t>(e.size()) * sizeof(T);
    int dev = av.amp2hip_device();
    if (dev < 0) {
      state_ = amp2hip::detail::source_state::on_host(bytes);
    } else {
      state_ = amp2hip::detail::source_state::on_device(dev, bytes);
      data_ = static_cast<T *>(state_->device_storage(dev));
    }
    state_->set_source_view(av);
  }

  template <typename It> void fill_from(It first) {
    std::unique_ptr<T[]> tmp;
    state_->write_all(detail_::elements_from<T>(first, extent.size(), tmp));
  }
  template <typename It> void fill_from(It first, It last) {
    std::unique_ptr<T[]> tmp;
    const T *in = nullptr;
    std::size_t n =
        detail_::range_elements<T>(first, last, extent.size(), in, tmp);
    state_->write(0, in, n * sizeof(T));
  }
  // Defined in copy.h: the elements of `src`, whose extent must match.
  template <typename Src> void assign_from(const Src &src);

  void swap(array &o) noexcept {
    std::swap(extent, o.extent);
    std::swap(av_, o.av_);
    std::swap(associated_av_, o.associated_av_);
    std::swap(cpu_access_, o.cpu_access_);
    std::swap(data_, o.data_);
    std::swap(state_, o.state_);
  }

  AMP2HIP_HD int offset_of(const index<N> &idx) const {
    int off = idx[0];
    for (int k = 1; k < N; ++k)
      off = off * extent[k] + idx[k];
    return off;
  }
  AMP2HIP_HD T &at(int off) {
#if AMP2HIP_DEVICE_PASS
    return data_[off];
#else
    if (kernel_image())
      return data_[off];
    check_host_access();
    return static_cast<T *>(state_->host_write())[off];
#endif
  }
  AMP2HIP_HD const T &at(int off) const {
#if AMP2HIP_DEVICE_PASS
    return data_[off];
#else
    if (kernel_image())
      return data_[off];
    check_host_access();
    return static_cast<const T *>(state_->host_read())[off];
#endif
  }
  // A CPU build's kernel code sees the array through the launch's image of
  // it (device_ref), which has no data source: it reaches the data as
  // device code does.
  bool kernel_image() const { return AMP2HIP_CPU_KERNELS && !state_; }
  // An array the CPU may not access (on a GPU without CPU-shared memory,
  // unless made with a cpu access_type) is only reached through copies and
  // array_views, as in C++ AMP.
  // An array on the cpu accelerator is in host memory: always accessible,
  // whatever cpu_access_type it was made with (conformance
  // SynchronousCopy/ArrayAndIterator, array(e, cpu_av, access_type_none)).
  bool host_accessible() const {
    return cpu_access_ != access_type_none || av_.amp2hip_device() < 0;
  }
  void check_host_access() const {
    if (!host_accessible())
      throw runtime_exception(
          "amp2hip: array: the CPU may not access an array whose "
          "cpu_access_type is access_type_none (use an array_view or copy)",
          amp2hip_error_fail);
  }
  // The whole array as a rank-1 view.
  template <typename U> AMP2HIP_HD array_view<U, 1> flat() const {
    return array_view<U, N>(const_cast<array &>(*this))
        .template reshaped<U, 1>(
            concurrency::extent<1>(static_cast<int>(extent.size())), data_, 0);
  }

  accelerator_view av_;
  accelerator_view associated_av_;

public:
  // Visual C++'s properties besides `extent` (for the translator's parse;
  // last, so that no member function body sees them as names).
  AMP2HIP_PROPERTY(Concurrency::accelerator_view, accelerator_view,
                   get_accelerator_view)
  AMP2HIP_PROPERTY(Concurrency::accelerator_view, associated_accelerator_view,
                   get_associated_accelerator_view)
  AMP2HIP_PROPERTY(Concurrency::access_type, cpu_access_type,
                   get_cpu_access_type)
  access_type cpu_access_ = access_type_auto;
  T *data_ = nullptr; // device storage (null for host storage)
  amp2hip::detail::source_state *state_ = nullptr;
};

} // namespace Concurrency

// array's members that copy (assign_from, copy_to) are defined with copy().
#include <amp2hip/copy.h>
