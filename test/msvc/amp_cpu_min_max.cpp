// Visual C++ style: a restrict(amp, cpu) helper that calls min and max
// unqualified with only <amp.h> included (Visual C++'s <amp.h> brings in
// <windows.h> and its min/max macros), called from host code to build the
// reference and from the kernel; the two must agree element for element.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

// Clamps a sample into [lo, hi] and folds it into the saturating range.
int saturate(int value, int lo, int hi) restrict(amp, cpu)
{
    int clamped = max(lo, min(value, hi));
    return min(clamped * 2, hi) - max(lo - clamped, 0);
}

int main()
{
    const int size = 1000, lo = -100, hi = 250;
    std::vector<int> samples(size), gpu(size), cpu(size);
    for (int i = 0; i < size; i++)
        samples[i] = (i * 37) % 701 - 350;

    array_view<const int, 1> in(size, samples);
    array_view<int, 1> out(size, gpu);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> idx) restrict(amp)
    {
        out[idx] = saturate(in[idx], lo, hi);
    });
    out.synchronize();

    int mismatches = 0, low = hi, high = lo;
    for (int i = 0; i < size; i++)
    {
        cpu[i] = saturate(samples[i], lo, hi);
        if (cpu[i] != gpu[i])
            mismatches++;
        low = min(low, gpu[i]);
        high = max(high, gpu[i]);
    }
    std::cout << "range [" << low << ", " << high << "], mismatches " << mismatches << std::endl;
    std::cout << "restrict(amp, cpu) min/max: " << (mismatches == 0 ? "PASSED" : "FAILED") << std::endl;
    return mismatches == 0 ? 0 : 1;
}
