// tile_sampling.cpp - reduce a matrix to the averages of its tiles.
//
// An 8x8 float matrix holding 0..63 is sampled with 2x2 and with 4x4 tiles.
// The averages go into a concurrency::array, the one type that a C++ AMP
// kernel may capture by reference. The tile size is a template parameter.

#include <amp.h>
#include <cmath>
#include <iostream>
#include <vector>

using namespace concurrency;

const int MATRIX_SIZE = 8;

// Prints the averages of the TSxTS tiles of matrix, one row of tiles per
// line; returns the number of averages that differ from the host's.
template <int TS> int sample(array_view<const float, 2> matrix) {
  const int outSize = MATRIX_SIZE / TS;
  std::vector<float> zeros(outSize * outSize, 0.0f);
  array<float, 2> averages(extent<2>(outSize, outSize), zeros.begin(),
                           zeros.end());

  parallel_for_each(
      matrix.extent.tile<TS, TS>(),
      [ =, &averages ](tiled_index<TS, TS> t_idx) restrict(amp) {
        // Copy the tile into tile_static memory.
        tile_static float tileValues[TS][TS];
        tileValues[t_idx.local[0]][t_idx.local[1]] = matrix[t_idx.global];
        // Only tile_static memory has to be ordered before the sum.
        t_idx.barrier.wait_with_tile_static_memory_fence();
        // One thread per tile adds the values up.
        if (t_idx.local[0] == 0 && t_idx.local[1] == 0) {
          for (int trow = 0; trow < TS; trow++) {
            for (int tcol = 0; tcol < TS; tcol++) {
              averages(t_idx.tile[0], t_idx.tile[1]) += tileValues[trow][tcol];
            }
          }
          averages(t_idx.tile[0], t_idx.tile[1]) /= (float)(TS * TS);
        }
      });

  // An array lives on the accelerator: copy it out to read it.
  std::vector<float> results(outSize * outSize);
  copy(averages, results.begin());

  int wrong = 0;
  for (int row = 0; row < outSize; row++) {
    for (int col = 0; col < outSize; col++) {
      // The tile's elements are consecutive integers per row: the average
      // is the value at the tile's centre.
      float first = (float)(row * TS * MATRIX_SIZE + col * TS);
      float expect = first + (TS - 1) * (MATRIX_SIZE + 1) / 2.0f;
      float got = results[row * outSize + col];
      if (std::fabs(got - expect) > 1e-4f)
        ++wrong;
      std::cout << got << (col == outSize - 1 ? "\n" : " ");
    }
  }
  return wrong;
}

int main() {
  std::vector<float> rawData;
  for (int i = 0; i < MATRIX_SIZE * MATRIX_SIZE; i++)
    rawData.push_back((float)i);
  array_view<const float, 2> matrix(MATRIX_SIZE, MATRIX_SIZE, rawData);

  int wrong = sample<2>(matrix);
  wrong += sample<4>(matrix);
  if (wrong != 0) {
    std::cout << "FAILED: " << wrong << " wrong averages\n";
    return 1;
  }
  return 0;
}
