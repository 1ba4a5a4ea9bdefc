// Visual C++ style: a kernel lambda copies its captures when it is made.
// A lambda kept in a variable and launched after the variable it copied
// changed, or launched in a loop that changes it, still sees the value it
// copied; a C array captured by value is copied whole into the kernel.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
    std::vector<float> v(16);
    array_view<float, 1> av(16, v);

    float s = 1.0f;
    auto fill = [=](index<1> i) restrict(amp) { av[i] = s; };
    s = 2.0f;                               // fill keeps s == 1
    parallel_for_each(av.extent, fill);
    av.synchronize();
    std::cout << "after the change: " << v[3] << std::endl;

    float step = 1.0f;
    auto add = [=](index<1> i) restrict(amp) { av[i] += step; };
    for (int n = 0; n < 3; n++)
    {
        parallel_for_each(av.extent, add);  // adds 1 each time
        step *= 10.0f;
    }
    av.synchronize();
    std::cout << "after the loop: " << v[7] << std::endl;

    float weights[3] = { 0.25f, 0.5f, 0.125f };
    int table[2][2] = { { 1, 2 }, { 3, 4 } };
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp)
    {
        av[i] = weights[0] + weights[1] + weights[2] + table[i[0] % 2][1];
    });
    av.synchronize();
    std::cout << "weights and table: " << v[0] << " " << v[1] << std::endl;
    return 0;
}
