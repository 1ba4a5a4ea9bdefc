// amp2hip::lvalue: a temporary as an lvalue, for the calls where Visual
// C++ bound a temporary to a non-const reference (its C4239 extension:
// `scale(av.section(0, n))` with `void scale(array_view<float, 1> &)`).
// The translator writes such an argument `amp2hip::lvalue(av.section(0,
// n))` (AMP2HIP1118). The temporary lives to the end of the full
// expression, as under Visual C++, so the callee may use and change it.
#pragma once

#include <amp2hip/detail/config.h>

#include <type_traits>

namespace amp2hip {
template <typename T> AMP2HIP_HD T &lvalue(T &&temporary) {
  static_assert(std::is_class<typename std::remove_reference<T>::type>::value,
                "Visual C++ binds only a temporary of class type to a "
                "non-const reference (C2664 otherwise)");
  return temporary;
}
} // namespace amp2hip
