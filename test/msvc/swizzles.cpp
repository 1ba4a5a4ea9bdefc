// Visual C++ style: short vector swizzle properties, read and assigned in
// kernels (`v.xy`, `c.rgb = c.bgr`, `p.xyz += d`), as graphics-minded C++
// AMP code writes them. amp2hip writes each read as the getter call and
// each assignment as the setter call; the results are compared with the
// same operations on the CPU (where Visual C++ also runs them as
// properties). The program starts at wmain, as Unicode Visual C++ programs
// do: amp2hip adds a main that calls it (AMP2HIP1122).
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

// The same steps on both sides: a pixel's channels swapped and shifted.
void shade(float_4 &c, float_3 light) restrict(amp, cpu) {
  c.rgb = c.bgr;          // swap red and blue
  c.rgb *= light;         // per-channel light
  c.a = c.r + c.g;        // a single component stays a member
  float_2 rg = c.rg;
  c.ba -= rg * 0.5f;      // two channels from two others
  c.wzyx = c;             // reverse the whole vector
}

int wmain(int argc, wchar_t *argv[]) {
  const int n = 1024;
  std::vector<float_4> pixels(n), expected(n);
  for (int i = 0; i < n; i++) {
    pixels[i] = float_4(i * 0.25f, i * 0.5f, i * 0.125f, 1.0f);
    expected[i] = pixels[i];
  }
  const float_3 light(0.5f, 1.0f, 2.0f);

  array_view<float_4, 1> av(n, pixels);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    float_4 c = av[idx];
    shade(c, light);
    av[idx] = c;
    av[idx].xy += float_2(1.0f, 2.0f); // through the view's element
  });
  av.synchronize();

  for (int i = 0; i < n; i++) {
    shade(expected[i], light);
    expected[i].xy += float_2(1.0f, 2.0f);
  }
  int differ = 0;
  for (int i = 0; i < n; i++) {
    const float_4 &a = pixels[i], &b = expected[i];
    if (a.x != b.x || a.y != b.y || a.z != b.z || a.w != b.w)
      differ++;
  }
  std::cout << "swizzles " << n << " pixels: " << differ
            << " differ from the CPU" << std::endl;
  std::cout << "pixel 3: " << pixels[3].x << " " << pixels[3].y << " "
            << pixels[3].z << " " << pixels[3].w << std::endl;
  std::cout << (differ == 0 ? "PASSED" : "FAILED") << std::endl;
  return differ == 0 ? 0 : 1;
}
