// Visual C++ style, Direct3D's bounds: kernels that reach past their data,
// which Direct3D 11 forgave (a write outside the buffer dropped, a read of
// it zero) and a GPU does not. Compiled with AMP2HIP_DIRECT3D_BOUNDS (here
// defined before <amp.h>, usually -DAMP2HIP_DIRECT3D_BOUNDS), every element
// access outside an array's or array_view's extent behaves as Direct3D's:
// through index<N>, av(i, j), av[i] and a row projected outside the view;
// and a tile_static array read one past its end, as the C++ AMP book's
// ScanTiledOptimized does (the value is undefined, and overwritten).
#define AMP2HIP_DIRECT3D_BOUNDS
#include <amp.h>
#include <tchar.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
    const int n = 4096;
    // The view covers the first half; the second half is a guard that a
    // write past the view would reach on the host, and reads 5.
    std::vector<int> storage(2 * n, 5);
    for (int i = 0; i < n; ++i)
        storage[i] = i;
    std::vector<int> sums(n, -1);
    array_view<int, 1> first(n, storage);
    array_view<int, 1> out(n, sums);
    parallel_for_each(first.extent, [=](index<1> idx) restrict(amp)
    {
        first[idx + n] = 7;                        // dropped
        out[idx] = first[idx] + first[idx[0] + n]  // zero
                   + first(idx[0] - n - 1);        // zero
    });
    out.synchronize();
    first.synchronize();
    int wrong = 0;
    for (int i = 0; i < n; ++i)
        wrong += (sums[i] != i) + (storage[i] != i) + (storage[n + i] != 5);
    std::cout << "rank 1: " << wrong << " wrong of " << n << std::endl;

    // An array, read and written past its rows' ends through index<2> and
    // (i, j): without the bounds those are the next row's elements.
    const int rows = 64, cols = 32;
    std::vector<float> init(rows * cols);
    for (int i = 0; i < rows * cols; ++i)
        init[i] = float(i);
    array<float, 2> grid(rows, cols, init.begin(), init.end());
    array<float, 2> seen(rows, cols);
    parallel_for_each(grid.extent, [=, &grid, &seen](index<2> idx) restrict(amp)
    {
        seen[idx] = grid(idx[0], idx[1] + cols) + grid[index<2>(idx[0] - rows, idx[1])];
        grid[index<2>(idx[0], idx[1] + cols)] = -1.0f;  // dropped
    });
    std::vector<float> after(rows * cols), read(rows * cols);
    copy(grid, after.begin());
    copy(seen, read.begin());
    wrong = 0;
    for (int i = 0; i < rows * cols; ++i)
        wrong += (after[i] != float(i)) + (read[i] != 0.0f);
    std::cout << "rank 2: " << wrong << " wrong of " << rows * cols << std::endl;

    // A row projected outside the view: each of its elements is outside.
    array_view<const float, 2> view(grid);
    std::vector<float> rowSums(rows, -1.0f);
    array_view<float, 1> rowOut(rows, rowSums);
    parallel_for_each(rowOut.extent, [=](index<1> idx) restrict(amp)
    {
        rowOut[idx] = view[idx[0] + rows][0] + view[idx[0]][cols - 1];
    });
    rowOut.synchronize();
    wrong = 0;
    for (int r = 0; r < rows; ++r)
        wrong += rowSums[r] != float(r * cols + cols - 1);
    std::cout << "projection: " << wrong << " wrong of " << rows << std::endl;

    // Each thread reads its right neighbour's element of the tile, the last
    // one past the array's end, then uses zero instead: Direct3D read
    // something of the tile's memory there, a GPU through CUDA faults.
    const int tiles = 64;
    static const int TS = 256;
    std::vector<int> next(tiles * TS, -1);
    array_view<int, 1> nextOut(tiles * TS, next);
    parallel_for_each(nextOut.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp)
    {
        tile_static int cache[TS];
        cache[t.local[0]] = t.global[0];
        t.barrier.wait();
        // Through a pointer: the CPU build's bounds check (which stops at
        // such an index into the array itself) does not follow it.
        const int *row = cache;
        int right = row[t.local[0] + 1];
        if (t.local[0] == TS - 1)
            right = 0;
        nextOut[t.global] = right;
    });
    nextOut.synchronize();
    wrong = 0;
    for (int i = 0; i < tiles * TS; ++i)
        wrong += next[i] != (i % TS == TS - 1 ? 0 : i + 1);
    std::cout << "tile_static: " << wrong << " wrong of " << tiles * TS << std::endl;
    return 0;
}
