// A header-only library in the order of the C++ AMP Algorithms Library's
// amp_algorithms.h: its implementation header first, then the functors and
// functions that the implementation's templates name.
#pragma once
#include <amp.h>
#include "lib_impl.h"

namespace lib
{
    template <typename T>
    struct plus
    {
        T operator()(const T &a, const T &b) const restrict(cpu, amp) { return a + b; }
    };

    template <typename T = int>
    struct less
    {
        bool operator()(const T &a, const T &b) const restrict(cpu, amp) { return a < b; }
    };

    template <typename T>
    void fill(concurrency::array_view<T, 1> view, const T &value)
    {
        concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp) {
            view[i] = value;
        });
    }

    inline int twice(int x) { return 2 * x; }
}
