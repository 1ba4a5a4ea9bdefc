// Visual C++ style (Visual Studio 2013): rank-1 array_views over a whole
// std::vector and a whole C array, without an extent, const and not.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <numeric>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  std::vector<int> values(1000);
  std::iota(values.begin(), values.end(), 1);
  int squares[1000];
  array_view<const int, 1> in(values);
  array_view<int, 1> out(squares);
  out.discard_data();
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = in[i] * in[i] % 1000;
  });
  out.synchronize();
  std::vector<float> scale(8, 0.5f);
  array_view<float, 1> s(scale);
  parallel_for_each(s.extent, [=](index<1> i) restrict(amp) { s[i] *= 4; });
  s.synchronize();
  bool ok = in.extent[0] == 1000 && out.extent[0] == 1000 && scale[7] == 2.0f;
  for (int i = 0; i < 1000; ++i)
    ok = ok && squares[i] == (i + 1) * (i + 1) % 1000;
  std::cout << "extents " << in.extent[0] << " " << s.extent[0] << std::endl;
  std::cout << "whole-container views: " << (ok ? "PASSED" : "FAILED")
            << std::endl;
  return ok ? 0 : 1;
}
