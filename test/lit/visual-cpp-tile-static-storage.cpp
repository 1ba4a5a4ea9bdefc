// A tile_static variable of a type whose default constructor does work
// (float_4 zeroes its elements; so do index<1> and a user's struct below):
// C++ AMP never constructs tile_static variables, so Visual C++ accepts it,
// while Clang, hipcc and nvcc reject a __shared__ variable whose
// constructor would run. The declaration becomes unconstructed storage and
// a reference under the same name (AMP2HIP1119); every use stays as
// written, macros in the dimensions too, and the output compiles
// (compile.every_lit_output). The checks below spell the storage names
// apart: the file's own text would take them.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err --implicit-check-not=warning: --implicit-check-not=error:
// Several variables in one declaration: not rewritten, an error, no file.
// RUN: sed "s|^    //@pair |    |" %s > %t/pair.cpp
// RUN: cd %t && not %amp2hip pair.cpp -o pair.hip.cpp -- -std=c++17 2> pair.err
// RUN: FileCheck %s --check-prefix=PAIR --input-file=%t/pair.err
// RUN: test ! -e %t/pair.hip.cpp
// tile_static spelled by a macro: not rewritten (the `tile_static` of the
// #define above is not this declaration's).
// RUN: sed "s|^    //@macro |    |" %s > %t/macro.cpp
// RUN: cd %t && not %amp2hip macro.cpp -o macro.hip.cpp -- -std=c++17 2> macro.err
// RUN: FileCheck %s --check-prefix=MACRO --input-file=%t/macro.err
// In a template, the same declarations in an instantiation: reported once
// per type, never a failure without a message.
// RUN: sed "s|^    //@tpair |    |" %s > %t/tpair.cpp
// RUN: cd %t && not %amp2hip tpair.cpp -o tpair.hip.cpp -- -std=c++17 2> tpair.err
// RUN: FileCheck %s --check-prefix=TPAIR --input-file=%t/tpair.err

#include <amp.h>
#include <amp_short_vectors.h>
using namespace concurrency;
using namespace concurrency::graphics;

#define TILE 4

struct Zeroed {
  Zeroed() restrict(amp, cpu) : x(0) {}
  float x;
};

int cache_storage = 0; // the storage's first name is taken

void step(array_view<float, 1> av) {
  parallel_for_each(av.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static float_4 cache[TILE];
    // CHECK: {{^}}    __shared__ amp2hip::uninitialized<float_4 [TILE]> cache_{{storage2}}; auto &cache = cache_{{storage2}}.get();
    // WARN: prog.cpp:[[@LINE-2]]:17: warning: tile_static variable 'cache' is of a type whose default constructor does work, which C++ AMP never runs; it is declared as unconstructed storage and a reference [AMP2HIP1119]
    tile_static Zeroed   sums[TILE][2]; // a comment stays
    // CHECK: {{^}}    __shared__ amp2hip::uninitialized<Zeroed [TILE][2]> sums_{{storage}}; auto &sums = sums_{{storage}}.get(); // a comment stays
    // WARN: prog.cpp:[[@LINE-2]]:17: warning: tile_static variable 'sums' {{.*}} [AMP2HIP1119]
    tile_static index<1> where;
    // CHECK: {{^}}    __shared__ amp2hip::uninitialized<concurrency::index<1>> where_{{storage}}; auto &where = where_{{storage}}.get();
    // WARN: prog.cpp:[[@LINE-2]]:17: warning: tile_static variable 'where' {{.*}} [AMP2HIP1119]
    //@pair tile_static float_4 a[TILE], b[TILE];
    // PAIR: pair.cpp:[[@LINE-1]]:25: error: tile_static variable 'a' is of type 'float_4', whose default constructor does work; amp2hip could not declare it as unconstructed storage [AMP2HIP1021]
    //@macro #define SHARED tile_static
    //@macro SHARED float_4 shared[TILE];
    // MACRO: macro.cpp:[[@LINE-1]]:20: error: tile_static variable 'shared' is of type 'float_4', whose default constructor does work; amp2hip could not {{.*}} [AMP2HIP1021]
    int l = t.local[0];
    cache[l] = float_4(av[t.global]);
    // CHECK: {{^}}    cache[l] = float_4(av[t.global]);
    sums[l][0].x = cache[l].x;
    if (l == 0)
      where = t.tile;
    t.barrier.wait();
    av[t.global] = cache[TILE - 1 - l].x + sums[0][0].x + where[0];
  });
}

// A template: T's constructor is known only in its instantiations, and
// `tile` lacks `template` (AMP2HIP1110), which hides the kernel from the
// first parse; the parse that inserts it finds the tile_static, and one
// more declares it as storage.
template <typename T> void reverse_tiles(array_view<T, 1> av) {
  parallel_for_each(av.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    // WARN: prog.cpp:[[@LINE-1]]:31: warning: 'tile' is a dependent template name; 'template' inserted before it {{.*}} [AMP2HIP1110]
    tile_static T tiles[TILE];
    // CHECK: {{^}}    __shared__ amp2hip::uninitialized<T [TILE]> tiles_{{storage}}; auto &tiles = tiles_{{storage}}.get();
    // WARN: prog.cpp:[[@LINE-2]]:17: warning: tile_static variable 'tiles' {{.*}} [AMP2HIP1119]
    //@tpair tile_static T a[TILE], b[TILE];
    // TPAIR: tpair.cpp:[[@LINE-1]]:19: error: tile_static variable 'a' is of type 'amp2hip::detail::short_vec<float, 4>', whose default constructor does work; amp2hip could not declare it as unconstructed storage [AMP2HIP1021]
    // TPAIR: tpair.cpp:[[@LINE-2]]:28: error: tile_static variable 'b' {{.*}} [AMP2HIP1021]
    tiles[t.local[0]] = av[t.global];
    t.barrier.wait();
    av[t.global] = tiles[TILE - 1 - t.local[0]];
  });
  // CHECK: {{^}}  amp2hip::launch<reverse_tiles_amp_kernel_{{[0-9]+}}<T>>(av.extent.template tile<TILE>(), av);
}

void reverse_both(array_view<float_4, 1> v, array_view<int, 1> n) {
  reverse_tiles(v);
  reverse_tiles(n);
}

// A class template's own body, which Clang does not check: a type that
// depends on the template becomes storage whatever it is instantiated with
// (a header translates the same for every source), and so does one whose
// constructor does work. No warning: nothing was rejected.
template <typename T, int TS> struct tile_reverse {
  array_view<T, 1> data;
  void operator()(tiled_index<TS> t) const restrict(amp) {
    tile_static T cache[TS];
    // CHECK: {{^}}    __shared__ amp2hip::uninitialized<T [TS]> cache_{{storage3}}; auto &cache = cache_{{storage3}}.get();
    tile_static float_4 scratch[TS];
    // CHECK: {{^}}    __shared__ amp2hip::uninitialized<float_4 [TS]> scratch_{{storage}}; auto &scratch = scratch_{{storage}}.get();
    tile_static int counts[TS];
    // CHECK: {{^}}    __shared__ int counts[TS];
    tile_static index<1> origin;
    // CHECK: {{^}}    __shared__ amp2hip::uninitialized<concurrency::index<1>> origin_{{storage}}; auto &origin = origin_{{storage}}.get();
    scratch[t.local[0]] = float_4(1.0f);
    if (t.local[0] == 0)
      origin = t.tile_origin;
    counts[t.local[0]] = 1;
    cache[t.local[0]] = data[t.global];
    t.barrier.wait();
    data[t.global] = cache[TS - 1 - t.local[0]];
  }
};

void reverse_functor(array_view<int, 1> n) {
  parallel_for_each(n.extent.tile<TILE>(), tile_reverse<int, TILE>{n});
}
