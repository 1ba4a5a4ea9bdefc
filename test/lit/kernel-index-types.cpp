// Kernel index parameters spelled through typedefs, or as dependent names
// whose rank and tiling are only known at instantiation.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
using namespace concurrency;

// A typedef of index<1>: the domain is read through the sugar.
typedef index<1> index1;
// CHECK-LABEL: {{^}}by_typedef_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                     concurrency::array_view<int, 1> a) {
// CHECK-NEXT:   index1 i = amp_domain.this_thread();
// CHECK-NEXT:   if (!amp_domain.contains(i))
void by_typedef(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index1 i) restrict(amp) { a[i] = 1; });
}

// A tile size that is a class's constant: the kernel at namespace scope does
// not see `TS`, so its index has the value (its tile_static arrays name the
// constant through the class).
// CHECK-LABEL: {{^}}Tiles_run_amp_kernel_0(amp2hip::tiled_domain<64> amp_domain,
// CHECK-NEXT:                       concurrency::array_view<float, 1> av) {
// CHECK-NEXT:   concurrency::tiled_index<64> t = amp_domain.this_thread();
// CHECK-NEXT:   __shared__ float buf[Tiles::TS];
struct Tiles {
  static const int TS = 64;
  void run(array_view<float, 1> av);
};
void Tiles::run(array_view<float, 1> av) {
  parallel_for_each(av.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    tile_static float buf[TS];
    buf[t.local[0]] = av[t.global];
  });
}

// A member typedef of a class template (amptest's RemoteArrayView).
template <typename T, int N> struct Remote {
  typedef index<N> index_type;
  typedef tiled_index<4> tiled_index_type;
  static const int rank = N;
  array_view<T, N> v;
};

// CHECK-LABEL: // C++ AMP kernel from parallel_for_each at kernel-index-types.cpp:{{[0-9]+}}
// CHECK-NEXT: template <typename T, typename remote_view_type>
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: Writer_write_remote_amp_kernel_0(amp2hip::domain_for<typename remote_view_type::index_type> amp_domain,
// CHECK-NEXT:                                  concurrency::array_view<T, remote_view_type::rank> av) {
// CHECK-NEXT:   typename remote_view_type::index_type i = amp_domain.this_thread();
// CHECK-NEXT:   if (!amp_domain.contains(i))
// CHECK-NEXT:     return;
// CHECK-NEXT:   av[i] = T();
// CHECK-NEXT: }
// CHECK-NOT: __launch_{{bounds}}__
// CHECK: Writer_write_tiled_amp_kernel_0(amp2hip::domain_for<typename remote_view_type::tiled_index_type> amp_domain,
template <typename T> struct Writer {
  template <typename remote_view_type> void write_remote(remote_view_type &remote) {
    array_view<T, remote_view_type::rank> av = remote.v;
    parallel_for_each(av.extent, [=](typename remote_view_type::index_type i) restrict(amp) {
      av[i] = T();
    });
    // CHECK: amp2hip::launch<Writer_write_remote_amp_kernel_0<T, remote_view_type>>(av.extent, av);
  }
  template <typename remote_view_type> void write_tiled(remote_view_type &remote) {
    array_view<T, 1> av = remote.v;
    parallel_for_each(av.extent.template tile<4>(),
                      [=](const typename remote_view_type::tiled_index_type &t) restrict(amp) {
      av[t.global] = T();
    });
  }
};

void use(array_view<int, 1> a) {
  Remote<int, 1> r{a};
  Writer<int>().write_remote(r);
  Writer<int>().write_tiled(r);
  by_typedef(a);
}
