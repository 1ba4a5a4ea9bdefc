// Visual C++ style: a tiled matrix transpose that sizes its tile_static
// buffer and its loops from tiled_extent's and tiled_index's static members
// tile_dim0 and tile_dim1 (not from the template arguments), in a _tmain
// that reports with std::wcout.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

typedef tiled_extent<16, 8> transpose_extent;

void transpose(const array_view<const int, 2>& in, const array_view<int, 2>& out)
{
    transpose_extent domain = in.extent.tile<transpose_extent::tile_dim0, transpose_extent::tile_dim1>();
    out.discard_data();
    parallel_for_each(domain, [=](tiled_index<16, 8> tidx) restrict(amp)
    {
        tile_static int block[tiled_index<16, 8>::tile_dim0][tiled_index<16, 8>::tile_dim1];
        block[tidx.local[0]][tidx.local[1]] = in[tidx.global];
        tidx.barrier.wait();
        index<2> target(tidx.tile_origin[1] + tidx.local[1], tidx.tile_origin[0] + tidx.local[0]);
        out[target] = block[tidx.local[0]][tidx.local[1]];
    });
}

int _tmain(int argc, _TCHAR* argv[])
{
    const int rows = 4 * transpose_extent::tile_dim0;
    const int cols = 6 * transpose_extent::tile_dim1;
    std::vector<int> matrix(rows * cols), result(rows * cols);
    for (int i = 0; i < rows * cols; i++)
        matrix[i] = i;
    array_view<const int, 2> in(rows, cols, matrix);
    array_view<int, 2> out(cols, rows, result);
    transpose(in, out);
    out.synchronize();

    int errors = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (result[c * rows + r] != matrix[r * cols + c])
                errors++;
    std::wcout << L"tile " << transpose_extent::tile_dim0 << L"x" << transpose_extent::tile_dim1
               << L", matrix " << rows << L"x" << cols << L", errors " << errors << std::endl;
    std::wcout << L"tile_dim transpose: " << (errors == 0 ? L"PASSED" : L"FAILED") << std::endl;
    return errors == 0 ? 0 : 1;
}
