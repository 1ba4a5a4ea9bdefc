// Visual C++ style: `using namespace concurrency::precise_math;` and
// `using namespace concurrency::direct3d;`, then unqualified calls, as
// samples write them. In a kernel Visual C++ can only pick the
// restrict(amp) overloads, in CPU code the CRT's; HIP and CUDA declare
// sincosf, fmaf, frexpf, modff, umax, umin and abs globally too, and nvcc
// found such calls ambiguous. Each element's results are compared with the
// same calls on the CPU.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <iostream>
#include <tchar.h>
#include <vector>

using namespace concurrency;
using namespace concurrency::precise_math;
using namespace concurrency::direct3d;

int _tmain(int argc, _TCHAR *argv[]) {
  const int n = 256;
  std::vector<float> x(n), y(n);
  std::vector<unsigned int> u(n), w(n);
  for (int i = 0; i < n; i++) {
    x[i] = 0.01f * i - 1.0f;
    u[i] = i;
  }
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> yv(n, y);
  array_view<const unsigned int, 1> uv(n, u);
  array_view<unsigned int, 1> wv(n, w);
  yv.discard_data();
  wv.discard_data();
  parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) {
    float s, c, whole;
    int e;
    sincosf(xv[i], &s, &c);
    float m = frexpf(xv[i], &e);
    float f = modff(xv[i] * 10.0f, &whole);
    yv[i] = fmaf(s, c, 1.0f) + ldexpf(m, e) + f + whole;
    wv[i] = umax(uv[i], 100u) - umin(uv[i], 50u) + abs(-(int)uv[i]);
  });
  yv.synchronize();
  wv.synchronize();

  float worst = 0.0f;
  int wrong = 0;
  for (int i = 0; i < n; i++) {
    float s = std::sin(x[i]), c = std::cos(x[i]), whole;
    int e;
    float m = std::frexp(x[i], &e);
    float f = std::modf(x[i] * 10.0f, &whole);
    float expected = std::fma(s, c, 1.0f) + std::ldexp(m, e) + f + whole;
    worst = std::fmax(worst, std::fabs(y[i] - expected));
    unsigned int k = u[i];
    wrong += w[i] != (k > 100u ? k : 100u) - (k < 50u ? k : 50u) + k;
  }
  std::cout << "math after using-directives: " << n << " elements, "
            << (worst < 1e-5f ? "within 1e-5 of the CPU" : "DIFFERENT")
            << ", " << wrong << " integer results differ" << std::endl;
  return worst < 1e-5f && wrong == 0 ? 0 : 1;
}
