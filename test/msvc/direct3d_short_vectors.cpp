// Visual C++ style: the short vector types by the names without underscore
// (float2, float4, int2, uint3, unorm4, double2) that Visual C++'s
// <amp_short_vectors.h> declares in concurrency::graphics::direct3d, after
// `using namespace concurrency::graphics::direct3d;`, in a kernel, in a
// restrict(cpu, amp) function, as an array_view's element type and as a
// captured value. HIP and CUDA declare ::float2, ::int2, ... too: amp2hip
// writes the names with the underscore (float_2, ...), so that hipcc and nvcc
// find no ambiguity. Each element's result is compared with the same
// function on the CPU.
#include "stdafx.h"
#include <amp.h>
#include <amp_graphics.h>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics::direct3d;

// A texel coordinate's weight: the same steps on both sides.
float4 shade(float2 uv, int2 cell, float4 tint) restrict(cpu, amp) {
  float2 d = uv - float2((float)cell.x, (float)cell.y);
  unorm4 w(d.x, d.y, 1.0f - d.x, 1.0f - d.y);
  return tint * float4(w.x, w.y, w.z, w.w);
}

int _tmain(int argc, _TCHAR *argv[]) {
  const int n = 1024;
  std::vector<float2> coords(n);
  std::vector<float4> out(n);
  for (int i = 0; i < n; i++)
    coords[i] = float2(i * 0.37f, i * 0.11f);
  const float4 tint(0.5f, 1.0f, 2.0f, 0.25f);
  uint3 counts(0u, 0u, 0u);
  array_view<const float2, 1> cv(n, coords);
  array_view<float4, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    float2 uv = cv[i];
    int2 cell((int)uv.x, (int)uv.y);
    ov[i] = shade(uv, cell, tint);
  });
  ov.synchronize();
  int differ = 0;
  double2 sum(0.0, 0.0);
  for (int i = 0; i < n; i++) {
    float2 uv = coords[i];
    float4 want = shade(uv, int2((int)uv.x, (int)uv.y), tint);
    float4 got = out[i];
    if (got.x != want.x || got.y != want.y || got.z != want.z ||
        got.w != want.w)
      ++differ;
    else
      counts.x++;
    sum += double2(got.x, got.w);
  }
  std::cout << "direct3d short vectors: " << n << " texels, " << differ
            << " differ from the CPU, " << counts.x << " match\n";
  std::cout << (differ == 0 ? "PASSED" : "FAILED") << "\n";
  return differ == 0 && sum.x > 0.0 ? 0 : 1;
}
