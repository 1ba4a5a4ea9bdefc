// Visual C++ code tells itself from other compilers by the macros Visual C++
// defines: the conditions on them are read as Visual C++ read them (the C++
// AMP branch is translated), and written with the runtime's macros of the
// same values, which amp2hip/msvc/predefined.h defines (AMP2HIP1123).
// The check lines are blanked in the copy (the line numbers stay).
// RUN: rm -rf %t && mkdir -p %t && sed -E 's#^// (CHECK|WARN|HIDDEN).*#//#' %s > %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// RUN: FileCheck %s --check-prefix=HIDDEN --input-file=%t/prog.hip.cpp
// HIDDEN-NOT: {{__SC_|__IN32|__IN64|__N32}}
// RUN: cp %S/Inputs/visual-cpp-condition-in-kernel.cpp %t/in-kernel.cpp && cd %t && %amp2hip in-kernel.cpp -o in-kernel.hip.cpp 2> /dev/null
// RUN: FileCheck %S/Inputs/visual-cpp-condition-in-kernel.cpp --input-file=%t/in-kernel.hip.cpp
// Translated again: the runtime's macros are not Visual C++'s.
// RUN: cd %t && %amp2hip prog.hip.cpp -o again.hip.cpp 2> again.err
// RUN: cmp %t/prog.hip.cpp %t/again.hip.cpp
// RUN: FileCheck %s --check-prefix=AGAIN --input-file=%t/again.err
// AGAIN-NOT: AMP2HIP1123
#include <stdio.h>

// The header, on a line of its own before the first condition:
// CHECK: {{^}}#include <stdio.h>
// CHECK: {{^}}#include <amp2hip/msvc/predefined.h>
// CHECK-NEXT: {{^}}#if defined(AMP2HIP_MSC_VER) && AMP2HIP_MSC_VER >= 1700 // C++ AMP: Visual Studio 2012
// CHECK-NEXT: {{^}}#include <amp2hip/amp.h>
// WARN: prog.cpp:[[#@LINE+1]]:13: warning: '_MSC_VER' is Visual C++'s: this condition is evaluated as Visual C++ did, and the macro is written 'AMP2HIP_MSC_VER' (amp2hip/msvc/predefined.h) [AMP2HIP1123]
#if defined(_MSC_VER) && _MSC_VER >= 1700 // C++ AMP: Visual Studio 2012
#include <amp.h>
#define HAVE_AMP 1
#else
#define HAVE_AMP 0
#endif

// The directive is reported once, where its first macro is.
// WARN-NOT: prog.cpp:[[#@LINE-9]]:{{[0-9]+}}: warning
// A condition over two lines.
// CHECK: {{^}}#if HAVE_AMP && \
// CHECK-NEXT: {{^}}    (defined(AMP2HIP_WIN32) || defined(AMP2HIP_WIN64))
// WARN: prog.cpp:[[#@LINE+2]]:14: warning: '_WIN32' is Visual C++'s
#if HAVE_AMP && \
    (defined(_WIN32) || defined(_WIN64))
static const char *platform = "Windows";
#else
static const char *platform = "elsewhere";
#endif

// A branch nothing compiles still reads as the user wrote it.
// CHECK: {{^}}#if 0
// CHECK-NEXT: {{^}}#ifdef AMP2HIP_MSC_VER
#if 0
#ifdef _MSC_VER
#pragma warning(disable : 4996)
#endif
#endif

// The kernel is the C++ AMP branch's: translated.
// CHECK: __global__
// CHECK: {{^}}#ifndef AMP2HIP_WIN32
// CHECK-NEXT: {{^}}  for (int i = 0; i < 4; ++i)
int main() {
  int data[4] = {1, 2, 3, 4};
#ifndef WIN32
  for (int i = 0; i < 4; ++i)
    data[i] *= 3;
#else
  concurrency::array_view<int, 1> av(4, data);
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    av[i] *= 2;
  });
  av.synchronize();
#endif
  printf("%s %d %d\n", platform, HAVE_AMP, data[3]);
  return 0;
}
