//--------------------------------------------------------------------------------------
// File: SecureCrtAndSal.cpp
//
// Visual C++ style: the "secure" CRT (printf_s, sprintf_s, strcpy_s,
// _countof) that Visual C++ asks for instead of printf and strcpy (C4996),
// SAL annotations on parameters (_In_, _Inout_, _Out_writes_(n)), a
// two-argument assert, and a class template whose tiled kernel, defined
// outside the class, calls a private static member function.
//--------------------------------------------------------------------------------------
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
#include <assert.h>

using namespace concurrency;

#define TILE_SIZE 256

template <typename _type>
class reduction
{
public:
    reduction(_In_ unsigned size) : m_size(size) {}
    _type sequential_reduction(_In_ const std::vector<_type>& source) const;
    _type tiled_reduction(_In_ const std::vector<_type>& source) const;
private:
    static _type combine(_type a, _type b) restrict(amp, cpu) { return a + b; }
    unsigned m_size;
};

template <typename _type>
_type reduction<_type>::sequential_reduction(_In_ const std::vector<_type>& source) const
{
    return std::accumulate(source.begin(), source.end(), _type(0));
}

template <typename _type>
_type reduction<_type>::tiled_reduction(_In_ const std::vector<_type>& source) const
{
    assert(source.size() == m_size, "the source must have the reduction's size");
    array<_type, 1> a(m_size, source.begin());
    unsigned element_count = m_size;
    while (element_count >= TILE_SIZE && element_count % TILE_SIZE == 0)
    {
        array<_type, 1> b(element_count / TILE_SIZE);
        extent<1> e(element_count);
        parallel_for_each(e.tile<TILE_SIZE>(), [=, &a, &b] (tiled_index<TILE_SIZE> tidx) restrict(amp)
        {
            tile_static _type tile_data[TILE_SIZE];
            unsigned local_idx = tidx.local[0];
            tile_data[local_idx] = a[tidx.global];
            tidx.barrier.wait();
            for (unsigned s = 1; s < TILE_SIZE; s *= 2)
            {
                if (local_idx % (2 * s) == 0)
                    tile_data[local_idx] = combine(tile_data[local_idx], tile_data[local_idx + s]);
                tidx.barrier.wait();
            }
            if (local_idx == 0)
                b[tidx.tile] = tile_data[0];
        });
        element_count /= TILE_SIZE;
        a = b;
    }
    std::vector<_type> result(element_count);
    copy(a.section(0, element_count), result.begin());
    return std::accumulate(result.begin(), result.end(), _type(0));
}

void fill(_Out_writes_(count) int* data, _In_ unsigned count)
{
    for (unsigned i = 0; i < count; i++)
        data[i] = (int)(i % 17) - 3;
}

int _tmain(int argc, _TCHAR* argv[])
{
    const unsigned n = TILE_SIZE * TILE_SIZE * 4;
    std::vector<int> data(n);
    fill(data.data(), n);
    reduction<int> r(n);
    int expected = r.sequential_reduction(data);
    int actual = r.tiled_reduction(data);
    printf_s("sum of %u elements: expected %d, got %d\n", n, expected, actual);

    char verdict[8];
    strcpy_s(verdict, expected == actual ? "PASSED" : "FAILED");
    char line[64];
    int written = sprintf_s(line, _countof(line), "reduction %s", verdict);
    printf_s("%s (%d characters in a buffer of %u)\n", line, written,
             (unsigned)_countof(line));
    return 0;
}
