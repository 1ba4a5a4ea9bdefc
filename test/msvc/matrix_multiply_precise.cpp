// Visual C++ style: a float matrix multiply checked element by element,
// exactly, against the same loop on the CPU. Visual C++'s /fp:precise (no
// fused multiply-add) made the GPU's sums equal the host's; the migrated
// program must compute the same way by default.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

static float next_value(unsigned &state) {
  state = state * 1664525u + 1013904223u;
  return static_cast<float>(state >> 8) / 16777216.0f - 0.5f;
}

int _tmain(int argc, _TCHAR *argv[]) {
  const int M = 96, N = 80, W = 112;
  std::vector<float> a(M * W), b(W * N), c(M * N), ref(M * N);
  unsigned state = 12345u;
  for (float &x : a)
    x = next_value(state);
  for (float &x : b)
    x = next_value(state) * 3.0f;

  for (int row = 0; row < M; ++row)
    for (int col = 0; col < N; ++col) {
      float sum = 0.0f;
      for (int k = 0; k < W; ++k)
        sum += a[row * W + k] * b[k * N + col];
      ref[row * N + col] = sum;
    }

  array_view<const float, 2> av(M, W, a), bv(W, N, b);
  array_view<float, 2> cv(M, N, c);
  cv.discard_data();
  parallel_for_each(cv.extent, [=](index<2> idx) restrict(amp) {
    int row = idx[0], col = idx[1];
    float sum = 0.0f;
    for (int k = 0; k < W; ++k)
      sum += av(row, k) * bv(k, col);
    cv[idx] = sum;
  });
  cv.synchronize();

  int mismatches = 0;
  for (int i = 0; i < M * N; ++i)
    if (c[i] != ref[i])
      ++mismatches;
  std::cout << "matrix multiply " << M << "x" << W << " * " << W << "x" << N
            << ": " << mismatches << " elements differ from the CPU"
            << std::endl;
  std::cout << (mismatches == 0 ? "PASSED" : "FAILED") << std::endl;
  return mismatches == 0 ? 0 : 1;
}
