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

// Visual C++ also names each type without the underscore (float2 for
// float_2, ...) in namespace concurrency::graphics::direct3d. HIP and CUDA
// declare global ::float2, ::int4, ::uint3, ::double2 ... (vector_types.h),
// so once `using namespace concurrency::graphics::direct3d;` is in effect an
// unqualified `float2` would be ambiguous under hipcc and nvcc if the
// compilers saw these typedefs. They therefore exist only in the
// translator's parse, where no GPU header declares ::float2; the translator
// writes every use of one with the underscore (`float2` -> `float_2`,
// `direct3d::float4` -> `direct3d::float_4`, mapping Direct3dShortVector,
// lib/rewrite/IndexQualifier.cpp), and for the compilers direct3d names the
// underscored types, so the rewritten spellings mean what the original did
// wherever the original resolved. HIP's own ::float2 is left alone: under
// hipcc and nvcc `float2` still means it, using-directive or not, as before.
namespace direct3d {
#if defined(AMP2HIP_MODE_PARSE)
#define AMP2HIP_DIRECT3D_SHORT_VECTORS(name)                                   \
  typedef name##_2 name##2;                                                    \
  typedef name##_3 name##3;                                                    \
  typedef name##_4 name##4;
#else
#define AMP2HIP_DIRECT3D_SHORT_VECTORS(name)                                   \
  using graphics::name##_2;                                                    \
  using graphics::name##_3;                                                    \
  using graphics::name##_4;
#endif
AMP2HIP_DIRECT3D_SHORT_VECTORS(int)
AMP2HIP_DIRECT3D_SHORT_VECTORS(uint)
AMP2HIP_DIRECT3D_SHORT_VECTORS(float)
AMP2HIP_DIRECT3D_SHORT_VECTORS(double)
AMP2HIP_DIRECT3D_SHORT_VECTORS(norm)
AMP2HIP_DIRECT3D_SHORT_VECTORS(unorm)
#undef AMP2HIP_DIRECT3D_SHORT_VECTORS
} // namespace direct3d

} // namespace graphics
} // namespace Concurrency
