// Visual C++ style: working on part of an image. A 2-D array is filled from
// a host vector's iterators, a kernel brightens only the interior section
// (array_view::section with an origin and an extent), one row is read back
// through the projection av[row], the whole array is copied out with
// copy(array, iterator), and the floats' bits are inspected through
// array::reinterpret_as<unsigned int>().
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
    const int rows = 48, cols = 64, border = 4;
    std::vector<float> image(rows * cols, 1.0f);
    array<float, 2> pixels(rows, cols, image.begin(), image.end());

    array_view<float, 2> interior = pixels.section(index<2>(border, border),
                                                   extent<2>(rows - 2 * border, cols - 2 * border));
    parallel_for_each(interior.extent, [=](index<2> idx) restrict(amp)
    {
        interior[idx] = interior[idx] * 2.0f + (float)idx[1];
    });

    std::vector<float> result(rows * cols);
    copy(pixels, result.begin());

    array_view<float, 2> whole(pixels);
    array_view<float, 1> row = whole[border];
    float row_sum = 0;
    for (int c = 0; c < cols; c++)
        row_sum += row[c];

    array_view<unsigned int, 1> bits = pixels.reinterpret_as<unsigned int>();
    int negative_bits = 0;
    for (int i = 0; i < rows * cols; i++)
        if (bits[i] >> 31)
            negative_bits++;

    int wrong = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
        {
            bool inside = r >= border && r < rows - border && c >= border && c < cols - border;
            float expected = inside ? 2.0f + (float)(c - border) : 1.0f;
            if (result[r * cols + c] != expected)
                wrong++;
        }
    bool ok = wrong == 0 && negative_bits == 0 && bits.extent[0] == rows * cols;
    std::cout << "row " << border << " sum " << row_sum << ", wrong " << wrong << std::endl;
    std::cout << "array sections: " << (ok ? "PASSED" : "FAILED") << std::endl;
    return ok ? 0 : 1;
}
