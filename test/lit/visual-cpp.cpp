// Host code only Visual C++ accepts: the Windows headers that no real file
// answers become the runtime's compatibility headers, `_tmain` becomes
// `main`, `void main()` becomes `int main()`; min/max, __max and the math
// functions work without <cmath>, in host and in restrict(amp) code; SAL
// annotations (<sal.h>), the secure CRT (printf_s, sprintf_s, _countof),
// _ASSERTE (<crtdbg.h>), _getch (<conio.h>) and <tchar.h>'s _ttoi are
// declared as Visual C++'s headers declared them.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp && cp %S/Inputs/visual-cpp-uncovered.cpp %t/
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// RUN: cd %t && not %amp2hip visual-cpp-uncovered.cpp -o u.hip.cpp -- -std=c++17 2> u.err
// RUN: FileCheck %s --check-prefix=UNCOVERED --input-file=%t/u.err
// RUN: test ! -e %t/u.hip.cpp
// A project's own stdafx.h is the program's: kept.
// RUN: printf '#include <amp.h>\n' > %t/stdafx.h && cd %t && %amp2hip prog.cpp -o own.hip.cpp -- -std=c++17 2> /dev/null
// RUN: FileCheck %s --check-prefix=OWN --input-file=%t/own.hip.cpp
// RUN: cp %S/Inputs/visual-cpp-void-main.cpp %t/ && cd %t && %amp2hip visual-cpp-void-main.cpp -o v.hip.cpp -- -std=c++17 2> v.err
// RUN: FileCheck %S/Inputs/visual-cpp-void-main.cpp --input-file=%t/v.hip.cpp
// RUN: FileCheck %S/Inputs/visual-cpp-void-main.cpp --check-prefix=WARN --input-file=%t/v.err
// OWN: #include "stdafx.h"
// OWN: #include <amp2hip/msvc/tchar.h>
// Visual Studio's own stdafx.h (<tchar.h> in it) and targetver.h
// (<SDKDDKVer.h>), beside the source: kept as
// it is without --in-root, it would not compile, so nothing is written; with
// the folder as in-root it is translated too.
// RUN: rm -rf %t/vs && mkdir -p %t/vs && cp %s %t/vs/prog.cpp && printf '#pragma once\n#include "targetver.h"\n#include <stdio.h>\n#include <tchar.h>\n' > %t/vs/stdafx.h && printf '#pragma once\n#include <SDKDDKVer.h>\n' > %t/vs/targetver.h
// RUN: cd %t/vs && not %amp2hip prog.cpp -- -std=c++17 2> kept.err
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t/vs/kept.err
// RUN: test ! -e %t/vs/prog.hip.cpp
// RUN: cd %t/vs && %amp2hip --in-root=. --out-root=../vs-hip prog.cpp -- -std=c++17 2> /dev/null
// RUN: FileCheck %s --check-prefix=KEPT-HEADER --input-file=%t/vs-hip/stdafx.h
// RUN: FileCheck %s --check-prefix=KEPT-TARGETVER --input-file=%t/vs-hip/targetver.h
// KEPT-TARGETVER: #include <amp2hip/msvc/SDKDDKVer.h>
// KEPT: targetver.h:2:10: error: 'targetver.h' is not translated but includes <SDKDDKVer.h>, which only amp2hip's <amp2hip/msvc/SDKDDKVer.h> stands in for;
// KEPT: stdafx.h:4:10: error: 'stdafx.h' is not translated but includes <tchar.h>, which only amp2hip's <amp2hip/msvc/tchar.h> stands in for; translate the header with the source (--in-root=<its project folder> and --out-root or --inplace) [AMP2HIP1103]
// KEPT: translation failed; no file was written
// KEPT-HEADER: #include "targetver.h"
// KEPT-HEADER-NEXT: #include <stdio.h>
// KEPT-HEADER-NEXT: #include <amp2hip/msvc/tchar.h>

#include "stdafx.h"
// CHECK: {{^}}#include <amp2hip/msvc/stdafx.h>
#include <tchar.h>
// CHECK: {{^}}#include <amp2hip/msvc/tchar.h>
#include <Windows.h>
// CHECK: {{^}}#include <amp2hip/msvc/windows.h>
#include <sal.h>
// CHECK: {{^}}#include <amp2hip/msvc/sal.h>
#include <crtdbg.h>
// CHECK: {{^}}#include <amp2hip/msvc/crtdbg.h>
#include <conio.h>
// CHECK: {{^}}#include <amp2hip/msvc/conio.h>
#include <amp.h>
#include <algorithm>
using namespace concurrency;

static int print_count(_In_reads_(count) const float *values, _In_ int count,
                       _Out_opt_ int *printed) {
  char text[32];
  int n = sprintf_s(text, _countof(text), "%d: %g", count, values[0]);
  printf_s("%s\n", text);
  if (printed)
    *printed = n;
  return n;
}
// CHECK: static int print_count(_In_reads_(count) const float *values, _In_ int count,

// Visual C++'s <cmath> has global float overloads: fabs(y) is a float.
// __forceinline is Visual C++'s keyword (the runtime defines it).
__forceinline float twice(float x) restrict(amp, cpu) { return 2 * x; }
// CHECK: __host__ __device__ __forceinline float twice(float x) { return 2 * x; }
static float host_math(float x, float y) { return std::max(x, fabs(twice(y))); }
// CHECK: static float host_math(float x, float y) { return std::max(x, fabs(twice(y))); }

// Windows' sized integer types and <stdlib.h>'s wide conversions.
static SIZE_T windows_sizes(LPCWSTR digits) {
  UINT32 u = 1;
  INT64 big = _wtoi(digits);
  UINT64 ubig = (UINT64)_wtoi64(digits);
  INT32 i = (INT32)_wtol(digits) + (INT)_wtof(digits);
  FLOAT f = 1.0f;
  return (SIZE_T)(u + big + ubig + i + f);
}
// CHECK: static SIZE_T windows_sizes(LPCWSTR digits) {

int _tmain(int argc, _TCHAR *argv[]) {
  // CHECK: int main(int argc, _TCHAR *argv[]) {
  // WARN: prog.cpp:[[@LINE-2]]:5: warning: '_tmain' is a Visual C++ entry point (<tchar.h>); written as 'main' [AMP2HIP1017]
  float v[4] = {1, 4, 9, 16};
  array_view<float, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = max(sqrt(av[i]), 2.0f) + fabs(-1.0f) + log(1.0f);
  });
  // CHECK: av[i] = max(sqrt(av[i]), 2.0f) + fabs(-1.0f) + log(1.0f);
  LARGE_INTEGER start, frequency;
  QueryPerformanceFrequency(&frequency);
  QueryPerformanceCounter(&start);
  print_count(v, _countof(v), nullptr);
  host_math(v[0], v[1]);
  windows_sizes(L"7");
  _ASSERTE(argc >= 1);
  if (argc > 1 && _ttoi(argv[1]) > 1)
    _getch();
  return min(argc, 1) - __max(argc, 1) + __min(1, 2);
}
// WARN-NOT: AMP2HIP1016
// UNCOVERED: visual-cpp-uncovered.cpp:3:10: warning: 'windows.h' is a Visual C++ header; amp2hip's <amp2hip/msvc/windows.h> stands in for it but does not declare 'GetModuleHandle', 'HIGH_PRIORITY_CLASS', 'MEM_COMMIT', 'PAGE_READWRITE', which this file uses [AMP2HIP1016]
