// Visual C++ style: a one-pass minimum and maximum over a data set with
// atomic_fetch_min and atomic_fetch_max on two array_views of one element,
// seeded with INT_MAX and INT_MIN from <limits.h>, and a count of negative
// samples with atomic_fetch_inc; printed with printf as the samples did.
#include "stdafx.h"
#include <amp.h>
#include <limits.h>
#include <stdio.h>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
    const int size = 100000;
    std::vector<int> samples(size);
    for (int i = 0; i < size; i++)
        samples[i] = (int)((i * 7919u) % 200003u) - 100000;

    int lowest = INT_MAX, highest = INT_MIN, negatives = 0;
    array_view<const int, 1> data(size, samples);
    array_view<int, 1> low(1, &lowest), high(1, &highest), neg(1, &negatives);
    parallel_for_each(data.extent, [=](index<1> idx) restrict(amp)
    {
        int v = data[idx];
        atomic_fetch_min(&low[0], v);
        atomic_fetch_max(&high[0], v);
        if (v < 0)
            atomic_fetch_inc(&neg[0]);
    });
    low.synchronize();
    high.synchronize();
    neg.synchronize();

    int cpu_low = INT_MAX, cpu_high = INT_MIN, cpu_neg = 0;
    for (int i = 0; i < size; i++)
    {
        if (samples[i] < cpu_low) cpu_low = samples[i];
        if (samples[i] > cpu_high) cpu_high = samples[i];
        if (samples[i] < 0) cpu_neg++;
    }
    bool ok = lowest == cpu_low && highest == cpu_high && negatives == cpu_neg;
    printf("min %d, max %d, negative %d\n", lowest, highest, negatives);
    printf("atomic min/max: %s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
