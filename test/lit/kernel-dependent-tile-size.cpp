// A tile size that depends on a template, spelled through a class's
// constant (`static const int tile_size = TileSize;`, `enum`) or a
// function's (`const int ts = base * N;`): the kernel at namespace scope
// cannot name it bare, in its launch bounds, its domain or its index. A
// class's constant is qualified as the body's names are
// (`Reducer<TileSize>::tile_size`); a function's is replaced by its
// initializer, spelled the same way.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK: {{^}}template <int TileSize> class Reducer;
// CHECK-NEXT: {{^}}template <int TileSize>
// CHECK-NEXT: {{^}}__global__ void __launch_bounds__((Reducer<TileSize>::tile_size))
// CHECK-NEXT: {{^}}Reducer_run_amp_kernel_0(amp2hip::tiled_domain<Reducer<TileSize>::tile_size> amp_domain,
// CHECK: {{^}}class Reducer {
template <int TileSize>
class Reducer {
  static const int tile_size = TileSize;

public:
  void run(array_view<int, 1> a) {
    tiled_extent<tile_size> e = a.extent.tile<tile_size>();
    parallel_for_each(e, [=](tiled_index<tile_size> t) restrict(amp) {
      tile_static int s[tile_size];
      s[t.local[0]] = a[t.global];
      t.barrier.wait();
      a[t.global] = s[tile_size - 1 - t.local[0]];
    });
    // CHECK: amp2hip::launch<Reducer_run_amp_kernel_0<TileSize>>(e, a);
  }
  // CHECK: {{^}}  template <int amp_TileSize>
  // CHECK-NEXT: {{^}}  friend __global__ void Reducer_run_amp_kernel_0(amp2hip::tiled_domain<Reducer<amp_TileSize>::tile_size> amp_domain, concurrency::array_view<int, 1> a);
};
// CHECK: {{^}}__global__ void __launch_bounds__((Reducer<TileSize>::tile_size))
// CHECK-NEXT: {{^}}Reducer_run_amp_kernel_0(amp2hip::tiled_domain<Reducer<TileSize>::tile_size> amp_domain,
// CHECK: {{^}}      concurrency::tiled_index<Reducer<TileSize>::tile_size> t = amp_domain.this_thread();
// CHECK-NEXT: {{^}}      __shared__ int s[Reducer<TileSize>::tile_size];

// Two dimensions, an enumerator, the class's bare name, a member function
// defined outside the class.
template <typename T, int TileSize>
struct Grid {
  enum { TS = TileSize * 2 };
  void run(array_view<T, 2> a);
};
// CHECK: {{^}}__global__ void __launch_bounds__((Grid<T, TileSize>::TS) * (Grid<T, TileSize>::TS))
// CHECK-NEXT: {{^}}Grid_run_amp_kernel_0(amp2hip::tiled_domain<Grid<T, TileSize>::TS, Grid<T, TileSize>::TS> amp_domain,
// CHECK: {{^}}      concurrency::tiled_index<Grid<T, TileSize>::TS, Grid<T, TileSize>::TS> t = amp_domain.this_thread();
// CHECK-NEXT: {{^}}      a[t.global] = T(Grid<T, TileSize>::TS);
template <typename T, int TileSize>
void Grid<T, TileSize>::run(array_view<T, 2> a) {
  parallel_for_each(a.extent.tile<TS, TS>(),
                    [=](tiled_index<TS, Grid::TS> t) restrict(amp) {
      a[t.global] = T(TS);
    });
}

// A function's constant computed from a template parameter and a class's
// constant: its initializer, in a class that is not a template (the
// kernel names it through its template parameter amp_Plain).
// CHECK: {{^}}template <int N, typename amp_Plain>
// CHECK-NEXT: {{^}}__global__ void __launch_bounds__(((amp_Plain::base * N)))
// CHECK-NEXT: {{^}}Plain_run_amp_kernel_0(amp2hip::tiled_domain<(amp_Plain::base * N)> amp_domain,
struct Plain {
  static const int base = 8;
  template <int N>
  void run(array_view<int, 1> a) {
    const int ts = base * N;
    parallel_for_each(a.extent.tile<ts>(), [=](tiled_index<ts> t) restrict(amp) {
      a[t.global] = ts;
    });
    // CHECK: amp2hip::launch<Plain_run_amp_kernel_0<N, Plain>>(a.extent.tile<ts>(), a);
  }
};
// CHECK: {{^}}      const int ts = Plain::base * N;
// CHECK-NEXT: {{^}}      concurrency::tiled_index<(amp_Plain::base * N)> t = amp_domain.this_thread();

// CHECK: {{^}}template <int N>
// CHECK-NEXT: {{^}}static __global__ void __launch_bounds__(N)
// CHECK-NEXT: {{^}}local_amp_kernel_0(amp2hip::tiled_domain<N> amp_domain,
// CHECK: {{^}}    concurrency::tiled_index<N> t = amp_domain.this_thread();
template <int N>
void local(array_view<int, 1> a) {
  const int TS = N;
  parallel_for_each(a.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    a[t.global] = TS;
  });
}

// Qualified by its class, with the class's arguments: the kernel is the
// class's friend as well (tile_size is private).
// CHECK: {{^}}template <int TileSize> class Spelled;
// CHECK: {{^}}  friend __global__ void Spelled_run_amp_kernel_0(amp2hip::tiled_domain<Spelled<amp_TileSize>::tile_size> amp_domain, concurrency::array_view<int, 1> a);
// CHECK: {{^}}      concurrency::tiled_index<Spelled<TileSize>::tile_size> t = amp_domain.this_thread();
template <int TileSize>
class Spelled {
  static const int tile_size = TileSize;

public:
  void run(array_view<int, 1> a) {
    parallel_for_each(
        a.extent.tile<tile_size>(),
        [=](tiled_index<Spelled<TileSize>::tile_size> t) restrict(amp) {
      a[t.global] = 1;
    });
  }
};

int main() {
  std::vector<int> v(64, 1);
  array_view<int, 1> a(64, v);
  array_view<int, 2> a2(8, 8, v);
  Reducer<16>().run(a);
  Grid<int, 2>().run(a2);
  Plain().run<2>(a);
  local<16>(a);
  Spelled<16>().run(a);
  return 0;
}
