// Visual C++ style: test data from rand() after srand(2012), as the C++ AMP
// Algorithms Library's tests make theirs (every fourth value negated), an
// int sum and a float sum computed on the accelerator with atomics and on
// the CPU, and values scaled by RAND_MAX. Visual C++'s rand() gives 0 to
// 0x7fff: the int sum fits, and every float sum is exact, so the two sides
// agree exactly, as the program's checks expect (with glibc's generator,
// values up to 2^31 - 1, the int sum overflows and the float sums round).
#include "stdafx.h"
#include <amp.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
    // The first values from the default seed are Visual C++'s well-known ones.
    int a = rand(), b = rand(), c = rand();
    printf("first: %d %d %d\n", a, b, c);

    const int size = 1024;
    srand(2012);
    std::vector<int> values(size);
    std::vector<float> scaled(size);
    for (int i = 0; i < size; i++)
    {
        int v = rand();
        values[i] = ((v % 4) == 0) ? -v : v;
        scaled[i] = (float)rand() / RAND_MAX;
    }

    int cpuSum = 0;
    float cpuScaled = 0.0f;
    for (int i = 0; i < size; i++)
    {
        cpuSum += values[i];
        cpuScaled += scaled[i] * RAND_MAX;
    }

    int gpuSum = 0;
    array_view<const int, 1> data(size, values);
    array_view<int, 1> sum(1, &gpuSum);
    parallel_for_each(data.extent, [=](index<1> idx) restrict(amp)
    {
        atomic_fetch_add(&sum[0], data[idx]);
    });
    sum.synchronize();

    printf("RAND_MAX %d, sum %d (cpu %d), scaled sum %.1f\n", RAND_MAX, gpuSum,
           cpuSum, cpuScaled);
    bool ok = a == 41 && b == 18467 && c == 6334 && gpuSum == cpuSum &&
              RAND_MAX == 32767;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
