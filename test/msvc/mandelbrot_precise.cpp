// Visual C++ style: Mandelbrot iteration counts on the GPU, compared with
// the CPU's for every pixel. Near the set's border one rounding more or
// less changes a count: the check holds only when the GPU computes as
// Visual C++'s /fp:precise did (no fused multiply-add).
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

static const int max_iterations = 512;

int iterations(float cx, float cy) restrict(amp, cpu) {
  float x = 0.0f, y = 0.0f;
  int n = 0;
  while (n < max_iterations && x * x + y * y < 4.0f) {
    float xt = x * x - y * y + cx;
    y = 2.0f * x * y + cy;
    x = xt;
    ++n;
  }
  return n;
}

int main() {
  const int width = 256, height = 192;
  std::vector<int> counts(width * height);
  array_view<int, 2> cv(height, width, counts);
  cv.discard_data();
  parallel_for_each(cv.extent, [=](index<2> idx) restrict(amp) {
    float cx = -2.0f + idx[1] * (3.0f / width);
    float cy = -1.2f + idx[0] * (2.4f / height);
    cv[idx] = iterations(cx, cy);
  });
  cv.synchronize();

  int differ = 0;
  long long total = 0;
  for (int row = 0; row < height; ++row)
    for (int col = 0; col < width; ++col) {
      float cx = -2.0f + col * (3.0f / width);
      float cy = -1.2f + row * (2.4f / height);
      int want = iterations(cx, cy);
      total += want;
      if (counts[row * width + col] != want)
        ++differ;
    }
  std::cout << "mandelbrot " << width << "x" << height << ": " << differ
            << " pixels differ from the CPU" << std::endl;
  std::cout << (differ == 0 ? "PASSED" : "FAILED") << std::endl;
  return differ == 0 ? 0 : 1;
}
