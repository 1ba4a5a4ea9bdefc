// Names a header's templates use before a later header declares them
// (AMP2HIP1128), as in the C++ AMP Algorithms Library: Visual C++ parsed a
// template's body at instantiation, Clang looks the names up where the
// template is written. The retry parses the templates as Visual C++ did
// (-fdelayed-template-parsing, every body, instantiated or not) to find
// what each name means, writes a declaration of it before the namespace
// that holds the template (a class template's default argument moves to
// it), and the standard parse of that text translates.
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/prog.cpp
// RUN: cp -r %S/Inputs/visual-cpp-late-names %t/src/Inputs/
// RUN: cd %t/src && %amp2hip --in-root . --out-root ../out prog.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=prog.err
// RUN: FileCheck %s --check-prefix=IMPL --input-file=%t/out/Inputs/visual-cpp-late-names/lib_impl.h
// RUN: FileCheck %s --check-prefix=LIB --input-file=%t/out/Inputs/visual-cpp-late-names/lib.h
// A name declared nowhere: in a template nothing instantiates, whose body
// Visual C++ never compiled, the body is kept out of the build once the
// late declarations answer all they can (AMP2HIP1135); in one that is
// instantiated it stays the error it was, and nothing is written.
// RUN: sed -e 's/twice(1)/thrice(1)/' %S/Inputs/visual-cpp-late-names/lib_impl.h > Inputs/visual-cpp-late-names/lib_impl.h
// RUN: %amp2hip --in-root . --out-root ../uninstantiated prog.cpp -- -std=c++17 2> uninstantiated.err
// RUN: FileCheck %s --check-prefix=UNINSTANTIATED --input-file=uninstantiated.err
// RUN: sed -e 's/T total = T();/T total = zero();/' %S/Inputs/visual-cpp-late-names/lib_impl.h > Inputs/visual-cpp-late-names/lib_impl.h
// RUN: not %amp2hip --in-root . --out-root ../undeclared prog.cpp -- -std=c++17 2> undeclared.err
// RUN: FileCheck %s --check-prefix=UNDECLARED --input-file=undeclared.err
// RUN: test ! -e %t/undeclared/prog.cpp
#include "Inputs/visual-cpp-late-names/lib.h"
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(8, 3), w(8, 1);
  array_view<int, 1> a(8, v);
  array_view<const int, 1> b(8, w);
  lib::details::add_to(a, b);
  int total = lib::details::sum(array_view<const int, 1>(a));
  lib::details::reset(a);
  a.synchronize();
  return total == 32 && v[0] == 0 ? 0 : 1;
}

// WARN-DAG: lib_impl.h:6:1: warning: 'lib::plus' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: lib_impl.h:6:1: warning: 'lib::fill' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: lib_impl.h:6:1: warning: 'lib::less' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: lib_impl.h:6:1: warning: 'lib::twice' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-NOT: error:

// IMPL:      #include <amp2hip/amp.h>
// IMPL-EMPTY:
// IMPL-NEXT: namespace lib { template <typename T>
// IMPL-NEXT: struct plus; }
// IMPL-NEXT: namespace lib { template <typename T>
// IMPL-NEXT: void fill(concurrency::array_view<T, 1> view, const T &value); }
// IMPL-NEXT: namespace lib { template <typename T = int>
// IMPL-NEXT: struct less; }
// IMPL-NEXT: namespace lib { inline int twice(int x); }
// IMPL-NEXT: namespace lib
// IMPL:      a[i] = lib::plus<T>()(a[i], b[i]);

// LIB:      template <typename T>{{$}}
// LIB-NEXT: struct plus
// LIB:      template <typename T>{{$}}
// LIB-NEXT: struct less

// UNINSTANTIATED: lib_impl.h:{{[0-9]+}}:9: warning: the body of function template 'lib::details::ordered' is not C++ {{.*}} [AMP2HIP1135]
// UNDECLARED: lib_impl.h:{{[0-9]+}}:{{[0-9]+}}: error: use of undeclared identifier 'zero'
