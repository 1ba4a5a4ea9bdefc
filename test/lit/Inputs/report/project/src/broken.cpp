#include <amp.h>
#include "kernels.h"
using namespace concurrency;

void scale(float *p);

void run(array_view<int, 1> av) {
  int n = 0;
  scale(&n);
  if (n = 1)
    n = 2;
  parallel_for_each(av.extent, [&n, av](index<1> i) restrict(amp) {
    av[i] = twice(n);
  });
}
