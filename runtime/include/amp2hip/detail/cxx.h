// amp2hip runtime: the few C++14/17 library helpers the headers need,
// spelled in C++11.
//
// hipcc (ROCm 5.x) compiles with -std=c++11 unless told otherwise, and
// translated programs are built with hipcc's defaults, so every runtime
// header must be valid C++11 (the runtime library itself is built as C++17).
#pragma once

#include <cstddef>
#include <type_traits>

// constexpr for functions that need C++14's relaxed constexpr (loops).
#if __cplusplus >= 201402L
#define AMP2HIP_CONSTEXPR14 constexpr
#else
#define AMP2HIP_CONSTEXPR14
#endif

namespace amp2hip {
namespace cxx {

template <bool B, typename T = void>
using enable_if_t = typename std::enable_if<B, T>::type;
template <typename T>
using remove_const_t = typename std::remove_const<T>::type;
template <typename T>
using remove_cvref_t =
    typename std::remove_cv<typename std::remove_reference<T>::type>::type;

template <typename...> struct make_void { typedef void type; };
template <typename... Ts> using void_t = typename make_void<Ts...>::type;

// All of Bs... are true.
template <bool... Bs> struct all_true;
template <> struct all_true<> : std::true_type {};
template <bool B, bool... Bs>
struct all_true<B, Bs...>
    : std::integral_constant<bool, B && all_true<Bs...>::value> {};

// std::index_sequence / make_index_sequence.
template <std::size_t... I> struct index_sequence {};
template <std::size_t N, std::size_t... I>
struct make_index_sequence_impl : make_index_sequence_impl<N - 1, N - 1, I...> {
};
template <std::size_t... I> struct make_index_sequence_impl<0, I...> {
  typedef index_sequence<I...> type;
};
template <std::size_t N>
using make_index_sequence = typename make_index_sequence_impl<N>::type;

template <int N> using int_ = std::integral_constant<int, N>;

} // namespace cxx
} // namespace amp2hip
