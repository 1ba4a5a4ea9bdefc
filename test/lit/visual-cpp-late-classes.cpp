// Classes a header's templates need whole before a later header defines them
// (AMP2HIP1139), as in the C++ AMP Algorithms Library's
// `amp_algorithms::min<int>()(a, b)`: an object of a type that does not
// depend on the template's parameters needs the class's definition where
// the template is written, which a declaration (AMP2HIP1128) does not give.
// The definition moves, in its namespace, before the namespace that holds
// the template, after the base class it derives from (moved too); a class
// used only through the template's parameters is declared, as before.
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/prog.cpp
// RUN: cp -r %S/Inputs/visual-cpp-late-classes %t/src/Inputs/
// RUN: cd %t/src && %amp2hip --in-root . --out-root ../out prog.cpp -- -std=c++14 2> prog.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=prog.err
// RUN: FileCheck %s --check-prefix=IMPL --input-file=%t/out/Inputs/visual-cpp-late-classes/kit_impl.h
// RUN: FileCheck %s --check-prefix=KIT --input-file=%t/out/Inputs/visual-cpp-late-classes/kit.h
#include "Inputs/visual-cpp-late-classes/kit.h"
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(8, 600);
  array_view<int, 1> a(8, v);
  kit::details::shrink(a);
  a.synchronize();
  return v[0] == 255 && kit::details::doubled(3) == 6 ? 0 : 1;
}

// WARN-DAG: kit_impl.h:7:1: warning: 'kit::unary_base' is used whole in a template before its definition {{.*}} [AMP2HIP1139]
// WARN-DAG: kit_impl.h:7:1: warning: 'kit::halve' is used whole in a template before its definition {{.*}} [AMP2HIP1139]
// WARN-DAG: kit_impl.h:7:1: warning: 'kit::clamp_to_byte' is used whole in a template before its definition {{.*}} [AMP2HIP1139]
// WARN-DAG: kit_impl.h:7:1: warning: 'kit::twice' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-NOT: error:

// IMPL:      namespace kit { struct clamp_to_byte
// IMPL:      namespace kit { template <typename A, typename R>
// IMPL-NEXT:     struct unary_base
// IMPL:      namespace kit { template <typename T>
// IMPL-NEXT:     struct halve : public unary_base<T, T>
// IMPL-NEXT:     {
// IMPL-NEXT:         __host__ __device__ T operator()(const T &a) const { return a / 2; }
// IMPL-NEXT:     }; }
// IMPL:      namespace kit { template <typename T>
// IMPL-NEXT: struct twice; }
// IMPL-NEXT: namespace kit
// IMPL:      a[i] = kit::clamp_to_byte()(kit::halve<int>()(a[i]));

// The definitions are gone from where they were; twice's stays.
// KIT-NOT:  struct unary_base
// KIT-NOT:  struct halve
// KIT-NOT:  struct clamp_to_byte
// KIT:      struct twice
