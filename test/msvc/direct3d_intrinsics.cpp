// Visual C++ style: concurrency::direct3d's HLSL intrinsics in a kernel
// (clamp, mad, step, smoothstep, saturate, radians, rcp, firstbithigh,
// firstbitlow, countbits, reversebits, imax, imin, umax, umin, sign),
// checked against the host's own arithmetic; the D3D access lock and
// create_accelerator_view(accelerator, disable_timeout) around them.
#include <amp.h>
#include <iostream>
#include <thread>
#include <vector>

using namespace concurrency;
using namespace concurrency::direct3d;

int main() {
  const int n = 64;
  std::vector<int> ints(n * 8);
  std::vector<float> floats(n * 4);
  array_view<int, 2> iv(n, 8, ints);
  array_view<float, 2> fv(n, 4, floats);
  accelerator acc;
  accelerator_view view = create_accelerator_view(acc, true);
  {
    scoped_d3d_access_lock lock(view);
  }
  d3d_access_lock(view);
  bool locked_out = false;
  std::thread other([&] { locked_out = !d3d_access_try_lock(view); });
  other.join();
  d3d_access_unlock(view);
  parallel_for_each(view, iv.extent.tile<1, 8>().truncate(),
                    [=](tiled_index<1, 8> t) restrict(amp) {
    int i = t.global[0];
    if (t.local[1] != 0)
      return;
    iv(i, 0) = clamp(i - 20, -10, 10);
    iv(i, 1) = mad(i, 3, -7);
    iv(i, 2) = firstbithigh(i);
    iv(i, 3) = firstbitlow(i);
    iv(i, 4) = static_cast<int>(countbits(static_cast<unsigned int>(i)));
    iv(i, 5) = static_cast<int>(reversebits(static_cast<unsigned int>(i)) >> 26);
    iv(i, 6) = imax(i, 30) - imin(i, 30) + static_cast<int>(umax(2u, 3u) - umin(2u, 3u));
    iv(i, 7) = sign(i - 32);
    float x = i / 64.0f;
    fv(i, 0) = step(0.5f, x);
    fv(i, 1) = smoothstep(0.25f, 0.75f, x);
    fv(i, 2) = saturate(x * 2 - 0.5f) + clamp(x, 0.1f, 0.9f);
    fv(i, 3) = radians(x * 180.0f) * rcp(2.0f);
  });
  iv.synchronize();
  fv.synchronize();
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int hb = -1, lb = -1, bits = 0, rev = 0;
    for (int b = 0; b < 32; ++b)
      if (i >> b & 1) {
        hb = b;
        if (lb < 0)
          lb = b;
        ++bits;
      }
    for (int b = 0; b < 6; ++b)
      rev |= ((i >> b) & 1) << (5 - b);
    int c = i - 20 < -10 ? -10 : (i - 20 > 10 ? 10 : i - 20);
    int want[8] = {c, i * 3 - 7, hb, lb, bits, rev,
                   (i > 30 ? i - 30 : 30 - i) + 1, (i > 32) - (i < 32)};
    for (int k = 0; k < 8; ++k)
      bad += ints[i * 8 + k] != want[k];
    float x = i / 64.0f;
    float t = (x - 0.25f) / 0.5f;
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    float s = x * 2 - 0.5f;
    s = s < 0 ? 0 : (s > 1 ? 1 : s);
    float fw[4] = {x >= 0.5f ? 1.0f : 0.0f, t * t * (3 - 2 * t),
                   s + (x < 0.1f ? 0.1f : (x > 0.9f ? 0.9f : x)),
                   x * 3.14159265f / 2};
    for (int k = 0; k < 4; ++k) {
      float d = floats[i * 4 + k] - fw[k];
      bad += (d < 0 ? -d : d) > 1e-4f;
    }
  }
  bool ok = bad == 0 && locked_out && is_timeout_disabled(view);
  std::cout << "mismatches " << bad << std::endl;
  std::cout << "direct3d intrinsics: " << (ok ? "PASSED" : "FAILED")
            << std::endl;
  return ok ? 0 : 1;
}
