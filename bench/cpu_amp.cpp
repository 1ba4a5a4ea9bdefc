// cpu_amp.cpp - the CPU benchmark's C++ AMP side (cpu_bench.h), written as a
// C++ AMP program would be; translated by amp2hip, then built for the CPU.
#include "cpu_bench.h"

#include <amp.h>

using namespace concurrency;

namespace amp_side {

void map(float a, const float *x, float *y, int n, int reps) {
  array_view<const float, 1> xs(n, x);
  array_view<float, 1> ys(n, y);
  for (int r = 0; r < reps; ++r)
    parallel_for_each(
        ys.extent, [=](index<1> i) restrict(amp) {
          ys[i] = a * xs[i] + ys[i];
        });
  ys.synchronize();
}

void stencil(const float *in, float *out, int n, int reps) {
  array_view<const float, 2> src(n, n, in);
  array_view<float, 2> dst(n, n, out);
  for (int r = 0; r < reps; ++r)
    parallel_for_each(
        dst.extent, [=](index<2> i) restrict(amp) {
          int y = i[0], x = i[1];
          if (y == 0 || x == 0 || y == n - 1 || x == n - 1) {
            dst[i] = src[i];
            return;
          }
          dst[i] = 0.2f * (src(y, x) + src(y - 1, x) + src(y + 1, x) +
                           src(y, x - 1) + src(y, x + 1));
        });
  dst.synchronize();
}

void reduce(const int *in, int *sums, int n, int reps) {
  array_view<const int, 1> src(n, in);
  array_view<int, 1> out(n / 256, sums);
  for (int r = 0; r < reps; ++r)
    parallel_for_each(
        src.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
          tile_static int part[256];
          int l = t.local[0];
          part[l] = src[t.global];
          t.barrier.wait();
          for (int s = 128; s > 0; s /= 2) {
            if (l < s)
              part[l] += part[l + s];
            t.barrier.wait();
          }
          if (l == 0)
            out[t.tile[0]] = part[0];
        });
  out.synchronize();
}

void matmul(const float *a, const float *b, float *c, int n, int reps) {
  array_view<const float, 2> av(n, n, a), bv(n, n, b);
  array_view<float, 2> cv(n, n, c);
  for (int r = 0; r < reps; ++r)
    parallel_for_each(
        cv.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
          tile_static float as[16][16], bs[16][16];
          int row = t.local[0], col = t.local[1];
          float sum = 0.0f;
          for (int k = 0; k < n; k += 16) {
            as[row][col] = av(t.global[0], k + col);
            bs[row][col] = bv(k + row, t.global[1]);
            t.barrier.wait();
            for (int j = 0; j < 16; ++j)
              sum += as[row][j] * bs[j][col];
            t.barrier.wait();
          }
          cv[t.global] = sum;
        });
  cv.synchronize();
}

void barriers_only(int threads, int barriers) {
  array_view<int, 1> sink(threads);
  sink.discard_data();
  parallel_for_each(
      sink.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
        for (int b = 0; b < barriers; ++b)
          t.barrier.wait();
        sink[t.global] = 0;
      });
  sink.synchronize();
}

} // namespace amp_side
