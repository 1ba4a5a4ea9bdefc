// The namespaces and the storage order of a BLAS in ampblas' style
// (ampblas_config.h, ampblas_defs.h): namespaces opened by macros.
#pragma once
#include <amp.h>

#define LIB_NAMESPACE_BEGIN namespace lib {
#define LIB_NAMESPACE_END }
#define DETAIL_NAMESPACE_BEGIN namespace _detail {
#define DETAIL_NAMESPACE_END }

LIB_NAMESPACE_BEGIN
enum class order { row_major, col_major };
LIB_NAMESPACE_END
