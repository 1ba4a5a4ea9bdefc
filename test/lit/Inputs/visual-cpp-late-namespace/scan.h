#pragma once
#include <amp.h>

namespace Extras
{
    template <typename T>
    void Scan(concurrency::array_view<T, 1> data)
    {
        details::ScanWith<details::kExclusive>(data);
    }

    namespace details
    {
        enum ScanMode
        {
            kExclusive = 0,
            kInclusive = 1
        };

        template <ScanMode Mode, typename T>
        void ScanWith(concurrency::array_view<T, 1> data)
        {
            T sum = 0;
            for (int i = 0; i < data.extent[0]; ++i)
            {
                T value = data[i];
                data[i] = (Mode == kExclusive) ? sum : sum + value;
                sum += value;
            }
        }
    }
}
