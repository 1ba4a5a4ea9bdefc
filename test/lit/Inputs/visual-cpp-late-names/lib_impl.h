// The implementation's templates name what lib.h declares after its
// #include of this file: Visual C++ looked the names up at instantiation.
#pragma once
#include <amp.h>

namespace lib
{
    namespace details
    {
        template <typename T>
        void add_to(concurrency::array_view<T, 1> a, concurrency::array_view<const T, 1> b)
        {
            concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) {
                a[i] = lib::plus<T>()(a[i], b[i]);
            });
        }

        template <typename T>
        T sum(concurrency::array_view<const T, 1> in)
        {
            T total = T();
            for (int i = 0; i < in.extent[0]; ++i)
                total = lib::plus<T>()(total, in[i]);
            return total;
        }

        template <typename T>
        void reset(concurrency::array_view<T, 1> out)
        {
            lib::fill(out, T());
        }

        // Never instantiated: Visual C++ did not look at its body at all.
        template <typename T>
        bool ordered(T a, T b)
        {
            return lib::less<T>()(a, b) && twice(1) == 2;
        }
    }
}
