// Visual C++ style: a tiled launch whose constant extent is not a multiple of
// its tile. Visual C++ compiled it and parallel_for_each threw
// invalid_compute_domain when it ran; the program catches it (in its caller,
// so the launch itself is outside any try block) and falls back to a padded
// domain. amp2hip warns (AMP2HIP2104) and translates.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

static const int TILE = 64;

void scale_tiled(array_view<float, 1> data) {
  parallel_for_each(extent<1>(1000).tile<TILE>(),
                    [=](tiled_index<TILE> t) restrict(amp) {
                      data[t.global] *= 2.0f;
                    });
}

void scale_padded(array_view<float, 1> data) {
  parallel_for_each(data.extent.tile<TILE>().pad(),
                    [=](tiled_index<TILE> t) restrict(amp) {
                      if (t.global[0] < data.extent[0])
                        data[t.global] *= 2.0f;
                    });
}

int _tmain(int argc, _TCHAR *argv[]) {
  std::vector<float> v(1000, 1.5f);
  array_view<float, 1> av(1000, v);
  try {
    scale_tiled(av);
    std::cout << "FAILED: no exception" << std::endl;
    return 1;
  } catch (const invalid_compute_domain &e) {
    std::cout << "invalid_compute_domain caught" << std::endl;
  }
  scale_padded(av);
  av.synchronize();
  float sum = 0;
  for (float x : v)
    sum += x;
  std::cout << "sum " << sum << std::endl;
  bool ok = sum == 3000.0f;
  std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
