#include <amp.h>
#ifndef KERNELS_ONLY
#error "the item's own define did not reach the parse"
#endif
using namespace concurrency;

int kernels() {
  int out[1] = {0};
  array_view<int, 1> v(1, out);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 42; });
  return v[0];
}
