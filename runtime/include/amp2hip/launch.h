// amp2hip runtime: kernel launches -- what translated code calls in place of
// parallel_for_each (see docs/design.md, "Translator -> runtime contract").
//
//   __global__ void k(amp2hip::extent_domain<2> d, array_view<int, 2> a) {
//     concurrency::index<2> idx = d.this_thread();
//     if (!d.contains(idx)) return;
//     ...
//   }
//   amp2hip::launch<k>(ext, a);             // the arrays' accelerator_view
//   amp2hip::launch<k>(av, ext.tile<16, 16>(), a);
//   amp2hip::launch<decltype(&k), &k>(av, ext, a);  // the same, C++11/14
//   amp2hip::launch(av, k, ext, a);         // the kernel a run-time pointer
//
// launch() reads the kernel's parameter types from the function pointer and
// converts each argument to its parameter type through
// amp2hip::detail::kernel_arg<P>: array_views are made present on the
// accelerator (detail/source.h decides whether to upload), arrays become
// device_ref byte images, anything else is copied.
#pragma once

#include <amp2hip/accelerator.h>
#include <amp2hip/array.h>
#include <amp2hip/array_view.h>
#include <amp2hip/detail/backend.h>
#include <amp2hip/detail/capture.h>
#include <amp2hip/detail/cpu_launch.h>
#include <amp2hip/detail/geometry.h>
#include <amp2hip/tiled.h>

#include <cstddef>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip {

// ---- kernel domain parameters ----

// The first parameter of a kernel over extent<N>. this_thread() is the
// thread's index; threads past the extent (the grid rounds up) fail
// contains() and must return.
template <int N> struct extent_domain {
  concurrency::extent<N> ext;
  int linear; // 1: 1-D grid, delinearize (see detail/geometry.h)

#if AMP2HIP_CPU_KERNELS
  // A CPU build calls the kernel once per index, with the index here
  // (detail/cpu_launch.h): there are no threads past the extent.
  concurrency::index<N> cpu_index;
  concurrency::index<N> this_thread() const { return cpu_index; }
#else
  AMP2HIP_D concurrency::index<N> this_thread() const {
    if (N > 3 || linear)
      return linear_thread();
    return shaped_thread(amp2hip::cxx::int_<(N <= 3 ? N : 1)>());
  }
#endif
  AMP2HIP_HD bool contains(const concurrency::index<N> &idx) const {
    return ext.contains(idx);
  }

private:
#if !AMP2HIP_CPU_KERNELS
  // Blocks are numbered x first, then y (detail/geometry.h). The thread's
  // number is 64-bit: past the last block row it may exceed 2^32 - 1, and
  // such threads must fail contains() rather than wrap around. Inside the
  // domain it fits 32 bits (a C++ AMP domain has at most 2^32 - 1 threads),
  // and 32-bit division is far cheaper on GPUs.
  AMP2HIP_D concurrency::index<N> linear_thread() const {
    concurrency::index<N> idx;
    unsigned long long block =
        static_cast<unsigned long long>(blockIdx.y) * gridDim.x + blockIdx.x;
    unsigned long long g = block * blockDim.x + threadIdx.x;
    unsigned long long total = 1;
    for (int k = 0; k < N; ++k)
      total *= static_cast<unsigned int>(ext[k]);
    if (g >= total) {
      idx[0] = ext[0]; // past the end: contains() is false
      return idx;
    }
    unsigned int gid = static_cast<unsigned int>(g);
    for (int k = N - 1; k > 0; --k) {
      unsigned int e = static_cast<unsigned int>(ext[k]);
      idx[k] = static_cast<int>(gid % e);
      gid /= e;
    }
    idx[0] = static_cast<int>(gid);
    return idx;
  }
  // x is dimension N-1, y is N-2, z is N-3.
  AMP2HIP_D concurrency::index<N> shaped_thread(amp2hip::cxx::int_<1>) const {
    concurrency::index<N> idx;
    idx[0] = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    return idx;
  }
  AMP2HIP_D concurrency::index<N> shaped_thread(amp2hip::cxx::int_<2>) const {
    concurrency::index<N> idx;
    idx[0] = static_cast<int>(blockIdx.y * blockDim.y + threadIdx.y);
    idx[1] = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    return idx;
  }
  AMP2HIP_D concurrency::index<N> shaped_thread(amp2hip::cxx::int_<3>) const {
    concurrency::index<N> idx;
    idx[0] = static_cast<int>(blockIdx.z * blockDim.z + threadIdx.z);
    idx[1] = static_cast<int>(blockIdx.y * blockDim.y + threadIdx.y);
    idx[2] = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    return idx;
  }
#endif
};

// The first parameter of a kernel over tiled_extent<D0, D1, D2>: one block
// per tile, dimension N-1 in x.
template <int D0, int D1 = 0, int D2 = 0> struct tiled_domain {
  static constexpr int rank = concurrency::detail_::tiled_rank<D0, D1, D2>();
  concurrency::extent<rank> ext;
  int linear; // 1: tiles numbered along a 1-D grid

#if AMP2HIP_CPU_KERNELS
  // A CPU build runs each thread of a tile as a fiber, with its place here
  // (detail/cpu_launch.h).
  concurrency::index<rank> cpu_tile, cpu_local;
  concurrency::tiled_index<D0, D1, D2> this_thread() const {
    concurrency::index<rank> origin;
    const int dims[3] = {D0, D1, D2};
    for (int k = 0; k < rank; ++k)
      origin[k] = cpu_tile[k] * dims[k];
    return concurrency::tiled_index<D0, D1, D2>(origin + cpu_local, cpu_local,
                                                cpu_tile, origin,
                                                concurrency::tile_barrier());
  }
#else
  AMP2HIP_D concurrency::tiled_index<D0, D1, D2> this_thread() const {
    concurrency::index<rank> local, tile;
    const int dims[3] = {D0, D1, D2};
    const unsigned int t[3] = {threadIdx.x, threadIdx.y, threadIdx.z};
    for (int k = 0; k < rank; ++k)
      local[k] = static_cast<int>(t[rank - 1 - k]);
    if (linear) {
      unsigned int b = blockIdx.x;
      for (int k = rank - 1; k >= 0; --k) {
        unsigned int n = static_cast<unsigned int>(ext[k] / dims[k]);
        tile[k] = static_cast<int>(b % n);
        b /= n;
      }
    } else {
      const unsigned int g[3] = {blockIdx.x, blockIdx.y, blockIdx.z};
      for (int k = 0; k < rank; ++k)
        tile[k] = static_cast<int>(g[rank - 1 - k]);
    }
    concurrency::index<rank> origin;
    for (int k = 0; k < rank; ++k)
      origin[k] = tile[k] * dims[k];
    return concurrency::tiled_index<D0, D1, D2>(
        origin + local, local, tile, origin, concurrency::tile_barrier());
  }
#endif
  AMP2HIP_HD bool contains(const concurrency::index<rank> &idx) const {
    return ext.contains(idx);
  }
  // Every thread of a tiled launch is inside the domain (the tile divides
  // it); this lets a kernel whose index type is dependent guard uniformly.
  AMP2HIP_HD bool contains(const concurrency::tiled_index<D0, D1, D2> &) const {
    return true;
  }
};

// The domain parameter for a kernel whose index type is only known at
// instantiation (`typename V::index_type i`): index<N> -> extent_domain<N>,
// tiled_index<D0, D1, D2> -> tiled_domain<D0, D1, D2>.
template <typename Index> struct domain_of;
template <int N> struct domain_of<concurrency::index<N>> {
  using type = extent_domain<N>;
};
template <int D0, int D1, int D2>
struct domain_of<concurrency::tiled_index<D0, D1, D2>> {
  using type = tiled_domain<D0, D1, D2>;
};
template <typename Index>
using domain_for = typename domain_of<typename std::remove_cv<
    typename std::remove_reference<Index>::type>::type>::type;

// A trivially copyable image of an object (an array) whose device fields
// are valid on the accelerator: array captured by reference. The image is
// held in words of the object's alignment: as bytes, the compiler rebuilt
// each pointer field from single-byte parameter loads in every thread.
template <typename T> class device_ref {
  using word = typename std::conditional<
      alignof(T) >= 8, unsigned long long,
      typename std::conditional<alignof(T) >= 4, unsigned int,
                                unsigned char>::type>::type;

public:
  device_ref() = default;
  // A byte loop rather than memcpy: <cstring> would declare glibc's
  // ::index(), which makes `index<N>` ambiguous after `using namespace
  // concurrency;` in the translator's parse.
  explicit device_ref(T &obj) {
    const unsigned char *src = reinterpret_cast<const unsigned char *>(
        static_cast<const void *>(std::addressof(obj)));
    unsigned char *dst = reinterpret_cast<unsigned char *>(words_);
    for (std::size_t i = 0; i < sizeof(T); ++i)
      dst[i] = src[i];
  }
  // The words are the object's storage, filled byte by byte from it: GCC's
  // -Wstrict-aliasing sees only a word array read as a T.
#if defined(__GNUC__) && !defined(__clang__) && !defined(__CUDA_ARCH__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstrict-aliasing"
#endif
  AMP2HIP_D T &get() const {
    return *reinterpret_cast<T *>(const_cast<word *>(words_));
  }
#if defined(__GNUC__) && !defined(__clang__) && !defined(__CUDA_ARCH__)
#pragma GCC diagnostic pop
#endif

private:
  alignas(T) word words_[(sizeof(T) + sizeof(word) - 1) / sizeof(word)];
};

// The bytes of a kernel parameter whose type is private to a class (a
// kernel from a member function that captures a private struct): nvcc's
// generated host stub names each kernel parameter's type at namespace
// scope, where the private name does not compile, so the kernel takes the
// object's bytes and its body (the class's friend) reads them as the type.
template <std::size_t Size, std::size_t Align> class kernel_bytes {
public:
  kernel_bytes() = default;
  template <typename T> explicit kernel_bytes(const T &obj) {
    static_assert(sizeof(T) == Size && alignof(T) == Align,
                  "kernel_bytes: the size and alignment of the type");
    const unsigned char *src = reinterpret_cast<const unsigned char *>(
        static_cast<const void *>(std::addressof(obj)));
    for (std::size_t i = 0; i < Size; ++i)
      bytes_[i] = src[i];
  }
  template <typename T> AMP2HIP_HD T &as() const {
    return *reinterpret_cast<T *>(const_cast<unsigned char *>(bytes_));
  }

private:
  alignas(Align) unsigned char bytes_[Size];
};

namespace detail {

// Friend of array_view: a copy of a view whose pointer is the device copy's.
struct view_access {
  template <typename T, int N>
  static concurrency::array_view<T, N>
  on_device(const concurrency::array_view<T, N> &v, int device) {
    concurrency::array_view<T, N> r(v);
    // Of a section, only its elements need to be on the device (and come
    // back if the kernel may write them).
    r.data_ = static_cast<T *>(v.device_base(device)) + v.offset_;
    return r;
  }
  // The pointer device code would use (tests, diagnostics).
  template <typename T, int N>
  static T *device_pointer(const concurrency::array_view<T, N> &v) {
    return v.data_;
  }
#if AMP2HIP_CPU_KERNELS
  // One thread's copy of a kernel's view (CPU build). The launch's copy has
  // no source (capture()); a copy made field by field, without the source,
  // says so where the compiler sees it, so that a kernel inlined into the
  // loop over the indices loses every test of the source and the loop can
  // be vectorized.
  template <typename T, int N>
  static concurrency::array_view<T, N>
  thread_copy(const concurrency::array_view<T, N> &v) {
    concurrency::array_view<T, N> r;
    r.extent = v.extent;
    r.data_ = v.data_;
    r.offset_ = v.offset_;
    r.copy_strides(v.stride_);
    r.state_ = nullptr;
    return r;
  }
#endif
};

#if AMP2HIP_CPU_KERNELS
// A thread's copy of a kernel parameter: a copy, as a GPU thread gets it.
template <typename P> const P &thread_param(const P &p) { return p; }
template <typename T, int N>
concurrency::array_view<T, N>
thread_param(const concurrency::array_view<T, N> &v) {
  return view_access::thread_copy(v);
}
#endif

// Makes the device copy of the data source of an array or a texture a
// kernel captures by reference (`what`, for the message) current on
// `device` for `mode`. The source lives on one accelerator: a launch on
// another one is an error.
inline void prepare_source(source_state *s, int device, coherence::access mode,
                           const char *what) {
  if (s->home_device() != device)
    throw concurrency::runtime_exception(
        std::string("amp2hip: launch: ") + what +
            " is used on an accelerator_view of another accelerator",
        concurrency::amp2hip_error_fail);
  s->device_access(device, mode);
}

// Converts a launch argument to the kernel's parameter type P.
template <typename P> struct kernel_arg {
  template <typename A> static P convert(A &&a, int) {
    return P(std::forward<A>(a));
  }
};
template <typename T, int N> struct kernel_arg<concurrency::array_view<T, N>> {
  static concurrency::array_view<T, N>
  convert(const concurrency::array_view<T, N> &v, int device) {
    return view_access::on_device(v, device);
  }
};
// An array's image for a kernel. A CPU build's kernel code reaches the
// data through the image's pointer, as device code does: the image has no
// data source (array::kernel_image).
template <typename A> device_ref<A> array_image(A &a) {
  device_ref<A> image(a);
#if AMP2HIP_CPU_KERNELS
  const_cast<typename std::remove_const<A>::type &>(image.get()).state_ =
      nullptr;
#endif
  return image;
}
template <typename T, int N>
struct kernel_arg<device_ref<concurrency::array<T, N>>> {
  static device_ref<concurrency::array<T, N>>
  convert(concurrency::array<T, N> &a, int device) {
    prepare_source(a.amp2hip_source(), device, coherence::access::read_write,
                   "an array");
    return array_image(a);
  }
};
template <typename T, int N>
struct kernel_arg<device_ref<const concurrency::array<T, N>>> {
  static device_ref<const concurrency::array<T, N>>
  convert(const concurrency::array<T, N> &a, int device) {
    prepare_source(a.amp2hip_source(), device, coherence::access::read,
                   "an array");
    return array_image(a);
  }
};

// Domain parameter from the domain the user passed.
template <typename P> struct domain_arg;
template <int N> struct domain_arg<extent_domain<N>> {
  static extent_domain<N> make(const concurrency::extent<N> &e, geometry &g) {
    int ext[N];
    for (int k = 0; k < N; ++k)
      ext[k] = e[k];
    check(compute_geometry(ext, N, nullptr, g), e);
    return extent_domain<N>{e, g.linear ? 1 : 0};
  }
  static void check(geometry_error err, const concurrency::extent<N> &) {
    if (err != geometry_error::none)
      throw concurrency::invalid_compute_domain(
          std::string("amp2hip: launch: ") + describe(err));
  }
};
template <int D0, int D1, int D2> struct domain_arg<tiled_domain<D0, D1, D2>> {
  static constexpr int rank = tiled_domain<D0, D1, D2>::rank;
  static tiled_domain<D0, D1, D2>
  make(const concurrency::tiled_extent<D0, D1, D2> &e, geometry &g) {
    int ext[rank];
    const int tile[3] = {D0, D1, D2};
    for (int k = 0; k < rank; ++k)
      ext[k] = e[k];
    geometry_error err = compute_geometry(ext, rank, tile, g);
    if (err != geometry_error::none)
      throw concurrency::invalid_compute_domain(
          std::string("amp2hip: launch: ") + describe(err));
    return tiled_domain<D0, D1, D2>{e, g.linear ? 1 : 0};
  }
};

// Whether the domain the launch is given fits the kernel's domain parameter:
// a tiled kernel was compiled for one tile size (its block and
// __launch_bounds__), so a tiled extent of another size must not reach it
// (say the translation's `tile<SAMPLE>` was compiled with another -DSAMPLE).
template <typename P, typename Domain> struct domain_fits : std::true_type {};
template <int D0, int D1, int D2, int E0, int E1, int E2>
struct domain_fits<tiled_domain<D0, D1, D2>,
                   concurrency::tiled_extent<E0, E1, E2>>
    : std::integral_constant<bool, D0 == E0 && D1 == E1 && D2 == E2> {};

template <typename Tuple, typename Domain, std::size_t... I, typename... Args>
Tuple make_params(const Domain &d, int device,
                  amp2hip::cxx::index_sequence<I...>, Args &&...args) {
  return Tuple(
      d, kernel_arg<typename std::tuple_element<I + 1, Tuple>::type>::convert(
             std::forward<Args>(args), device)...);
}

// The kernel's parameters, converted from the launch's arguments. Every
// array_view copied into them, however deep inside an argument, takes the
// device copy's pointer (detail/capture.h).
template <typename Tuple, typename Domain, typename... Args>
Tuple capture_params(const Domain &d, int device, Args &&...args) {
  launch_capture_scope capture(device);
  return make_params<Tuple>(
      d, device, amp2hip::cxx::make_index_sequence<sizeof...(Args)>(),
      std::forward<Args>(args)...);
}

// The kernel of a launch: a pointer known when the launch runs, or a
// constant known when it compiles (`amp2hip::launch<k>(...)`, or before
// C++17 `amp2hip::launch<decltype(&k), &k>(...)`: what the translator
// writes), which a CPU build calls directly and so inlines into its loop
// over the indices.
template <typename... P> struct kernel_pointer {
  typedef void (*function)(P...);
  function fn;
  function address() const { return fn; }
};
template <typename F, F Kernel> struct kernel_constant {
  F address() const { return Kernel; }
};

#if AMP2HIP_CPU_KERNELS
template <typename... P, typename... A>
void call_kernel(const kernel_pointer<P...> &k, A &&...a) {
  k.fn(std::forward<A>(a)...);
}
template <typename F, F Kernel, typename... A>
void call_kernel(const kernel_constant<F, Kernel> &, A &&...a) {
  Kernel(std::forward<A>(a)...);
}

// Calls the kernel with one thread's domain and the launch's other
// parameters (copies, as a GPU thread gets them).
template <typename Kernel, typename Tuple, typename Rest> struct kernel_call;
template <typename Kernel, typename Tuple, std::size_t... I>
struct kernel_call<Kernel, Tuple, amp2hip::cxx::index_sequence<I...>> {
  Kernel kernel;
  const Tuple *params;
  template <typename Domain> void operator()(const Domain &d) const {
    call_kernel(kernel, d, thread_param(std::get<I + 1>(*params))...);
  }

  // The kernel with one host thread's copies of the parameters, made once
  // for all the indices it runs (cpu::extent_run): each call still copies
  // them into the kernel's parameters.
  struct on_thread_call {
    Kernel kernel;
    std::tuple<typename std::decay<decltype(thread_param(
        std::get<I + 1>(std::declval<const Tuple &>())))>::type...>
        params;
    template <typename Domain> void operator()(const Domain &d) const {
      call_kernel(kernel, d, std::get<I>(params)...);
    }
  };
  on_thread_call on_thread() const {
    return on_thread_call{
        kernel, std::make_tuple(thread_param(std::get<I + 1>(*params))...)};
  }
};

template <int N, typename Call>
void run_on_cpu(const extent_domain<N> &d, const Call &call) {
  typedef cpu::extent_run<N, extent_domain<N>, Call> run_t;
  run_t run = {d, &call};
  std::uint64_t threads = 1;
  for (int k = 0; k < N; ++k)
    threads *= static_cast<std::uint64_t>(d.ext[k]);
  cpu::note_launch(threads, 0);
  cpu::parallel_ranges(threads, &run_t::range, &run);
}

template <int D0, int D1, int D2, typename Call>
void run_on_cpu(const tiled_domain<D0, D1, D2> &d, const Call &call) {
  const int rank = tiled_domain<D0, D1, D2>::rank;
  typedef cpu::tiled_run<rank, tiled_domain<D0, D1, D2>, Call> run_t;
  run_t run;
  run.domain = d;
  run.call = &call;
  const int dims[3] = {D0, D1, D2};
  std::uint64_t tiles = 1;
  for (int k = 0; k < rank; ++k) {
    run.tile[k] = dims[k];
    run.tiles[k] = d.ext[k] / dims[k];
    tiles *= static_cast<std::uint64_t>(run.tiles[k]);
  }
  const unsigned tile_threads =
      static_cast<unsigned>(concurrency::detail_::tile_threads<D0, D1, D2>());
  cpu::note_launch(tiles * tile_threads, tile_threads);
  cpu::run_tiles(tiles, tile_threads, &run_t::thread, &run);
}
#else
template <typename Tuple, std::size_t... I>
void launch_tuple(const void *kernel, Tuple &params, const geometry &g,
                  int device, void *stream,
                  amp2hip::cxx::index_sequence<I...>) {
  void *argv[] = {static_cast<void *>(std::addressof(std::get<I>(params)))...};
  backend::launch_kernel(device, kernel, g, argv, stream);
}
#endif

} // namespace detail

namespace detail {
// Runs the kernel `k` (kernel_pointer or kernel_constant, of parameters P)
// over `domain` on accelerator_view `av`.
template <typename Kernel, typename... P, typename Domain, typename... Args>
void launch_on(const concurrency::accelerator_view &av, Kernel k,
               void (*)(P...), const Domain &domain, Args &&...args) {
  static_assert(sizeof...(P) == sizeof...(Args) + 1,
                "amp2hip::launch: the kernel takes the domain and one "
                "parameter per argument");
  using params_t = std::tuple<P...>;
  using domain_t = typename std::tuple_element<0, params_t>::type;
  static_assert(detail::domain_fits<domain_t, Domain>::value,
                "amp2hip::launch: the tiled extent's tile sizes differ from "
                "the kernel's tiled_domain");
  int device = detail::kernel_device(av); // throws for the cpu accelerator
  detail::geometry g;
  domain_t d = detail::domain_arg<domain_t>::make(domain, g);
#ifdef AMP2HIP_DIRECT3D_BOUNDS
  g.slack_bytes = concurrency::detail_::tile_static_slack_bytes;
#endif
  params_t params =
      detail::capture_params<params_t>(d, device, std::forward<Args>(args)...);
#if AMP2HIP_CPU_KERNELS
  typedef detail::kernel_call<
      Kernel, params_t, amp2hip::cxx::make_index_sequence<sizeof...(Args)>>
      call_t;
  call_t call = {k, &params};
  detail::run_on_cpu(d, call);
#else
  detail::launch_tuple(reinterpret_cast<const void *>(k.address()), params, g,
                       device, av.amp2hip_stream(),
                       amp2hip::cxx::make_index_sequence<sizeof...(P)>());
#endif
}
} // namespace detail

// Runs `kernel` over `domain` on accelerator_view `av`.
template <typename... P, typename Domain, typename... Args>
void launch(const concurrency::accelerator_view &av, void (*kernel)(P...),
            const Domain &domain, Args &&...args) {
  detail::launch_on(av, detail::kernel_pointer<P...>{kernel}, kernel, domain,
                    std::forward<Args>(args)...);
}

// Runs `Kernel` over `domain` on accelerator_view `av`: the form the
// translator writes, the kernel a template argument; `F` is its type
// (`launch<decltype(&k), &k>`, which C++11 and C++14 can spell).
template <typename F, F Kernel, typename Domain, typename... Args>
void launch(const concurrency::accelerator_view &av, const Domain &domain,
            Args &&...args) {
  detail::launch_on(av, detail::kernel_constant<F, Kernel>{}, Kernel, domain,
                    std::forward<Args>(args)...);
}

#if __cplusplus >= 201703L
// The same, C++17: `launch<k>`, the kernel's type deduced.
template <auto Kernel, typename Domain, typename... Args>
void launch(const concurrency::accelerator_view &av, const Domain &domain,
            Args &&...args) {
  launch<decltype(Kernel), Kernel>(av, domain, std::forward<Args>(args)...);
}
#endif

namespace detail {
// C++ AMP: a parallel_for_each given no accelerator_view runs on the view of
// the arrays (and textures) it captures, else on the default accelerator's
// default view. bound_view<A>::note adds the view an argument of type A is
// bound to; graphics/launch.h specializes it for textures and their views.
template <typename A> struct bound_view {
  static void note(std::vector<concurrency::accelerator_view> &, const A &) {}
};
template <typename T, int N> struct bound_view<concurrency::array<T, N>> {
  static void note(std::vector<concurrency::accelerator_view> &views,
                   const concurrency::array<T, N> &a) {
    views.push_back(a.get_accelerator_view());
  }
};
template <typename... Args>
concurrency::accelerator_view inferred_view(const Args &...args) {
  std::vector<concurrency::accelerator_view> views;
  int expand[] = {
      0, (bound_view<typename std::remove_cv<Args>::type>::note(views, args),
          0)...};
  (void)expand;
  return views.empty() ? concurrency::accelerator().get_default_view()
                       : views.front();
}
} // namespace detail

// Runs `kernel` over `domain` on the view of the arrays and textures among
// `args`, else on
// the default accelerator's default view.
template <typename... P, typename Domain, typename... Args>
void launch(void (*kernel)(P...), const Domain &domain, Args &&...args) {
  launch(detail::inferred_view(args...), kernel, domain,
         std::forward<Args>(args)...);
}

template <typename F, F Kernel, typename Domain, typename... Args>
typename std::enable_if<
    !std::is_same<Domain, concurrency::accelerator_view>::value>::type
launch(const Domain &domain, Args &&...args) {
  launch<F, Kernel>(detail::inferred_view(args...), domain,
                    std::forward<Args>(args)...);
}

#if __cplusplus >= 201703L
template <auto Kernel, typename Domain, typename... Args>
typename std::enable_if<
    !std::is_same<Domain, concurrency::accelerator_view>::value>::type
launch(const Domain &domain, Args &&...args) {
  launch<decltype(Kernel), Kernel>(detail::inferred_view(args...), domain,
                                   std::forward<Args>(args)...);
}
#endif

// A function whose body nvcc's and hipcc's device pass does not see (the
// cpu side of an overload on restriction, lib/rewrite/RestrictionTwins.cpp)
// is the only code that names the kernels it launches: without it, neither
// compiler instantiates their device code, and the launch fails with
// "invalid resource handle". Its device-pass body names them here, the
// template arguments its launches give amp2hip::launch.
template <typename F, F Kernel> AMP2HIP_HD inline void instantiate_kernel() {}
#if __cplusplus >= 201703L
template <auto Kernel> AMP2HIP_HD inline void instantiate_kernel() {}
#endif

} // namespace amp2hip

#if !defined(AMP2HIP_MODE_PARSE)
namespace amp2hip {

// The kernel of a parallel_for_each that the translator left as written: a
// function object (`parallel_for_each(e, Functor(a))`), or a lambda spelled
// in a macro. The object is the kernel's parameter and is called with the
// thread's index. (nvcc: the object's type must not be local to a function;
// a lambda must be an extended __device__ lambda.)
template <typename Domain, typename F>
__global__ void functor_kernel(Domain amp_domain, F amp_kernel) {
#if !defined(AMP2HIP_MODE_HOST) || AMP2HIP_CPU_KERNELS // unit tests run none
  auto idx = amp_domain.this_thread();
  if (!amp_domain.contains(idx))
    return;
  amp_kernel(idx);
#else
  (void)amp_domain;
  (void)amp_kernel;
#endif
}

namespace detail {
// The kernel domain parameter of a C++ AMP compute domain.
template <typename D> struct domain_param;
template <int N> struct domain_param<concurrency::extent<N>> {
  using type = extent_domain<N>;
};
template <int D0, int D1, int D2>
struct domain_param<concurrency::tiled_extent<D0, D1, D2>> {
  using type = tiled_domain<D0, D1, D2>;
};
} // namespace detail

template <typename Domain, typename F>
void launch_functor(const concurrency::accelerator_view &av,
                    const Domain &domain, const F &f) {
  using domain_t = typename detail::domain_param<Domain>::type;
  launch<decltype(&functor_kernel<domain_t, F>), &functor_kernel<domain_t, F>>(
      av, domain, f);
}

} // namespace amp2hip
#endif

namespace Concurrency {

// The translator replaces a parallel_for_each whose kernel is a lambda by a
// named kernel and amp2hip::launch. What it leaves -- function objects, and
// lambdas spelled in macros -- runs here, through amp2hip::functor_kernel.
// In parse mode it is only declared (with a body that does not call the
// kernel), so that Clang can check the C++ AMP source.
#if defined(AMP2HIP_MODE_PARSE)
namespace detail_ {
template <typename Domain, typename Kernel>
void pfe(const accelerator_view *, const Domain &, const Kernel &) {}
} // namespace detail_
#else
namespace detail_ {
template <typename Domain, typename Kernel>
void pfe(const accelerator_view *av, const Domain &d, const Kernel &k) {
  if (av)
    amp2hip::launch_functor(*av, d, k);
  else
    amp2hip::launch_functor(accelerator().get_default_view(), d, k);
}
} // namespace detail_
#endif

template <int N, typename Kernel>
void parallel_for_each(const extent<N> &domain, const Kernel &kernel) {
  detail_::pfe(nullptr, domain, kernel);
}
template <int D0, int D1, int D2, typename Kernel>
void parallel_for_each(const tiled_extent<D0, D1, D2> &domain,
                       const Kernel &kernel) {
  static_assert(detail_::tile_fits_a_block<D0, D1, D2>(),
                "parallel_for_each: a tile has at most 1024 threads (64 in "
                "dimension 0 of a rank-3 tile)");
  detail_::pfe(nullptr, domain, kernel);
}
template <int N, typename Kernel>
void parallel_for_each(const accelerator_view &av, const extent<N> &domain,
                       const Kernel &kernel) {
  detail_::pfe(&av, domain, kernel);
}
template <int D0, int D1, int D2, typename Kernel>
void parallel_for_each(const accelerator_view &av,
                       const tiled_extent<D0, D1, D2> &domain,
                       const Kernel &kernel) {
  static_assert(detail_::tile_fits_a_block<D0, D1, D2>(),
                "parallel_for_each: a tile has at most 1024 threads (64 in "
                "dimension 0 of a rank-3 tile)");
  detail_::pfe(&av, domain, kernel);
}

} // namespace Concurrency
