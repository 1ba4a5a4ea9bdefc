// tile_static races (AMP2HIP2120-2122, warnings): every thread updating
// the same element without an atomic, a read of an element another thread
// wrote with no barrier between, a read before any write. The accepted
// forms are at the end.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning:
// No other warning (the accepted forms below): FileCheck's implicit
// CHECK-NOT does not look past the last CHECK-DAG match.
// RUN: grep -c 'warning:' %t.err | FileCheck %s --check-prefix=WARNINGS
// WARNINGS: {{^}}6{{$}}

#include <amp.h>
using namespace concurrency;

void rejected(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int total;
    tile_static int s[64];
    tile_static int count;
    av[t.global] = count;
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:20: warning: tile_static variable 'count' is read before any thread writes it [AMP2HIP2122]
    if (t.local[0] == 0)
      total = 0;
    t.barrier.wait();
    total += av[t.global];
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:5: warning: every thread of the tile updates tile_static 'total' here without an atomic: the updates race and most are lost [AMP2HIP2120]
    total = total + 1;
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:5: warning: every thread of the tile updates tile_static 'total' here without an atomic
    s[t.local[0]] = av[t.global];
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:5: note: written here by another thread of the tile
    av[t.global] = s[63 - t.local[0]];
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:20: warning: tile_static 's' is read here where another thread of the tile may not have written it yet: no tile barrier between the write and this read [AMP2HIP2121]
    t.barrier.wait();
    if (t.local[0] == 0)
      total = 5;
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:7: note: written here by another thread of the tile
    av[t.global] = total;
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:20: warning: tile_static 'total' is read here where another thread of the tile may not have written it yet
  });
  // Thread 1 reads thread 0's element.
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int sums[64];
    sums[t.local[0]] = av[t.global];
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:5: note: written here by another thread of the tile
    if (t.local[0] == 1)
      av[t.tile_origin] = sums[0];
    // CHECK-DAG: check-tile-static-races.cpp:[[@LINE-1]]:27: warning: tile_static 'sums' is read here where another thread of the tile may not have written it yet
  });
}

// Accepted: atomics, one thread's update, each thread its own element, a
// barrier between write and read, the classic reduction, and a first write
// made by a helper (an array reference, a pointer of a template, a lambda
// that captures by reference).
void load(int (&cache)[64], array_view<int, 1> in,
          tiled_index<64> t) restrict(amp) {
  cache[t.local[0]] = in[t.global];
}
template <typename T> void put(T *at, const T &v, int i) restrict(amp) {
  at[i] = v;
}
void accepted(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int total;
    tile_static int s[64];
    if (t.local[0] == 0)
      total = 0;
    s[t.local[0]] = av[t.global];
    s[t.local[0]] += 1;
    av[t.global] = s[t.local[0]];
    t.barrier.wait();
    atomic_fetch_add(&total, av[t.global]);
    if (t.local[0] == 0)
      total += 1;
    for (int k = 32; k > 0; k /= 2) {
      if (t.local[0] < k)
        s[t.local[0]] += s[t.local[0] + k];
      t.barrier.wait();
    }
    av[t.global] = s[0] + total;
  });
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int filled[64];
    tile_static int put_here[64];
    tile_static int by_lambda[64];
    load(filled, av, t);
    put(put_here, av[t.global], t.local[0]);
    auto store = [&](int i, int v) restrict(amp) { by_lambda[i] = v; };
    store(t.local[0], av[t.global]);
    t.barrier.wait();
    av[t.global] = filled[(t.local[0] + 1) % 64] + put_here[0] + by_lambda[1];
  });
  // A reduction's last step read by the one thread that wrote the element
  // (each thread writes only the element of its own local index): Microsoft's
  // histogram sample, with no barrier after its loop.
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int sums[64];
    sums[t.local[0]] = av[t.global];
    for (int stride = 32; stride > 0; stride >>= 1) {
      t.barrier.wait();
      if (t.local[0] < stride)
        sums[t.local[0]] += sums[t.local[0] + stride];
    }
    if (t.local[0] == 0)
      av[t.tile_origin] = sums[0];
  });
  // The arms of a conditional are read as the conditional is, not written.
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int row[64];
    row[t.local[0]] = av[t.global];
    t.barrier.wait();
    int x = t.local[0];
    int left = x > 0 ? row[x - 1] : row[x];
    av[t.global] = left + row[x];
  });
}
