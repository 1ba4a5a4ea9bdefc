#include "histogram.h"

using namespace concurrency;

void histogram(array_view<const float, 1> data, array_view<int, 1> bins) {
  parallel_for_each(data.extent, [=](index<1> i) restrict(amp) {
    count_bin(&bins[0], data[i]);
    atomic_fetch_max(&bins[0], 0);
  });
}
