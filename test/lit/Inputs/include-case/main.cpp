#include <amp.h>
#include "scan.h"
#include "kernels/FILL.h"
using namespace concurrency;

int main() {
  int v[4] = {1, 2, 3, 4};
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = twice(av[i]) + fill_value();
  });
  return 0;
}
