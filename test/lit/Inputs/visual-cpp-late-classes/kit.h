// A header-only kit in the order of the C++ AMP Algorithms Library's
// amp_algorithms.h: its implementation header first, then the base class and
// the functors whose objects the implementation's templates make.
#pragma once
#include <amp.h>
#include "kit_impl.h"

namespace kit
{
    template <typename A, typename R>
    struct unary_base
    {
        typedef A argument_type;
        typedef R result_type;
    };

    template <typename T>
    struct halve : public unary_base<T, T>
    {
        T operator()(const T &a) const restrict(cpu, amp) { return a / 2; }
    };

    struct clamp_to_byte
    {
        int operator()(int a) const restrict(cpu, amp) { return a < 0 ? 0 : (a > 255 ? 255 : a); }
    };

    template <typename T>
    struct twice
    {
        T operator()(const T &a) const restrict(cpu, amp) { return a + a; }
    };
}
