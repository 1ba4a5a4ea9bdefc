#include <amp.h>
#include "scan.h"
#include "kernels/FILL.h"
#include "Kernels\Limits.h"
using namespace concurrency;

int main() {
  int v[limit] = {1, 2, 3, 4};
  array_view<int, 1> av(limit, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = twice(av[i]) + fill_value();
  });
  return 0;
}
