// amp2hip runtime: <amp_short_vectors.h>, concurrency::graphics short vector
// types: int_2 ... int_4, uint_*, float_*, double_*, norm_*, unorm_* (one
// template, short_vectors/vector.h), norm and unorm (short_vectors/norm.h),
// short_vector<T, N> and short_vector_traits<T>.
#pragma once

#include <amp2hip/amp.h>
#include <amp2hip/short_vectors/norm.h>
#include <amp2hip/short_vectors/vector.h>

namespace Concurrency {
namespace graphics {

typedef unsigned int uint;

#define AMP2HIP_SHORT_VECTORS(name, T)                                         \
  typedef ::amp2hip::detail::short_vec<T, 2> name##_2;                         \
  typedef ::amp2hip::detail::short_vec<T, 3> name##_3;                         \
  typedef ::amp2hip::detail::short_vec<T, 4> name##_4;
AMP2HIP_SHORT_VECTORS(int, int)
AMP2HIP_SHORT_VECTORS(uint, unsigned int)
AMP2HIP_SHORT_VECTORS(float, float)
AMP2HIP_SHORT_VECTORS(double, double)
AMP2HIP_SHORT_VECTORS(norm, norm)
AMP2HIP_SHORT_VECTORS(unorm, unorm)
#undef AMP2HIP_SHORT_VECTORS

// short_vector<T, N>::type: the vector of N T's (T itself for N == 1).
template <class T, int N> struct short_vector {
  typedef ::amp2hip::detail::short_vec<T, N> type;
};
template <class T> struct short_vector<T, 1> { typedef T type; };

// short_vector_traits<V>: value_type and size of a short vector or of one of
// its scalar element types.
template <class T> struct short_vector_traits;
template <class T, int N>
struct short_vector_traits<::amp2hip::detail::short_vec<T, N>> {
  typedef T value_type;
  static int const size = N;
};
#define AMP2HIP_SCALAR_TRAITS(T)                                               \
  template <> struct short_vector_traits<T> {                                  \
    typedef T value_type;                                                      \
    static int const size = 1;                                                 \
  };
AMP2HIP_SCALAR_TRAITS(int)
AMP2HIP_SCALAR_TRAITS(unsigned int)
AMP2HIP_SCALAR_TRAITS(float)
AMP2HIP_SCALAR_TRAITS(double)
AMP2HIP_SCALAR_TRAITS(norm)
AMP2HIP_SCALAR_TRAITS(unorm)
#undef AMP2HIP_SCALAR_TRAITS

} // namespace graphics
} // namespace Concurrency
