// Host code only Visual C++ accepts is reported with its location and left
// alone; the headers that do not exist here parse against small stubs.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %amp2hip --check --report-format=json %s -- -std=c++17 2> /dev/null | FileCheck %s --check-prefix=CLEAN
// CLEAN: "ok": true

#include "stdafx.h"
// CHECK: #include "stdafx.h"
// WARN: visual-cpp.cpp:[[@LINE-2]]:10: warning: 'stdafx.h' is a Visual C++ header; left unchanged, the translated host code will not build with hipcc or nvcc until it is replaced [AMP2HIP1016]
#include <tchar.h>
// CHECK: #include <tchar.h>
// WARN: visual-cpp.cpp:[[@LINE-2]]:10: warning: 'tchar.h' is a Visual C++ header
#include <windows.h>
// CHECK: #include <windows.h>
// WARN: visual-cpp.cpp:[[@LINE-2]]:10: warning: 'windows.h' is a Visual C++ header
#include <amp.h>
using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  // CHECK: int _tmain(int argc, _TCHAR *argv[]) {
  // WARN: visual-cpp.cpp:[[@LINE-2]]:5: warning: '_tmain' is a Visual C++ entry point (<tchar.h>); left unchanged, rename it to 'main' for hipcc or nvcc [AMP2HIP1017]
  int v[4] = {1, 2, 3, 4};
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  // CHECK: amp2hip::launch(main_amp_kernel_0, av.extent, av);
  LARGE_INTEGER t;
  QueryPerformanceCounter(&t);
  return 0;
}
