#pragma once
#include <amp.h>

namespace shapes
{
    template <typename T>
    void Fill(concurrency::array_view<T, 1> v)
    {
        impl::FillWith<impl::kTwos>(concurrency::array_view<T, 1>(v));
    }

    template <int N>
    struct IsEvenStatic
    {
        enum { result = (LowBitStatic<N>::result == 0) ? 1 : 0 };
    };

    // Names IsEvenStatic: the class template cannot move (AMP2HIP1141).
    template <>
    struct IsEvenStatic<0>
    {
        enum { result = 1 };
    };

    template <int N>
    struct LowBitStatic
    {
        enum { result = N & 1 };
    };

    namespace impl
    {
        template <int Style, typename T>
        void FillWith(concurrency::array_view<T, 1> &v)
        {
            parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp)
            {
                v[i] = (Style == kOnes) ? T(1) : T(2);
            });
        }
    }
}
