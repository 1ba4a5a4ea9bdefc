// Visual C++ style: a rank-3 volume (extent<3>, tiled_extent<4, 4, 4>)
// smoothed along its innermost axis in tile_static memory, the tile's
// threads meeting at tile_barrier::wait_with_tile_static_memory_fence(),
// and each tile's total counted with tile_static_memory_fence before an
// atomic add; _tmain reports with std::wcout.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

static const int TILE = 4;

int _tmain(int argc, _TCHAR* argv[])
{
    const int depth = 8, rows = 12, cols = 16;
    std::vector<int> volume(depth * rows * cols), smoothed(volume.size());
    for (size_t i = 0; i < volume.size(); i++)
        volume[i] = (int)(i % 5);
    int total = 0;

    array_view<const int, 3> in(depth, rows, cols, volume);
    array_view<int, 3> out(depth, rows, cols, smoothed);
    array_view<int, 1> sum(1, &total);
    out.discard_data();
    parallel_for_each(in.extent.tile<TILE, TILE, TILE>(), [=](tiled_index<TILE, TILE, TILE> t) restrict(amp)
    {
        tile_static int cell[TILE][TILE][TILE];
        tile_static int tile_total;
        if (t.local[0] == 0 && t.local[1] == 0 && t.local[2] == 0)
            tile_total = 0;
        cell[t.local[0]][t.local[1]][t.local[2]] = in[t.global];
        t.barrier.wait_with_tile_static_memory_fence();

        int z = t.local[0], y = t.local[1], x = t.local[2];
        int left = x > 0 ? cell[z][y][x - 1] : cell[z][y][x];
        int right = x < TILE - 1 ? cell[z][y][x + 1] : cell[z][y][x];
        out[t.global] = left + cell[z][y][x] + right;
        atomic_fetch_add(&tile_total, cell[z][y][x]);
        t.barrier.wait_with_tile_static_memory_fence();
        tile_static_memory_fence(t.barrier);
        if (z == 0 && y == 0 && x == 0)
            atomic_fetch_add(&sum[0], tile_total);
    });
    out.synchronize();
    sum.synchronize();

    int wrong = 0, expected_total = 0;
    for (int d = 0; d < depth; d++)
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
            {
                int base = (d * rows + r) * cols;
                int lx = c % TILE;
                int left = lx > 0 ? volume[base + c - 1] : volume[base + c];
                int right = lx < TILE - 1 ? volume[base + c + 1] : volume[base + c];
                if (smoothed[base + c] != left + volume[base + c] + right)
                    wrong++;
                expected_total += volume[base + c];
            }
    bool ok = wrong == 0 && total == expected_total;
    std::wcout << L"volume " << depth << L"x" << rows << L"x" << cols << L", total " << total
               << L", wrong " << wrong << std::endl;
    std::wcout << L"3-D tiles and fences: " << (ok ? L"PASSED" : L"FAILED") << std::endl;
    return ok ? 0 : 1;
}
