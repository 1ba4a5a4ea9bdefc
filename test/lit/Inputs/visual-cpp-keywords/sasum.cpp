#include <amp.h>
#include "blas_defs.h"

extern "C" float __cdecl blas_sasum(int n, const float *x) {
  concurrency::array_view<const float, 1> xv(n, x);
  float sum = 0;
  for (int i = 0; i < n; ++i)
    sum += xv[i] < 0 ? -xv[i] : xv[i];
  return sum;
}
