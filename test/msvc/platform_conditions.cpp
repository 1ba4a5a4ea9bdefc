// Visual C++ style: the C++ AMP code is compiled only by Visual C++
// (`#ifdef _MSC_VER`, `#if defined(_WIN32)`), a CPU loop elsewhere. The
// migrated program must run the C++ AMP branch on the GPU, as the Windows
// build did, and print what it printed.
#include "stdafx.h"
#include <iostream>
#include <vector>

#if defined(_MSC_VER) && (_MSC_VER >= 1700)
#include <amp.h>
#define USE_AMP
using namespace concurrency;
#endif

#ifdef _WIN32
#include <windows.h>
static const char *Platform = "Windows";
#else
static const char *Platform = "POSIX";
#endif

static void scale(std::vector<int> &v, int by)
{
#ifdef USE_AMP
    array_view<int, 1> av((int)v.size(), v);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        av[i] = av[i] * by + 1;
    });
    av.synchronize();
#else
    for (size_t i = 0; i < v.size(); i++)
        v[i] = 0; // the CPU version: never the one Visual C++ compiled
#endif
}

int _tmain(int argc, _TCHAR* argv[])
{
    std::vector<int> v(1024);
    for (int i = 0; i < 1024; i++)
        v[i] = i;
    scale(v, 3);
    int sum = 0;
    for (int i = 0; i < 1024; i++)
        sum += v[i];
#ifndef _WIN64
    std::cout << "32-bit build" << std::endl;
#endif
    std::cout << Platform << " sum " << sum << std::endl;
    return 0;
}
