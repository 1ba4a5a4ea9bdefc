// Storage-order helpers, in the style of ampblas' storage.h: function
// templates declared, then specialized for each order.
#pragma once
#include "config.h"

LIB_NAMESPACE_BEGIN
DETAIL_NAMESPACE_BEGIN

template <enum class order S>
inline unsigned int rows(const concurrency::extent<2>& extent);

template <>
inline unsigned int rows<order::row_major>(const concurrency::extent<2>& extent)
{
    return extent[0];
}

template <>
inline unsigned int rows<order::col_major>(const concurrency::extent<2>& extent)
{
    return extent[1];
}

template <enum class order S>
inline unsigned int columns(const concurrency::extent<2>& extent)
{
    return S == order::row_major ? extent[1] : extent[0];
}

DETAIL_NAMESPACE_END
LIB_NAMESPACE_END
