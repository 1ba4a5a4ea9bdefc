// Visual C++ style, after Microsoft's gaussian_blur sample: the kernel's
// radius from max(1.0f, max(a, b)) in host code and min/max of two types
// (the Windows macros take any two), with only <amp.h> included; std::max
// beside them under `using namespace std`.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace std;

void main() {
  float sigma_x = 1.5f, sigma_y = 2.5f;
  float sigma = max(1.0f, max(sigma_x, sigma_y));
  int radius = static_cast<int>(3 * sigma);
  const int n = 256;
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = static_cast<float>(i % 16);
  array_view<const float, 1> src(n, in);
  array_view<float, 1> dst(n, out);
  dst.discard_data();
  parallel_for_each(dst.extent, [=](index<1> idx) restrict(amp) {
    int lo = max(0, idx[0] - radius), hi = min(n - 1, idx[0] + radius);
    float best = 0.0f;
    for (int k = lo; k <= hi; ++k)
      best = max(best, src[k]);
    dst[idx] = best;
  });
  dst.synchronize();
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    float best = 0.0f;
    for (int k = std::max(0, i - radius); k <= std::min(n - 1, i + radius); ++k)
      best = std::max(best, in[k]);
    ok = ok && out[i] == best;
  }
  unsigned int count = 3u;
  cout << "radius " << radius << ", mixed " << max(count, 2) << ", std "
       << max(4, 5) << endl;
  cout << "window max: " << (ok ? "PASSED" : "FAILED") << endl;
}
