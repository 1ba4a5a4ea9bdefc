// Visual C++ starts a program at wmain when it defines one; Linux needs
// main. A main is added after wmain that calls it with the arguments as
// wide strings (AMP2HIP1122); the output compiles
// (compile.every_lit_output) and links (test/msvc/swizzles.cpp runs it on
// the GPU).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err --implicit-check-not=warning: --implicit-check-not=error:

#include <amp.h>
#include <iostream>
using namespace concurrency;

int wmain(int argc, wchar_t *argv[]) // a comment stays
{
  // WARN: prog.cpp:[[@LINE-2]]:5: warning: 'wmain' is a Visual C++ entry point; a 'main' that calls it with the arguments as wide strings is added after it [AMP2HIP1122]
  // CHECK: {{^}}int wmain(int argc, wchar_t *argv[]) // a comment stays
  array<int, 1> a(4);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = i[0]; });
  std::wcout << argv[0] << std::endl;
  return 0;
}
// CHECK: {{^}}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}#include <amp2hip/msvc/wmain.h>
// CHECK-NEXT: {{^}}// amp2hip: Linux starts programs at main, which passes wmain its arguments as wide strings.
// CHECK-NEXT: {{^}}int main(int argc, char *argv[]) {
// CHECK-NEXT: {{^}}  return amp2hip::msvc::wide_main(wmain, argc, argv);
// CHECK-NEXT: {{^}}}
