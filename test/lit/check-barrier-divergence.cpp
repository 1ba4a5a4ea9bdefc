// Barrier divergence (AMP2HIP2110-2113): a tile barrier wait, a call of a
// function that waits, or a tile_static declaration under control flow
// that differs between the threads of a tile. An error where the condition
// depends on the thread's index (Visual C++'s C3561), a warning where it
// depends on data each thread reads. The accepted forms are at the end.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=__shared__ --implicit-check-not=__syncthreads

#include <amp.h>
using namespace concurrency;

template <int N>
void group_sum(tiled_index<N> idx, array_view<int, 1> a) restrict(amp) {
  if (idx.local[0] % 2 == 0) {
    // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:7: note: this condition depends on the thread's index
    tile_static int shared[N];
    // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:21: error: tile_static variable 'shared' is declared under control flow that depends on the thread's index [AMP2HIP2112]
    shared[idx.local[0]] = a[idx.global];
    idx.barrier.wait();
    // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:17: error: tile barrier wait() under control flow that depends on the thread's index: the threads of the tile that do not reach it leave the others waiting [AMP2HIP2110]
    a[idx.global] = shared[0];
  }
}

void waits(tiled_index<64> t) restrict(amp) { t.barrier.wait(); }

void rejected(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    int me = t.local[0];
    if (me == 0)
      waits(t);
    // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:7: error: call to 'waits', which waits at a tile barrier, under control flow that depends on the thread's index: the threads of the tile that do not reach it leave the others waiting [AMP2HIP2110]
    for (int i = me; i < 64; i += 8)
      t.barrier.wait_with_tile_static_memory_fence();
    // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:17: error: tile barrier wait_with_tile_static_memory_fence() under control flow that depends on the thread's index
    for (int i = 0; i < 4; ++i) {
      if (t.global[0] + i > 100)
        break;
      t.barrier.wait_with_global_memory_fence();
      // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:17: error: tile barrier wait_with_global_memory_fence() under control flow that depends on the thread's index
    }
    if (av[t.global] > 0)
      t.barrier.wait_with_all_memory_fence();
    // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:17: warning: tile barrier wait_with_all_memory_fence() under control flow that may differ between the threads of a tile (it depends on data each thread reads) [AMP2HIP2111]
    while (atomic_fetch_add(&av[0], 1) < 10) {
      tile_static int late;
      // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:23: warning: tile_static variable 'late' is declared under control flow that may differ between the threads of a tile (it depends on data each thread reads) [AMP2HIP2113]
      late = 1;
    }
    if (me > 3)
      return;
    t.barrier.wait();
    // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:15: error: tile barrier wait() under control flow that depends on the thread's index
    group_sum(t, av);
    // CHECK-DAG: check-barrier-divergence.cpp:[[@LINE-1]]:5: error: call to 'group_sum', which waits at a tile barrier, under control flow that depends on the thread's index
  });
}

// Accepted: conditions every thread of the tile shares (captured values,
// the tile index, extents, tile_static values read at a uniform index),
// divergent work between barriers, loops with uniform trip counts.
void accepted(array_view<int, 1> av, int n) {
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int s[64];
    tile_static int flag;
    s[t.local[0]] = av[t.global];
    if (t.local[0] == 0)
      flag = av[t.tile_origin];
    t.barrier.wait();
    for (int k = 32; k > 0; k /= 2) {
      if (t.local[0] < k)
        s[t.local[0]] += s[t.local[0] + k];
      t.barrier.wait();
    }
    if (n > 3)
      t.barrier.wait();
    if (t.tile[0] == 0 && av.extent[0] > 64)
      t.barrier.wait();
    if (flag > 0 && s[0] > 0)
      t.barrier.wait();
    for (int i = 0; i < n; ++i) {
      if (i == 2)
        break;
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      av[t.global] = s[0];
  });
}
