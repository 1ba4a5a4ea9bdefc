#include <amp.h>
using namespace concurrency;

void sums(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int shared = 5;
    av[t.global] = shared;
  });
}

int spare(int x) restrict(amp) { return x; }
