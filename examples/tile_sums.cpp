// tile_sums.cpp - sum each tile of a matrix into the tile's first element.
//
// A 2x6 matrix holding 1..12 is divided into three 2x2 tiles. Each tile loads
// its values into tile_static memory; after the barrier, the thread at local
// index (0,0) writes the tile's sum at the tile's origin. The host adds the
// three sums, which gives the sum of 1..12.

#include <amp.h>
#include <iostream>

using namespace concurrency;

int main() {
  int data[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  array_view<int, 2> av(2, 6, data);

  // Run on the default accelerator's default view, named explicitly.
  accelerator_view view = accelerator().get_default_view();
  parallel_for_each(
      view, av.extent.tile<2, 2>(), [av](tiled_index<2, 2> idx) restrict(amp) {
        tile_static int t[2][2];
        t[idx.local[0]][idx.local[1]] = av[idx.global];
        // All four values are loaded after the barrier, so the
        // origin can be overwritten safely.
        idx.barrier.wait();
        if (idx.local == index<2>(0, 0)) {
          av[idx.tile_origin] = t[0][0] + t[0][1] + t[1][0] + t[1][1];
        }
      });
  av.synchronize();

  int total = 0;
  for (int tile = 0; tile < 3; tile++) {
    // The origin of tile k is (0, 2k).
    std::cout << av(0, 2 * tile) << (tile == 2 ? "\n" : " ");
    total += av(0, 2 * tile);
  }
  std::cout << total << "\n";
  return total == 78 ? 0 : 1;
}
