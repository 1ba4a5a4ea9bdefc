// ampblas' syrk.h: `auto e = make_extent(...)` from a value-dependent
// initializer in a template, then `e.tile<tile_size, tile_size>()`. Clang
// deduces e's type; nvcc's front end leaves it dependent and needs
// `e.template tile<...>()`: the keyword is inserted (AMP2HIP1110). A
// variable of a written type, or an initializer that is not
// value-dependent, is left as it is. nvcc -c compiles the output
// (compile.every_lit_output; ampblas' syrk.cpp did not before).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// WARN: prog.cpp:30:23: warning: 'tile' is a dependent template name; 'template' inserted before it {{.*}}[AMP2HIP1110]
// WARN: prog.cpp:36:35: warning: 'tile' is a dependent template name{{.*}}[AMP2HIP1110]
// WARN-NOT: AMP2HIP1110
// CHECK: {{^}}  amp2hip::launch<fill_amp_kernel_0<tile_size>>(e.template tile<tile_size, tile_size>(), a);
// CHECK: {{^}}  (void)make_extent(tile_size, 2).template tile<tile_size, 2>();
// CHECK: {{^}}  (void)f.tile<2, 2>();
// CHECK: {{^}}  (void)g.tile<tile_size, tile_size>();
#include <amp.h>
#include <vector>
using namespace concurrency;

inline extent<1> make_extent(int n) restrict(amp, cpu) { return extent<1>(n); }
inline extent<2> make_extent(int m, int n) restrict(amp, cpu) {
  return extent<2>(m, n);
}

template <int tile_size> void fill(array_view<int, 2> a, int tiles) {
  auto e = make_extent(tile_size * tiles, tile_size * tiles);
  parallel_for_each(e.tile<tile_size, tile_size>(),
                    [=](tiled_index<tile_size, tile_size> t) restrict(amp) {
                      a[t.global] = 1;
                    });
  auto f = make_extent(2, 2);
  extent<2> g = make_extent(tile_size, tile_size);
  (void)make_extent(tile_size, 2).tile<tile_size, 2>();
  (void)f.tile<2, 2>();
  (void)g.tile<tile_size, tile_size>();
}

int main() {
  std::vector<int> v(16 * 16);
  array_view<int, 2> a(16, 16, v);
  fill<8>(a, 2);
  a.synchronize();
  return v[255] == 1 ? 0 : 1;
}
