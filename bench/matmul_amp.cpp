// matmul_amp.cpp - float matrix multiplication in C++ AMP, the benchmark's
// input to amp2hip.
//
// Two algorithms, each a function over array_views (the sizes come from the
// views' extents):
//   matmul_simple: one thread per element of c, over extent<2>;
//   matmul_tiled:  16x16 tiles, each stepping along the shared dimension and
//                  staging a 16x16 block of a and of b in tile_static memory.
// bench/matmul_hand.hip.cpp holds the same algorithms written by hand in HIP.
//
// amp_impl::state keeps the views alive between calls, so after the first
// run() the inputs are present on the accelerator and run() is just the
// parallel_for_each and a wait.

#include <amp.h>
#include <vector>

#include "matmul_bench.h"

using namespace concurrency;

// c = a * b, one thread per element of c.
void matmul_simple(const accelerator_view &view, array_view<const float, 2> a,
                   array_view<const float, 2> b, array_view<float, 2> c) {
  int W = a.extent[1];
  // (index is qualified: glibc declares a function ::index that makes a bare
  // "index" ambiguous under "using namespace concurrency" on Linux.)
  parallel_for_each(
      view, c.extent, [=](concurrency::index<2> idx) restrict(amp) {
        int row = idx[0];
        int col = idx[1];
        float sum = 0.0f;
        for (int k = 0; k < W; k++)
          sum += a(row, k) * b(k, col);
        c[idx] = sum;
      });
}

// c = a * b in TSxTS tiles; every extent must be a multiple of TS.
void matmul_tiled(const accelerator_view &view, array_view<const float, 2> a,
                  array_view<const float, 2> b, array_view<float, 2> c) {
  static const int TS = 16; // matmul_bench::kTile
  int W = a.extent[1];
  parallel_for_each(
      view,
      c.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp) {
        int row = t_idx.local[0];
        int col = t_idx.local[1];
        int rowGlobal = t_idx.global[0];
        int colGlobal = t_idx.global[1];
        float sum = 0.0f;
        for (int i = 0; i < W; i += TS) {
          tile_static float locA[TS][TS];
          tile_static float locB[TS][TS];
          locA[row][col] = a(rowGlobal, col + i);
          locB[row][col] = b(row + i, colGlobal);
          t_idx.barrier.wait();
          for (int k = 0; k < TS; k++)
            sum += locA[row][k] * locB[k][col];
          t_idx.barrier.wait();
        }
        c[t_idx.global] = sum;
      });
}

namespace amp_impl {

// The host copies of the matrices and the views onto them. The views live as
// long as the state, so their device copies do too.
struct state {
  int n;
  std::vector<float> a, b, c;
  array_view<const float, 2> av, bv;
  array_view<float, 2> cv;
  accelerator_view view;

  state(int n_, const float *a_, const float *b_)
      : n(n_), a(a_, a_ + n_ * n_), b(b_, b_ + n_ * n_), c(n_ * n_, 0.0f),
        av(n_, n_, a), bv(n_, n_, b), cv(n_, n_, c),
        view(accelerator().get_default_view()) {
    // c is only ever written by the kernels: never upload it.
    cv.discard_data();
  }
};

state *setup(int n, const float *a, const float *b) {
  return new state(n, a, b);
}

void run(state *s, matmul_bench::algorithm algo, int times) {
  for (int t = 0; t < times; t++) {
    if (algo == matmul_bench::algorithm::simple)
      matmul_simple(s->view, s->av, s->bv, s->cv);
    else
      matmul_tiled(s->view, s->av, s->bv, s->cv);
  }
  s->view.wait();
}

void result(state *s, float *c) {
  s->cv.synchronize();
  for (int i = 0; i < s->n * s->n; i++)
    c[i] = s->c[i];
}

void teardown(state *s) { delete s; }

} // namespace amp_impl
