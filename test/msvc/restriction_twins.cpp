// Functions overloaded on restriction alone, each pair of one signature: C++
// AMP calls the restrict(amp) one from kernel code and the restrict(cpu) one
// from host code. A void pair with its amp side first, a pair of function
// templates, and a restrict(cpu, amp) function that calls both pairs, from
// the host, from a kernel over an extent and from a tiled kernel. amp2hip
// writes each pair as one function holding both bodies: a GPU build compiles
// each for its own side, a CPU build chooses while it runs.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

void mark(int &x) restrict(amp) { x += 2; }
void mark(int &x) restrict(cpu) { x += 1; }

template <typename T>
T weight(T v) restrict(cpu)
{
    return v;
}
template <typename T>
T weight(T v) restrict(amp)
{
    return v * 10;
}

// The pairs' side is its caller's.
int both(int v) restrict(cpu, amp)
{
    int x = v;
    mark(x);
    return weight(x);
}

int main()
{
    const int n = 64;
    std::vector<int> flat(n), tiled(n);
    array_view<int, 1> a(n, flat), t(n, tiled);
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp)
    {
        a[i] = both(i[0]);
    });
    parallel_for_each(t.extent.tile<16>(), [=](tiled_index<16> ti) restrict(amp)
    {
        tile_static int s[16];
        s[ti.local[0]] = both(ti.global[0]);
        ti.barrier.wait();
        t[ti.global] = s[15 - ti.local[0]];
    });
    a.synchronize();
    t.synchronize();

    int wrong = 0;
    for (int i = 0; i < n; i++)
    {
        int mirrored = i / 16 * 16 + 15 - i % 16;
        if (flat[i] != (i + 2) * 10 || tiled[i] != (mirrored + 2) * 10)
            wrong++;
    }
    std::cout << "restriction_twins " << n << " elements: " << wrong << " wrong" << std::endl;
    std::cout << "kernel: " << flat[1] << " " << tiled[0] << std::endl;
    std::cout << "host: " << both(5) << " " << weight(2.5f) << std::endl;
    bool ok = wrong == 0 && both(5) == 6 && weight(2.5f) == 2.5f;
    std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
    return ok ? 0 : 1;
}
