// An inclusive scan of ones, checked on the host.
#include <amp.h>
#include <vector>
#include "checks.h"
using namespace concurrency;

static check_registrar scan_of_ones("scan_of_ones", [] {
  std::vector<int> data(64, 1);
  array_view<int, 1> av(64, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int sum = 0;
    for (int k = 0; k <= i[0]; ++k)
      sum += 1;
    av[i] = sum;
  });
  av.synchronize();
  return data[63] == 64;
});
