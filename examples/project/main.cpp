// main.cpp - runs the two kernels of saxpy.cpp and stencil.cpp, and the
// kernel of the scale() template of scale.h, and checks their results
// against the same computation on the host.
#include "kernels.h"
#include "problem.h"
#include "scale.h"

#include <cmath>
#include <cstdio>

int main() {
  using namespace project;
  const int n = rows * cols;
  std::vector<float> x(n), y(n), y0(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 7);
    y[i] = y0[i] = static_cast<float>(i % 5);
  }
  saxpy(2.0f, x, y);

  std::vector<float> out(n);
  smooth(y, out);
  std::vector<float> half(out);
  scale(half, 0.5f);

  int failures = 0;
  for (int i = 0; i < n; ++i)
    if (y[i] != 2.0f * x[i] + y0[i])
      ++failures;
  auto at = [&](int r, int c) {
    r = r < 0 ? 0 : (r >= rows ? rows - 1 : r);
    c = c < 0 ? 0 : (c >= cols ? cols - 1 : c);
    return y[r * cols + c];
  };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      float expect = (at(r, c) + at(r - 1, c) + at(r + 1, c) + at(r, c - 1) +
                      at(r, c + 1)) / 5.0f;
      if (std::fabs(out[r * cols + c] - expect) > 1e-4f ||
          half[r * cols + c] != 0.5f * out[r * cols + c])
        ++failures;
    }
  if (failures != 0) {
    std::printf("FAILED: %d wrong elements\n", failures);
    return 1;
  }
  std::printf("project: saxpy, smooth and scale OK (%d x %d)\n", rows, cols);
  return 0;
}
