// A function template that a header's template calls with explicit
// template arguments, `rows<S>(a)`, before a later header declares it
// (ampblas' parameter_check.h, whose storage.h follows it): Visual C++
// looked the name up at instantiation. Clang takes such a call (C++20's
// argument-dependent lookup of a template-id, an extension it warns of in
// C++17), but g++ and nvcc read `rows < S > (a)` as comparisons of an
// undeclared name. The retry declares the function template before the
// namespace that holds the call (AMP2HIP1128), before the macro that opens
// it, and the output is C++17 that g++ compiles. A name declared nowhere
// (ampblas' row<S>) in a template nothing instantiates is kept out of the
// build (AMP2HIP1135), as Visual C++ never compiled it.
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/prog.cpp
// RUN: cp -r %S/Inputs/visual-cpp-late-template-id %t/src/Inputs/
// RUN: cd %t/src && %amp2hip --in-root . --out-root ../out prog.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=prog.err
// RUN: FileCheck %s --check-prefix=CHECKS --input-file=%t/out/Inputs/visual-cpp-late-template-id/checks.h
// RUN: g++ -fsyntax-only -std=c++17 -I%runtime_include %t/out/prog.cpp
// A source that instantiates none of the checks: Clang takes the calls
// (a warning only), and the retry declares the same.
// RUN: cd %t/src/Inputs/visual-cpp-late-template-id && %amp2hip --in-root . --out-root %t/no-checks no_checks.cpp -- -std=c++17 2> no_checks.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=no_checks.err
// RUN: FileCheck %s --check-prefix=CHECKS --input-file=%t/no-checks/checks.h
// RUN: g++ -fsyntax-only -std=c++17 -I%runtime_include %t/no-checks/no_checks.cpp
#include "Inputs/visual-cpp-late-template-id/lib.h"

int main() {
  using lib::order;
  concurrency::extent<2> a(2, 3), b(4, 3), c(3, 5);
  lib::_detail::require_equal_rows<order::col_major>(a, b);
  lib::_detail::require_equal_inner<order::row_major>(a, c);
  try {
    lib::_detail::require_equal_rows<order::row_major>(a, b);
  } catch (const std::invalid_argument &) {
    return 0;
  }
  return 1;
}

// WARN-DAG: checks.h:9:1: warning: 'lib::_detail::rows' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: checks.h:9:1: warning: 'lib::_detail::columns' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: checks.h:{{[0-9]+}}:1: warning: the body of function template 'lib::_detail::require_equal_outer' is not C++ {{.*}} [AMP2HIP1135]
// WARN-NOT: error:

// CHECKS:      #include "config.h"
// CHECKS-EMPTY:
// CHECKS-NEXT: namespace lib { namespace _detail { template <enum order S>
// CHECKS-NEXT: inline unsigned int rows(const concurrency::extent<2>& extent); } }
// CHECKS-NEXT: namespace lib { namespace _detail { template <enum order S>
// CHECKS-NEXT: inline unsigned int columns(const concurrency::extent<2>& extent); } }
// CHECKS-NEXT: LIB_NAMESPACE_BEGIN
// CHECKS:      if (rows<S>(a) != rows<S>(b))
// CHECKS:      void require_equal_outer(
// CHECKS-NEXT: ;
// CHECKS-NEXT: #if 0
// CHECKS:      row<S>(a)
// CHECKS:      #endif
