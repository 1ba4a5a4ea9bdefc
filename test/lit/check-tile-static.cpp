// Where tile_static may be used (AMP2HIP2100-2102, Visual C++'s C3584):
// local variables of restrict(amp) code, of types without pointers or
// references, in code that tiled kernels run. The accepted forms are at the
// end; the test checks that they report nothing.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=__shared__

#include <amp.h>
using namespace concurrency;

tile_static int global_scratch;
// CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:1: error: tile_static applies only to local variables of restrict(amp) code [AMP2HIP2100]
tile_static void marked() restrict(amp) {}
// CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:1: error: tile_static applies only to local variables of restrict(amp) code [AMP2HIP2100]
struct Member {
  tile_static int m;
  // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:3: error: tile_static applies only to local variables of restrict(amp) code [AMP2HIP2100]
};

void cpu_side() {
  tile_static int scratch[16];
  // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:3: error: tile_static applies only to local variables of restrict(amp) code [AMP2HIP2100]
}

struct Holder {
  int *p;
};
struct Nested {
  Holder h[2];
};

void types(tiled_index<64> t) restrict(amp) {
  tile_static int *ptr;
  // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:20: error: tile_static variable 'ptr' cannot be of type 'int *': it is a pointer [AMP2HIP2101]
  tile_static Holder h;
  // A class holding a pointer is no type of amp code at all (C3581, as
  // Visual C++ said): once, in the type rules' words.
  // CHECK-DAG: check-tile-static.cpp:[[@LINE-3]]:22: error: class 'Holder' cannot be used in restrict(amp) code: member 'p' is a pointer [AMP2HIP2002]
  tile_static Nested n[4];
  // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:22: error: class 'Nested' cannot be used in restrict(amp) code: member 'h' has type 'Holder' [AMP2HIP2002]
  tile_static std::nullptr_t np;
  // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:30: error: tile_static variable 'np' cannot be of type 'std::nullptr_t': it is a pointer [AMP2HIP2101]
}

// Reached only from the launch over an extent below.
void helper(array_view<int, 1> av, index<1> i) restrict(amp) {
  tile_static int shared[64];
  // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:19: error: tile_static variable 'shared' in a kernel that is not tiled: its parallel_for_each runs over an extent, not a tiled_extent [AMP2HIP2102]
  shared[i[0] % 64] = av[i];
  av[i] = shared[0];
}

template <typename T> void in_template(T v) restrict(amp) {
  tile_static T cell;
  // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:17: error: tile_static variable 'cell' in a kernel that is not tiled: its parallel_for_each runs over an extent, not a tiled_extent [AMP2HIP2102]
  cell = v;
}

void launches(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:3: note: the parallel_for_each that runs it, over an extent
    tile_static int direct[64];
    // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:21: error: tile_static variable 'direct' in a kernel that is not tiled: its parallel_for_each runs over an extent, not a tiled_extent [AMP2HIP2102]
    direct[0] = 1;
    helper(av, i);
    in_template(1);
    in_template(1.0f);
  });
}

// A type whose default constructor does work (a short vector zeroes its
// elements, index<1> too): C++ AMP never runs it for tile_static, hipcc and
// nvcc would have to. Such a declaration becomes unconstructed storage
// (AMP2HIP1119, visual-cpp-tile-static-storage.cpp), also in a file with
// amp2hip's own errors, as this one: they are reported as they would be
// anyway. A constructor with nothing in it is fine.
struct Zeroed {
  Zeroed() restrict(amp, cpu) : x(0) {}
  float x;
};
struct Quiet {
  Quiet() restrict(amp, cpu) {}
  float x;
};
void constructed(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static Zeroed z[4];
    // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:17: warning: tile_static variable 'z' is of a type whose default constructor does work, which C++ AMP never runs; it is declared as unconstructed storage and a reference [AMP2HIP1119]
    tile_static index<1> where;
    // CHECK-DAG: check-tile-static.cpp:[[@LINE-1]]:17: warning: tile_static variable 'where' is of a type {{.*}} [AMP2HIP1119]
    tile_static Quiet q[4];
    q[t.local[0]].x = 1;
    z[t.local[0]].x = 1;
    where[0] = 0;
    t.barrier.wait();
    av[t.global] = (int)(z[0].x + q[0].x) + where[0];
  });
}

// Accepted: local variables of amp code that a tiled kernel runs, values
// and classes of values, arrays of them, through macros and templates.
#define SHARED tile_static
struct Values {
  int a;
  float b[4];
};
template <int N> void tiled_helper(tiled_index<N> t) restrict(amp) {
  tile_static Values v[N];
  v[t.local[0]].a = 1;
  t.barrier.wait();
}
void accepted(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    SHARED int a[64];
    a[t.local[0]] = av[t.global];
    tiled_helper(t);
    t.barrier.wait();
    av[t.global] = a[63 - t.local[0]];
  });
}
