// Visual C++ style, after Microsoft's BinomialOptions sample: unqualified
// min() in a restrict(amp) function and max() in host code, with only
// <amp.h>, <amp_math.h>, <vector>, <iostream> and <assert.h> included.
// Visual C++'s <amp.h> includes <windows.h> (through <amprt.h> and
// <unknwn.h>), whose min and max macros these are.
#include "stdafx.h"
#include <amp.h>
#include <amp_math.h>
#include <vector>
#include <iostream>
#include <assert.h>

using namespace concurrency;

#define CACHE_SIZE 16
#define STEPS 64

// How many of the steps after c_base a tile still caches.
int cached_steps(int i, int c_base) restrict(amp) {
  return min(CACHE_SIZE - 1, i - c_base);
}

int _tmain(int argc, _TCHAR *argv[]) {
  std::vector<int> out(STEPS);
  array_view<int, 1> av(STEPS, out);
  av.discard_data();
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    av[idx] = cached_steps(idx[0], 8);
  });
  av.synchronize();
  bool ok = true;
  for (int i = 0; i < STEPS; ++i) {
    int want = (i - 8 < CACHE_SIZE - 1) ? i - 8 : CACHE_SIZE - 1;
    ok = ok && out[i] == want;
  }
  float widest = max(1.0f, max(out[0] * 0.5f, out[STEPS - 1] * 0.5f));
  assert(widest == 7.5f);
  std::cout << "widest " << widest << std::endl;
  std::cout << "min/max after <amp.h> alone: " << (ok ? "PASSED" : "FAILED")
            << std::endl;
  return ok ? 0 : 1;
}
