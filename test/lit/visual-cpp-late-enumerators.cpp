// Enumerators and class templates a header's templates name before a later
// header (or the same file further on) declares them (AMP2HIP1128), as in
// the C++ AMP book's Extras/Scan: Visual C++ looked the names up at
// instantiation. An enumeration's definition is copied before the
// namespace that holds the template, it and the original between the same
// #ifndef guard (C++ takes the definition once, in any order of includes);
// a class template named in a class template's body (which the delayed
// parse does not delay) gets its declaration there when the class template
// cannot move after it (its specialization follows it, as Utilities.h's
// IsPowerOfTwoStatic<1>; AMP2HIP1141 otherwise); a temporary passed to
// the qualified call of a function template taking a non-const reference
// is an lvalue (AMP2HIP1118).
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/prog.cpp
// RUN: cp -r %S/Inputs/visual-cpp-late-enumerators %t/src/Inputs/
// RUN: cd %t/src && %amp2hip --in-root . --out-root ../out prog.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=prog.err
// RUN: FileCheck %s --check-prefix=FILL --input-file=%t/out/Inputs/visual-cpp-late-enumerators/fill.h
// RUN: FileCheck %s --check-prefix=STYLES --input-file=%t/out/Inputs/visual-cpp-late-enumerators/styles.h
#include <vector>
#include "Inputs/visual-cpp-late-enumerators/fill.h"
#include "Inputs/visual-cpp-late-enumerators/styles.h"

int main()
{
    std::vector<int> data(16, 0);
    concurrency::array_view<int, 1> v(16, data);
    shapes::Fill(v);
    v.synchronize();
    return data[3] == 2 && shapes::IsEvenStatic<4>::result == 1 &&
                   shapes::IsEvenStatic<3>::result == 0 ? 0 : 1;
}

// WARN-DAG: fill.h:4:1: warning: 'shapes::impl::FillWith' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: fill.h:4:1: warning: 'shapes::impl::FillStyle' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: fill.h:4:1: warning: 'shapes::LowBitStatic' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: fill.h:9:37: warning: 'impl::FillWith' takes a non-const reference that Visual C++ bound to a temporary; the argument is written 'amp2hip::lvalue(...)' [AMP2HIP1118]
// WARN-NOT: error:
// WARN-NOT: AMP2HIP1141

// FILL:      #ifndef AMP2HIP_DECLARED_shapes_impl_FillStyle
// FILL-NEXT: #define AMP2HIP_DECLARED_shapes_impl_FillStyle
// FILL-NEXT: namespace shapes { namespace impl { enum FillStyle
// FILL-NEXT:         {
// FILL-NEXT:             kOnes = 0,
// FILL-NEXT:             kTwos = 1
// FILL-NEXT:         }; } }
// FILL-NEXT: #endif
// FILL:      namespace shapes { template <int N>
// FILL-NEXT: struct LowBitStatic; }
// FILL:      impl::FillWith<impl::kTwos>(amp2hip::lvalue(concurrency::array_view<T, 1>(v)));

// STYLES:      #ifndef AMP2HIP_DECLARED_shapes_impl_FillStyle
// STYLES-NEXT: #define AMP2HIP_DECLARED_shapes_impl_FillStyle
// STYLES-NEXT:         enum FillStyle
// STYLES:              };
// STYLES-NEXT: #endif
