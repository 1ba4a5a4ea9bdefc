// cpu_omp.cpp - the CPU benchmark's OpenMP side (cpu_bench.h): the
// straightforward loop of each kernel, parallel over its outer dimension.
#include "cpu_bench.h"

#include <vector>

namespace omp_side {

void map(float a, const float *x, float *y, int n, int reps) {
  for (int r = 0; r < reps; ++r) {
#pragma omp parallel for
    for (int i = 0; i < n; ++i)
      y[i] = a * x[i] + y[i];
  }
}

void stencil(const float *in, float *out, int n, int reps) {
  for (int r = 0; r < reps; ++r) {
#pragma omp parallel for
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) {
        if (y == 0 || x == 0 || y == n - 1 || x == n - 1) {
          out[y * n + x] = in[y * n + x];
          continue;
        }
        out[y * n + x] =
            0.2f * (in[y * n + x] + in[(y - 1) * n + x] + in[(y + 1) * n + x] +
                    in[y * n + x - 1] + in[y * n + x + 1]);
      }
  }
}

void reduce(const int *in, int *sums, int n, int reps) {
  for (int r = 0; r < reps; ++r) {
#pragma omp parallel for
    for (int t = 0; t < n / 256; ++t) {
      int s = 0;
      for (int i = 0; i < 256; ++i)
        s += in[t * 256 + i];
      sums[t] = s;
    }
  }
}

void matmul(const float *a, const float *b, float *c, int n, int reps) {
  for (int r = 0; r < reps; ++r) {
#pragma omp parallel for
    for (int i = 0; i < n; ++i) {
      std::vector<float> row(n, 0.0f);
      for (int k = 0; k < n; ++k) {
        float aik = a[i * n + k];
        for (int j = 0; j < n; ++j)
          row[j] += aik * b[k * n + j];
      }
      for (int j = 0; j < n; ++j)
        c[i * n + j] = row[j];
    }
  }
}

} // namespace omp_side
