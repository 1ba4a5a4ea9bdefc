// Argument checks, in the order of ampblas' parameter_check.h: their
// templates call rows<S>(...) and columns<S>(...), function templates that
// layout.h, included after this header, declares. Visual C++ looked the
// names up at instantiation.
#pragma once
#include <stdexcept>
#include "config.h"

LIB_NAMESPACE_BEGIN
DETAIL_NAMESPACE_BEGIN

template <enum class order S>
void require_equal_rows(const concurrency::extent<2>& a, const concurrency::extent<2>& b)
{
    if (rows<S>(a) != rows<S>(b))
        throw std::invalid_argument("the row counts must match");
}

template <enum class order S>
void require_equal_inner(const concurrency::extent<2>& a, const concurrency::extent<2>& b)
{
    if (columns<S>(a) != rows<S>(b))
        throw std::invalid_argument("the inner dimensions must match");
}

// A name declared nowhere (ampblas' row<S>), in a template nothing
// instantiates: Visual C++ never compiled its body.
template <enum class order S>
void require_equal_outer(const concurrency::extent<2>& a, const concurrency::extent<2>& b)
{
    if (row<S>(a) != columns<S>(b))
        throw std::invalid_argument("the outer dimensions must match");
}

DETAIL_NAMESPACE_END
LIB_NAMESPACE_END
