// Visual C++ style: `long` is 32 bits on Windows. An `unsigned long`
// random number generator wraps at 2^32 on the CPU and in a kernel,
// LONG_MAX starts a minimum, printf prints longs with %ld.
#include "stdafx.h"
#include <amp.h>
#include <limits.h>
#include <stdio.h>
#include <vector>

using namespace concurrency;

static unsigned long g_seed = 2013;

unsigned long NextRandom()
{
    g_seed = g_seed * 1103515245 + 12345;
    return g_seed;
}

int _tmain(int argc, _TCHAR* argv[])
{
    const int n = 256;
    std::vector<unsigned long> keys(n);
    for (int i = 0; i < n; i++)
        keys[i] = NextRandom();

    array_view<unsigned long, 1> av(n, keys);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        unsigned long h = av[idx];
        for (int round = 0; round < 4; round++)
            h = h * 2654435761u + (h >> 13);
        av[idx] = h;
    });
    av.synchronize();

    long smallest = LONG_MAX;
    unsigned long sum = 0;
    for (int i = 0; i < n; i++)
    {
        long signedKey = (long)keys[i];
        if (signedKey < smallest)
            smallest = signedKey;
        sum += keys[i];
    }
    printf("sizeof(long) %d\n", (int)sizeof(long));
    printf("smallest %ld\n", smallest);
    printf("sum %lu, last %lx\n", sum, keys[n - 1]);
    return 0;
}
