// tile_average.cpp - replace every element of a 4x6 matrix by the integer
// average of its 2x2 tile.
//
// This is the averaging sample of the C++ AMP tiling documentation: each tile
// copies its four elements into tile_static memory, waits at the tile barrier,
// and then every thread of the tile reads the four values back.

#include <amp.h>
#include <iostream>

using namespace concurrency;

int main() {
  int sampledata[] = {2, 2, 9, 7, 1, 4, //
                      4, 4, 8, 8, 3, 4, //
                      1, 5, 1, 2, 5, 2, //
                      6, 8, 3, 2, 7, 2};
  int averagedata[24] = {0};

  array_view<int, 2> sample(4, 6, sampledata);
  array_view<int, 2> average(4, 6, averagedata);
  // The output is written completely by the kernel: skip its upload.
  average.discard_data();

  parallel_for_each(
      sample.extent.tile<2, 2>(), [=](tiled_index<2, 2> idx) restrict(amp) {
        // One slot per thread of the tile.
        tile_static int nums[2][2];
        nums[idx.local[1]][idx.local[0]] = sample[idx.global];
        // Every thread must have stored its value before any
        // thread reads the whole tile.
        idx.barrier.wait();
        int sum = nums[0][0] + nums[0][1] + nums[1][0] + nums[1][1];
        average[idx.global] = sum / 4;
      });
  average.synchronize();

  // The expected averages, computed on the host from the input.
  int failures = 0;
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 6; ++j) {
      int r = i / 2 * 2, c = j / 2 * 2;
      int expect =
          (sampledata[r * 6 + c] + sampledata[r * 6 + c + 1] +
           sampledata[(r + 1) * 6 + c] + sampledata[(r + 1) * 6 + c + 1]) /
          4;
      std::cout << averagedata[i * 6 + j] << (j == 5 ? "\n" : " ");
      if (average(i, j) != expect)
        ++failures;
    }
  }
  if (failures != 0) {
    std::cout << "FAILED: " << failures << " wrong elements\n";
    return 1;
  }
  return 0;
}
