// Visual C++ code often defines whole classes in their bodies. A kernel
// launched in a member function defined inside its class, in a class
// template or in a member template reaches what its lambda could: the
// class's static member functions and data (private ones too), enumerators
// and nested types. The kernel is declared before the class, where the
// launch names it, defined after it, and is the class's friend.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK: {{^}}// C++ AMP kernel from parallel_for_each at prog.cpp:[[SITE:[0-9]+]], defined after class Scaler
// CHECK-NEXT: {{^}}__global__ void
// CHECK-NEXT: {{^}}Scaler_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT: {{^ +}}concurrency::array_view<int, 1> a);
// A private nested type captured by value: the kernel takes the class as a
// template parameter, as the class is not complete before it.
// CHECK: {{^}}template <typename amp_Scaler>
// CHECK-NEXT: {{^}}__global__ void
// CHECK-NEXT: {{^}}Scaler_shift_amp_kernel_0(
// CHECK: amp2hip::kernel_bytes<sizeof(typename amp_Scaler::Pair), alignof(typename amp_Scaler::Pair)> amp_bytes_p);
// CHECK: {{^}}__global__ void
// CHECK-NEXT: {{^}}Inner_go_amp_kernel_0(
// CHECK: {{^}}class Scaler {
class Scaler {
  enum { Offset = 1 };
  static const int Factor = 3;
  static int scale(int x) restrict(amp) { return x * Factor; }
  struct Pair {
    int a, b;
  };

public:
  void run(array_view<int, 1> a) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
      Pair p = {scale(a[i]), Offset};
      a[i] = p.a + p.b + Factor;
    });
    // CHECK: {{^}}  void run(array_view<int, 1> a) {
    // CHECK-NEXT: {{^}}    amp2hip::launch<Scaler_run_amp_kernel_0>(a.extent, a);
  }
  void shift(array_view<int, 1> a) {
    Pair p = {1, 2};
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
      a[i] += p.a * Offset + p.b;
    });
    // CHECK: amp2hip::launch<Scaler_shift_amp_kernel_0<Scaler>>(a.extent, a, p);
  }
  struct Inner {
    static int bump(int x) restrict(amp) { return x + 1; }
    void go(array_view<int, 1> a) {
      parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
        a[i] = bump(a[i]) - Offset;
      });
    }
    // CHECK: {{^}}    // the kernel of parallel_for_each at prog.cpp:[[@LINE-4]]
    // CHECK-NEXT: {{^}}    friend __global__ void Inner_go_amp_kernel_0(amp2hip::extent_domain<1> amp_domain, concurrency::array_view<int, 1> a);
    // CHECK-NEXT: {{^}}  };
  };
  // CHECK: {{^}}  // the kernel of parallel_for_each at prog.cpp:[[SITE]]
  // CHECK-NEXT: {{^}}  friend __global__ void Scaler_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain, concurrency::array_view<int, 1> a);
  // CHECK: {{^}}  template <typename amp_Scaler>
  // CHECK-NEXT: {{^}}  friend __global__ void Scaler_shift_amp_kernel_0(
  // CHECK: {{^}}  friend __global__ void Inner_go_amp_kernel_0(
  // CHECK-NEXT: {{^}}};
};
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// C++ AMP kernel from parallel_for_each at prog.cpp:[[SITE]]
// CHECK-NEXT: {{^}}__global__ void
// CHECK: {{^}}      Scaler::Pair p = {Scaler::scale(a[i]), Scaler::Offset};
// CHECK-NEXT: {{^}}      a[i] = p.a + p.b + Scaler::Factor;
// CHECK: Scaler::Pair &p = amp_bytes_p.template as<Scaler::Pair>();
// CHECK-NEXT: a[i] += p.a * Scaler::Offset + p.b;
// CHECK: a[i] = Scaler::Inner::bump(a[i]) - Scaler::Offset;

// A class template: its nested types in the kernel's parameters are
// dependent names, the class template is declared before the kernel.
// CHECK: {{^}}template <typename T, int N> class Table;
// CHECK-NEXT: {{^}}template <typename T, int N>
// CHECK-NEXT: {{^}}__global__ void
// CHECK-NEXT: {{^}}Table_fill_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT: {{^ +}}concurrency::array_view<typename Table<T, N>::Node, 1> view,
// CHECK-NEXT: {{^ +}}typename Table<T, N>::Node first,
// CHECK-NEXT: {{^ +}}concurrency::array_view<T, 1> out);
// CHECK: {{^}}template <typename T, int N, int K>
// CHECK-NEXT: {{^}}__global__ void
// CHECK-NEXT: {{^}}Table_times_amp_kernel_0(
template <typename T, int N = 4> class Table {
public:
  struct Node {
    T v;
    int k;
  };

private:
  typedef T value_type;
  enum Mode { Add, Keep };
  static value_type twice(value_type x) restrict(amp) { return x + x; }

public:
  void fill(array_view<Node, 1> nodes, array_view<T, 1> out) {
    typedef Node Entry;
    typedef typename Table<T, N>::value_type V;
    Entry first = {T(1), N};
    array_view<Entry, 1> view = nodes;
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
      V x = twice(view[i].v) + first.v;
      Mode m = Add;
      out[i] = m == Add ? x + T(view[i].k) : x;
    });
    // CHECK: amp2hip::launch<Table_fill_amp_kernel_0<T, N>>(out.extent, view, first, out);
  }
  template <int K> void times(array_view<T, 1> out) {
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
      out[i] = twice(out[i]) * T(K);
    });
    // CHECK: amp2hip::launch<Table_times_amp_kernel_0<T, N, K>>(out.extent, out);
  }
  void tiled(array_view<T, 1> out);
  // The friend templates name their own parameters.
  // CHECK: {{^}}  template <typename amp_T, int amp_N>
  // CHECK-NEXT: {{^}}  friend __global__ void Table_fill_amp_kernel_0(amp2hip::extent_domain<1> amp_domain, concurrency::array_view<typename Table<amp_T, amp_N>::Node, 1> view, typename Table<amp_T, amp_N>::Node first, concurrency::array_view<amp_T, 1> out);
  // CHECK: {{^}}  template <typename amp_T, int amp_N, int amp_K>
  // CHECK-NEXT: {{^}}  friend __global__ void Table_times_amp_kernel_0(
  // CHECK: {{^}}  friend __global__ void Table_tiled_amp_kernel_0(amp2hip::tiled_domain<4> amp_domain, concurrency::array_view<amp_T, 1> out);
  // CHECK-NEXT: {{^}}};
};
// CHECK: {{^}}      typedef typename Table<T, N>::value_type V;
// CHECK: {{^}}      V x = Table<T, N>::twice(view[i].v) + first.v;
// CHECK-NEXT: {{^}}      typename Table<T, N>::Mode m = Table<T, N>::Add;
// CHECK-NEXT: {{^}}      out[i] = m == Table<T, N>::Add ? x + T(view[i].k) : x;
// CHECK: out[i] = Table<T, N>::twice(out[i]) * T(K);

// Defined outside the class template: the kernel goes before the
// definition, as for any class.
template <typename T, int N>
void Table<T, N>::tiled(array_view<T, 1> out) {
  parallel_for_each(out.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    value_type v = twice(out[t.global]);
    out[t.global] = v;
  });
}
// CHECK: {{^}}template <typename T, int N>
// CHECK-NEXT: {{^}}__global__ void __launch_bounds__(4)
// CHECK-NEXT: {{^}}Table_tiled_amp_kernel_0(
// CHECK: {{^}}    typename Table<T, N>::value_type v = Table<T, N>::twice(out[t.global]);
// CHECK: {{^}}void Table<T, N>::tiled(array_view<T, 1> out) {
// CHECK-NEXT: {{^}}  amp2hip::launch<Table_tiled_amp_kernel_0<T, N>>(out.extent.template tile<4>(), out);

int main() {
  std::vector<int> ints(8, 1);
  Scaler s;
  s.run(array_view<int, 1>(8, ints));
  s.shift(array_view<int, 1>(8, ints));
  Scaler::Inner().go(array_view<int, 1>(8, ints));
  std::vector<Table<int>::Node> nodes(8, Table<int>::Node{1, 2});
  Table<int> t;
  t.fill(array_view<Table<int>::Node, 1>(8, nodes), array_view<int, 1>(8, ints));
  t.times<3>(array_view<int, 1>(8, ints));
  t.tiled(array_view<int, 1>(8, ints));
  return 0;
}
