// Visual C++ style: a kernel that uses what its function declares: a macro
// #defined in the function, an enum declared in it (the type of a captured
// variable), and an init-capture computed on the CPU (Visual C++ 2015).
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

void Scale(std::vector<float>& v, int W)
{
#define IDX(r, c) ((r) * W + (c))
    array_view<float, 1> a(static_cast<int>(v.size()), v);
    parallel_for_each(extent<2>(static_cast<int>(v.size()) / W, W), [=](index<2> i) restrict(amp)
    {
        a[IDX(i[0], i[1])] *= 2.0f;
    });
    a.synchronize();
#undef IDX
}

int _tmain(int argc, _TCHAR* argv[])
{
    std::vector<float> v(64, 1.5f);
    Scale(v, 8);
    std::cout << "scaled: " << v[0] << " " << v[63] << std::endl;

    enum class Mode { Square, Cube };
    Mode m = Mode::Cube;
    array_view<float, 1> a(64, v);
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp)
    {
        float x = a[i];
        a[i] = (m == Mode::Square) ? x * x : x * x * x;
    });
    a.synchronize();
    std::cout << "cubed: " << v[5] << std::endl;

    std::vector<int> h(16);
    array_view<int, 1> b(16, h);
    parallel_for_each(b.extent, [=, n = static_cast<int>(h.size())](index<1> i) restrict(amp)
    {
        b[i] = n - i[0];
    });
    b.synchronize();
    std::cout << "counted down: " << h[0] << " " << h[15] << std::endl;
    return 0;
}
