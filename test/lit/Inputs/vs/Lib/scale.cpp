#include "Shared.h"
#include "reduce.h"
#if !defined(LIB_BUILD) || !defined(FROM_SHEET) || !defined(_MBCS)
#error "the project's defines did not reach the parse"
#endif
using namespace concurrency;

void scale(float *data, int n) {
  array_view<float, 1> v(n, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = scaled(v[i]); });
  v.synchronize();
}

float scaled_total(float *data, int n) {
  scale(data, n);
  return total(data, n);
}
