// Visual C++ style: a tiled kernel with a tile_static array, passed
// through a macro that wraps parallel_for_each in try/catch.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

#define CHECKED_PFE(domain, kernel)                                    \
    do {                                                               \
        try { parallel_for_each(domain, kernel); }                     \
        catch (runtime_exception& ex) { std::cout << ex.what() << std::endl; } \
    } while (0)

int _tmain(int argc, _TCHAR* argv[])
{
    std::vector<int> v(256);
    for (int i = 0; i < 256; i++)
        v[i] = i;
    array_view<int, 1> a(256, v);
    CHECKED_PFE(a.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp)
    {
        tile_static int s[64];
        s[t.local[0]] = a[t.global];
        t.barrier.wait();
        a[t.global] = s[63 - t.local[0]];   // reversed within each tile
    });
    a.synchronize();
    std::cout << v[0] << " " << v[63] << " " << v[64] << " " << v[255] << std::endl;
    return 0;
}
