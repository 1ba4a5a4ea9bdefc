// stencil.cpp - 5-point mean with a tiled parallel_for_each: each 16x16 tile
// is staged in tile_static memory, and neighbours outside the tile are read
// from global memory.
#include "amp_helpers.h"
#include "kernels.h"
#include "problem.h"

#include <amp.h>

using namespace concurrency;

namespace project {

void smooth(const std::vector<float> &in, std::vector<float> &out) {
  array_view<const float, 2> src(rows, cols, in.data());
  array_view<float, 2> dst(rows, cols, out.data());
  dst.discard_data();
  parallel_for_each(dst.extent.tile<tile, tile>(),
                    [=](tiled_index<tile, tile> t) restrict(amp) {
    tile_static float staged[tile][tile];
    const int r = t.global[0], c = t.global[1];
    staged[t.local[0]][t.local[1]] = src(r, c);
    t.barrier.wait();
    // The tile's own element from tile_static memory, the neighbours (edges
    // clamped) from global memory.
    const int up = clamp_index(r - 1, rows), down = clamp_index(r + 1, rows);
    const int left = clamp_index(c - 1, cols), right = clamp_index(c + 1, cols);
    dst(r, c) = (staged[t.local[0]][t.local[1]] + src(up, c) + src(down, c) +
                 src(r, left) + src(r, right)) / 5.0f;
  });
  dst.synchronize();
}

} // namespace project
