// amp2hip::dependent_false: a false that depends on a template parameter.
// Visual C++ evaluated a static_assert in a template only at instantiation,
// so `static_assert(false, "must be specialized")` in a primary template
// compiled; hipcc's Clang, nvcc and g++ 12 reject the template itself. The
// translator writes such a condition `amp2hip::dependent_false<T>`
// (AMP2HIP1190): false for every T, known only once T is.
#pragma once

namespace amp2hip {
/// False, for a template's type (or template) parameters.
template <typename...> inline constexpr bool dependent_false = false;
/// False, for a template's non-type parameters.
template <auto...> inline constexpr bool dependent_false_value = false;
} // namespace amp2hip
