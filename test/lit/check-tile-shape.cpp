// Tiles a launch cannot have: more than a GPU thread block holds
// (AMP2HIP2103, Visual C++'s C3574), and a tile that provably does not
// divide a constant extent (the warning AMP2HIP2104: parallel_for_each
// throws invalid_compute_domain, as with Visual C++). The accepted forms are at the end.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning:

#include <amp.h>
using namespace concurrency;

#define COMMA ,
#define LAUNCH(ext, ...) parallel_for_each(ext, [=](tiled_index<__VA_ARGS__>) restrict(amp) {})

void too_large(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<2048>(), [=](tiled_index<2048> t) restrict(amp) { av[t] = 0; });
  // CHECK-DAG: check-tile-shape.cpp:[[@LINE-1]]:21: error: a tile of <2048> cannot be launched: a tile has at most 1024 threads [AMP2HIP2103]
  LAUNCH(extent<2>(50, 82).tile<25 COMMA 41>(), 25, 41);
  // CHECK-DAG: check-tile-shape.cpp:[[@LINE-1]]:3: error: a tile of <25, 41> (1025 threads) cannot be launched: a tile has at most 1024 threads [AMP2HIP2103]
  LAUNCH(extent<3>(130, 2, 2).tile<65 COMMA 1 COMMA 1>(), 65, 1, 1);
  // CHECK-DAG: check-tile-shape.cpp:[[@LINE-1]]:3: error: a tile of <65, 1, 1> (65 threads) cannot be launched: dimension 0 of a rank-3 tile is at most 64 [AMP2HIP2103]
}

void not_dividing() {
  parallel_for_each(extent<1>(1000).tile<64>(), [=](tiled_index<64>) restrict(amp) {});
  // CHECK-DAG: check-tile-shape.cpp:[[@LINE-1]]:21: warning: extent (1000) is not a multiple of the tile <64>: this parallel_for_each always throws invalid_compute_domain [AMP2HIP2104]
  const int rows = 36;
  const extent<2> e(rows, 49);
  parallel_for_each(e.tile<9, 2>(), [=](tiled_index<9, 2>) restrict(amp) {});
  // CHECK-DAG: check-tile-shape.cpp:[[@LINE-1]]:21: warning: extent (36, 49) is not a multiple of the tile <9, 2>: this parallel_for_each always throws invalid_compute_domain [AMP2HIP2104]
  extent<3> local(4, 9, 49); // never changed
  tiled_extent<3, 3, 7> domain = local.tile<3, 3, 7>();
  parallel_for_each(domain, [=](tiled_index<3, 3, 7>) restrict(amp) {});
  // CHECK-DAG: check-tile-shape.cpp:[[@LINE-1]]:21: warning: extent (4, 9, 49) is not a multiple of the tile <3, 3, 7>: this parallel_for_each always throws invalid_compute_domain [AMP2HIP2104]
}

// Accepted: tiles that fit and divide; extents not known here, or changed
// before the launch; padded or truncated domains; a launch in a try block
// that expects the exception.
template <int T> void any_extent(const extent<1> &e) {
  parallel_for_each(e.tile<T>(), [=](tiled_index<T>) restrict(amp) {});
}
void accepted(array_view<int, 2> av, int n) {
  parallel_for_each(extent<1>(4096).tile<1024>(), [=](tiled_index<1024>) restrict(amp) {});
  parallel_for_each(extent<2>(64, 64).tile<16, 16>(), [=](tiled_index<16, 16>) restrict(amp) {});
  parallel_for_each(extent<3>(4, 8, 64).tile<4, 4, 64>(), [=](tiled_index<4, 4, 64>) restrict(amp) {});
  parallel_for_each(extent<1>(n).tile<64>(), [=](tiled_index<64>) restrict(amp) {});
  parallel_for_each(av.extent.tile<16, 16>(), [=](tiled_index<16, 16>) restrict(amp) {});
  parallel_for_each(extent<1>(1000).tile<64>().pad(), [=](tiled_index<64>) restrict(amp) {});
  parallel_for_each(extent<1>(1000).tile<64>().truncate(), [=](tiled_index<64>) restrict(amp) {});
  extent<2> changed(36, 49);
  changed[1] = 48;
  parallel_for_each(changed.tile<9, 16>(), [=](tiled_index<9, 16>) restrict(amp) {});
  any_extent<64>(extent<1>(1000));
  try {
    parallel_for_each(extent<1>(1000).tile<64>(), [=](tiled_index<64>) restrict(amp) {});
  } catch (const invalid_compute_domain &) {
  }
}
