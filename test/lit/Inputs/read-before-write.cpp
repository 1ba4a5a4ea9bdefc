// A kernel that reads a tile_static variable before any thread writes it:
// warning AMP2HIP2122, nothing else (warnings-as-errors.test).
#include <amp.h>
using namespace concurrency;

void first(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int count;
    av[t.global] = count;
  });
}
