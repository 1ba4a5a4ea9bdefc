// amp2hip runtime: the one template behind C++ AMP's short vector types
// (int_2 ... double_4, norm_2 ... unorm_4; amp_short_vectors.h names them).
//
// Visual C++ generates a class per type with __declspec(property) members;
// here one template gives every type the same API: x y z w (and r g b a) as
// data members, get_/set_/ref_ accessors, get_xy()/set_xy() style swizzles
// (the swizzle properties of Visual C++ are not portable C++), the
// element-wise operators and explicit conversions between element types.
// All __host__ __device__; trivially copyable for arithmetic elements.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/detail/cxx.h>
#include <amp2hip/short_vectors/norm.h>

#include <type_traits>

namespace amp2hip {
namespace detail {

template <class T, int N> class short_vec;

// Elements of norm vectors may also be given as float (norm(float) is
// explicit); for other element types this argument type cannot be named.
struct no_float_arg {
private:
  no_float_arg();
};
template <class T>
struct float_arg
    : std::conditional<std::is_same<T, Concurrency::graphics::norm>::value ||
                           std::is_same<T, Concurrency::graphics::unorm>::value,
                       float, no_float_arg> {};

// x (or r), get_x(), set_x(), ref_x(), ref_r().
#define AMP2HIP_SV_COMPONENT(c, alias)                                         \
  union {                                                                      \
    T c;                                                                       \
    T alias;                                                                   \
  };                                                                           \
  AMP2HIP_HD T get_##c() const { return c; }                                   \
  AMP2HIP_HD void set_##c(T v) { c = v; }                                      \
  AMP2HIP_HD T &ref_##c() { return c; }                                        \
  AMP2HIP_HD T &ref_##alias() { return c; }

// The components, by count; at(i) serves the element-wise loops (constant
// after unrolling).
template <class T, int N> struct sv_components;
template <class T> struct sv_components<T, 2> {
  AMP2HIP_SV_COMPONENT(x, r)
  AMP2HIP_SV_COMPONENT(y, g)
  AMP2HIP_HD sv_components() : x(), y() {}
  AMP2HIP_HD T &at(int i) { return i == 0 ? x : y; }
  AMP2HIP_HD const T &at(int i) const { return i == 0 ? x : y; }
};
template <class T> struct sv_components<T, 3> {
  AMP2HIP_SV_COMPONENT(x, r)
  AMP2HIP_SV_COMPONENT(y, g)
  AMP2HIP_SV_COMPONENT(z, b)
  AMP2HIP_HD sv_components() : x(), y(), z() {}
  AMP2HIP_HD T &at(int i) { return i == 0 ? x : (i == 1 ? y : z); }
  AMP2HIP_HD const T &at(int i) const { return i == 0 ? x : (i == 1 ? y : z); }
};
template <class T> struct sv_components<T, 4> {
  AMP2HIP_SV_COMPONENT(x, r)
  AMP2HIP_SV_COMPONENT(y, g)
  AMP2HIP_SV_COMPONENT(z, b)
  AMP2HIP_SV_COMPONENT(w, a)
  AMP2HIP_HD sv_components() : x(), y(), z(), w() {}
  AMP2HIP_HD T &at(int i) {
    return i == 0 ? x : (i == 1 ? y : (i == 2 ? z : w));
  }
  AMP2HIP_HD const T &at(int i) const {
    return i == 0 ? x : (i == 1 ? y : (i == 2 ? z : w));
  }
};
#undef AMP2HIP_SV_COMPONENT

// Element-wise binary operator and its compound assignment, as hidden
// friends: found through the vector's class (and its bases), and a scalar
// operand converts through the vector's implicit scalar constructor.
#define AMP2HIP_SV_BINARY(V, op)                                               \
  friend AMP2HIP_HD V operator op(const V &a, const V &b) {                    \
    V result;                                                                  \
    for (int i = 0; i < V::size; ++i)                                          \
      result.at(i) = a.at(i) op b.at(i);                                       \
    return result;                                                             \
  }                                                                            \
  friend AMP2HIP_HD V &operator op##=(V &a, const V &b) {                      \
    for (int i = 0; i < V::size; ++i)                                          \
      a.at(i) = a.at(i) op b.at(i);                                            \
    return a;                                                                  \
  }

// The integer-only operators: % ^ | & << >> ~.
template <class V, bool Integral> struct sv_integer_ops {};
template <class V> struct sv_integer_ops<V, true> {
  AMP2HIP_SV_BINARY(V, %)
  AMP2HIP_SV_BINARY(V, ^)
  AMP2HIP_SV_BINARY(V, |)
  AMP2HIP_SV_BINARY(V, &)
  AMP2HIP_SV_BINARY(V, <<)
  AMP2HIP_SV_BINARY(V, >>)
  friend AMP2HIP_HD V operator~(const V &a) {
    V result;
    for (int i = 0; i < V::size; ++i)
      result.at(i) = ~a.at(i);
    return result;
  }
};

// Unary minus, for the signed element types (not uint, unorm).
template <class V, bool Signed> struct sv_negate_op {};
template <class V> struct sv_negate_op<V, true> {
  friend AMP2HIP_HD V operator-(const V &a) {
    V result;
    for (int i = 0; i < V::size; ++i)
      result.at(i) = -a.at(i);
    return result;
  }
};

template <class T>
struct sv_is_signed
    : std::integral_constant<
          bool, !std::is_same<T, unsigned int>::value &&
                    !std::is_same<T, Concurrency::graphics::unorm>::value> {};

// A swizzle of distinct components I0, I1... (valid when all are < N):
// get_xy() returns them as a vector, set_xy(v) assigns them (v by value:
// v.set_yx(v) must read v before writing it).
//
// For the translator's parse, also Visual C++'s swizzle properties, `v.xy`
// and its color alias `v.rg`: each use is written as the get_ or set_
// call (lib/rewrite/PropertyRewriter.cpp); the compiled runtime has none.
#if defined(AMP2HIP_MODE_PARSE)
#define AMP2HIP_SV_SWIZZLE_PROPERTY(n, name, rgba, getter, setter)             \
  __declspec(property(get = getter, put = setter)) short_vec<T, n> name;       \
  __declspec(property(get = getter, put = setter)) short_vec<T, n> rgba;
#else
#define AMP2HIP_SV_SWIZZLE_PROPERTY(n, name, rgba, getter, setter)
#endif
#define AMP2HIP_SV_RGBA_x r
#define AMP2HIP_SV_RGBA_y g
#define AMP2HIP_SV_RGBA_z b
#define AMP2HIP_SV_RGBA_w a
#define AMP2HIP_SV_PASTE(a, b) AMP2HIP_SV_PASTE_(a, b)
#define AMP2HIP_SV_PASTE_(a, b) a##b
#define AMP2HIP_SV_RGBA(a, b)                                                  \
  AMP2HIP_SV_PASTE(AMP2HIP_SV_RGBA_##a, AMP2HIP_SV_RGBA_##b)
#define AMP2HIP_SV_SWIZZLE2(a, b, A, B)                                        \
  AMP2HIP_SV_SWIZZLE_PROPERTY(2, a##b, AMP2HIP_SV_RGBA(a, b), get_##a##b,      \
                              set_##a##b)                                      \
  template <int M = N, cxx::enable_if_t<(M > A && M > B), int> = 0>            \
  AMP2HIP_HD short_vec<T, 2> get_##a##b() const {                              \
    return short_vec<T, 2>(this->at(A), this->at(B));                          \
  }                                                                            \
  template <int M = N, cxx::enable_if_t<(M > A && M > B), int> = 0>            \
  AMP2HIP_HD void set_##a##b(short_vec<T, 2> v) {                              \
    this->at(A) = v.x;                                                         \
    this->at(B) = v.y;                                                         \
  }
#define AMP2HIP_SV_SWIZZLE3(a, b, c, A, B, C)                                  \
  AMP2HIP_SV_SWIZZLE_PROPERTY(                                                 \
      3, a##b##c,                                                              \
      AMP2HIP_SV_PASTE(AMP2HIP_SV_RGBA(a, b), AMP2HIP_SV_RGBA_##c),            \
      get_##a##b##c, set_##a##b##c)                                            \
  template <int M = N, cxx::enable_if_t<(M > A && M > B && M > C), int> = 0>   \
  AMP2HIP_HD short_vec<T, 3> get_##a##b##c() const {                           \
    return short_vec<T, 3>(this->at(A), this->at(B), this->at(C));             \
  }                                                                            \
  template <int M = N, cxx::enable_if_t<(M > A && M > B && M > C), int> = 0>   \
  AMP2HIP_HD void set_##a##b##c(short_vec<T, 3> v) {                           \
    this->at(A) = v.x;                                                         \
    this->at(B) = v.y;                                                         \
    this->at(C) = v.z;                                                         \
  }
// Four distinct components of a 4-vector: a permutation.
#define AMP2HIP_SV_SWIZZLE4(a, b, c, d, A, B, C, D)                            \
  AMP2HIP_SV_SWIZZLE_PROPERTY(                                                 \
      4, a##b##c##d,                                                           \
      AMP2HIP_SV_PASTE(AMP2HIP_SV_RGBA(a, b), AMP2HIP_SV_RGBA(c, d)),          \
      get_##a##b##c##d, set_##a##b##c##d)                                      \
  template <int M = N, cxx::enable_if_t<(M == 4), int> = 0>                    \
  AMP2HIP_HD short_vec<T, 4> get_##a##b##c##d() const {                        \
    return short_vec<T, 4>(this->at(A), this->at(B), this->at(C),              \
                           this->at(D));                                       \
  }                                                                            \
  template <int M = N, cxx::enable_if_t<(M == 4), int> = 0>                    \
  AMP2HIP_HD void set_##a##b##c##d(short_vec<T, 4> v) {                        \
    this->at(A) = v.x;                                                         \
    this->at(B) = v.y;                                                         \
    this->at(C) = v.z;                                                         \
    this->at(D) = v.w;                                                         \
  }

template <class T, int N>
class short_vec
    : public sv_components<T, N>,
      public sv_integer_ops<short_vec<T, N>, std::is_integral<T>::value>,
      public sv_negate_op<short_vec<T, N>, sv_is_signed<T>::value> {
  typedef typename float_arg<T>::type float_t;

public:
  typedef T value_type;
  static const int size = N;

  // All components 0.
  AMP2HIP_HD short_vec() {}
  // All components v.
  AMP2HIP_HD short_vec(T v) {
    for (int i = 0; i < N; ++i)
      this->at(i) = v;
  }
  AMP2HIP_HD explicit short_vec(float_t v) {
    for (int i = 0; i < N; ++i)
      this->at(i) = T(v);
  }
  template <int M = N, cxx::enable_if_t<M == 2, int> = 0>
  AMP2HIP_HD short_vec(T v0, T v1) {
    this->x = v0;
    this->y = v1;
  }
  template <int M = N, cxx::enable_if_t<M == 3, int> = 0>
  AMP2HIP_HD short_vec(T v0, T v1, T v2) {
    this->x = v0;
    this->y = v1;
    this->z = v2;
  }
  template <int M = N, cxx::enable_if_t<M == 4, int> = 0>
  AMP2HIP_HD short_vec(T v0, T v1, T v2, T v3) {
    this->x = v0;
    this->y = v1;
    this->z = v2;
    this->w = v3;
  }
  template <int M = N, cxx::enable_if_t<M == 2, int> = 0>
  AMP2HIP_HD short_vec(float_t v0, float_t v1) : short_vec(T(v0), T(v1)) {}
  template <int M = N, cxx::enable_if_t<M == 3, int> = 0>
  AMP2HIP_HD short_vec(float_t v0, float_t v1, float_t v2)
      : short_vec(T(v0), T(v1), T(v2)) {}
  template <int M = N, cxx::enable_if_t<M == 4, int> = 0>
  AMP2HIP_HD short_vec(float_t v0, float_t v1, float_t v2, float_t v3)
      : short_vec(T(v0), T(v1), T(v2), T(v3)) {}
  // Each component converted from another element type (explicit, as in
  // C++ AMP: int_3(float_3(...))).
  template <class U, cxx::enable_if_t<!std::is_same<U, T>::value, int> = 0>
  AMP2HIP_HD explicit short_vec(const short_vec<U, N> &other) {
    for (int i = 0; i < N; ++i)
      this->at(i) = static_cast<T>(other.at(i));
  }

  AMP2HIP_SV_BINARY(short_vec, +)
  AMP2HIP_SV_BINARY(short_vec, -)
  AMP2HIP_SV_BINARY(short_vec, *)
  AMP2HIP_SV_BINARY(short_vec, /)

  friend AMP2HIP_HD bool operator==(const short_vec &a, const short_vec &b) {
    for (int i = 0; i < N; ++i)
      if (!(a.at(i) == b.at(i)))
        return false;
    return true;
  }
  friend AMP2HIP_HD bool operator!=(const short_vec &a, const short_vec &b) {
    return !(a == b);
  }

  AMP2HIP_HD short_vec &operator++() {
    for (int i = 0; i < N; ++i)
      ++this->at(i);
    return *this;
  }
  AMP2HIP_HD short_vec &operator--() {
    for (int i = 0; i < N; ++i)
      --this->at(i);
    return *this;
  }
  AMP2HIP_HD short_vec operator++(int) {
    short_vec old = *this;
    ++*this;
    return old;
  }
  AMP2HIP_HD short_vec operator--(int) {
    short_vec old = *this;
    --*this;
    return old;
  }

  AMP2HIP_SV_SWIZZLE2(x, y, 0, 1)
  AMP2HIP_SV_SWIZZLE2(x, z, 0, 2)
  AMP2HIP_SV_SWIZZLE2(x, w, 0, 3)
  AMP2HIP_SV_SWIZZLE2(y, x, 1, 0)
  AMP2HIP_SV_SWIZZLE2(y, z, 1, 2)
  AMP2HIP_SV_SWIZZLE2(y, w, 1, 3)
  AMP2HIP_SV_SWIZZLE2(z, x, 2, 0)
  AMP2HIP_SV_SWIZZLE2(z, y, 2, 1)
  AMP2HIP_SV_SWIZZLE2(z, w, 2, 3)
  AMP2HIP_SV_SWIZZLE2(w, x, 3, 0)
  AMP2HIP_SV_SWIZZLE2(w, y, 3, 1)
  AMP2HIP_SV_SWIZZLE2(w, z, 3, 2)

  AMP2HIP_SV_SWIZZLE3(x, y, z, 0, 1, 2)
  AMP2HIP_SV_SWIZZLE3(x, y, w, 0, 1, 3)
  AMP2HIP_SV_SWIZZLE3(x, z, y, 0, 2, 1)
  AMP2HIP_SV_SWIZZLE3(x, z, w, 0, 2, 3)
  AMP2HIP_SV_SWIZZLE3(x, w, y, 0, 3, 1)
  AMP2HIP_SV_SWIZZLE3(x, w, z, 0, 3, 2)
  AMP2HIP_SV_SWIZZLE3(y, x, z, 1, 0, 2)
  AMP2HIP_SV_SWIZZLE3(y, x, w, 1, 0, 3)
  AMP2HIP_SV_SWIZZLE3(y, z, x, 1, 2, 0)
  AMP2HIP_SV_SWIZZLE3(y, z, w, 1, 2, 3)
  AMP2HIP_SV_SWIZZLE3(y, w, x, 1, 3, 0)
  AMP2HIP_SV_SWIZZLE3(y, w, z, 1, 3, 2)
  AMP2HIP_SV_SWIZZLE3(z, x, y, 2, 0, 1)
  AMP2HIP_SV_SWIZZLE3(z, x, w, 2, 0, 3)
  AMP2HIP_SV_SWIZZLE3(z, y, x, 2, 1, 0)
  AMP2HIP_SV_SWIZZLE3(z, y, w, 2, 1, 3)
  AMP2HIP_SV_SWIZZLE3(z, w, x, 2, 3, 0)
  AMP2HIP_SV_SWIZZLE3(z, w, y, 2, 3, 1)
  AMP2HIP_SV_SWIZZLE3(w, x, y, 3, 0, 1)
  AMP2HIP_SV_SWIZZLE3(w, x, z, 3, 0, 2)
  AMP2HIP_SV_SWIZZLE3(w, y, x, 3, 1, 0)
  AMP2HIP_SV_SWIZZLE3(w, y, z, 3, 1, 2)
  AMP2HIP_SV_SWIZZLE3(w, z, x, 3, 2, 0)
  AMP2HIP_SV_SWIZZLE3(w, z, y, 3, 2, 1)

  AMP2HIP_SV_SWIZZLE4(x, y, z, w, 0, 1, 2, 3)
  AMP2HIP_SV_SWIZZLE4(x, y, w, z, 0, 1, 3, 2)
  AMP2HIP_SV_SWIZZLE4(x, z, y, w, 0, 2, 1, 3)
  AMP2HIP_SV_SWIZZLE4(x, z, w, y, 0, 2, 3, 1)
  AMP2HIP_SV_SWIZZLE4(x, w, y, z, 0, 3, 1, 2)
  AMP2HIP_SV_SWIZZLE4(x, w, z, y, 0, 3, 2, 1)
  AMP2HIP_SV_SWIZZLE4(y, x, z, w, 1, 0, 2, 3)
  AMP2HIP_SV_SWIZZLE4(y, x, w, z, 1, 0, 3, 2)
  AMP2HIP_SV_SWIZZLE4(y, z, x, w, 1, 2, 0, 3)
  AMP2HIP_SV_SWIZZLE4(y, z, w, x, 1, 2, 3, 0)
  AMP2HIP_SV_SWIZZLE4(y, w, x, z, 1, 3, 0, 2)
  AMP2HIP_SV_SWIZZLE4(y, w, z, x, 1, 3, 2, 0)
  AMP2HIP_SV_SWIZZLE4(z, x, y, w, 2, 0, 1, 3)
  AMP2HIP_SV_SWIZZLE4(z, x, w, y, 2, 0, 3, 1)
  AMP2HIP_SV_SWIZZLE4(z, y, x, w, 2, 1, 0, 3)
  AMP2HIP_SV_SWIZZLE4(z, y, w, x, 2, 1, 3, 0)
  AMP2HIP_SV_SWIZZLE4(z, w, x, y, 2, 3, 0, 1)
  AMP2HIP_SV_SWIZZLE4(z, w, y, x, 2, 3, 1, 0)
  AMP2HIP_SV_SWIZZLE4(w, x, y, z, 3, 0, 1, 2)
  AMP2HIP_SV_SWIZZLE4(w, x, z, y, 3, 0, 2, 1)
  AMP2HIP_SV_SWIZZLE4(w, y, x, z, 3, 1, 0, 2)
  AMP2HIP_SV_SWIZZLE4(w, y, z, x, 3, 1, 2, 0)
  AMP2HIP_SV_SWIZZLE4(w, z, x, y, 3, 2, 0, 1)
  AMP2HIP_SV_SWIZZLE4(w, z, y, x, 3, 2, 1, 0)
};

#undef AMP2HIP_SV_BINARY
#undef AMP2HIP_SV_SWIZZLE2
#undef AMP2HIP_SV_SWIZZLE3
#undef AMP2HIP_SV_SWIZZLE4
#undef AMP2HIP_SV_SWIZZLE_PROPERTY
#undef AMP2HIP_SV_RGBA_x
#undef AMP2HIP_SV_RGBA_y
#undef AMP2HIP_SV_RGBA_z
#undef AMP2HIP_SV_RGBA_w
#undef AMP2HIP_SV_PASTE
#undef AMP2HIP_SV_PASTE_
#undef AMP2HIP_SV_RGBA

} // namespace detail
} // namespace amp2hip
