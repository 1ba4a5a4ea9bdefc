// Visual C++'s <amp.h> includes <windows.h> (<amprt.h> includes COM's
// <unknwn.h>, which includes it unless COM_NO_WINDOWS_H), so its min and
// max macros are visible after <amp.h> alone, in host and restrict(amp)
// code (Microsoft's BinomialOptions and gaussian_blur samples); NOMINMAX
// takes them away there, and here.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: cd %t && not %amp2hip prog.cpp -o nominmax.hip.cpp -- -std=c++17 -DNOMINMAX 2> nominmax.err
// RUN: FileCheck %s --check-prefix=NOMINMAX --input-file=%t/nominmax.err
// RUN: test ! -e %t/nominmax.hip.cpp
#include <amp.h>
#include <amp_math.h>
#include <vector>
#include <iostream>
#include <assert.h>

using namespace concurrency;

#define CACHE_SIZE 16

int cached(int i, int c_base) restrict(amp) {
  return min(CACHE_SIZE - 1, i - c_base);
}
// CHECK: __device__ int cached(int i, int c_base) {
// CHECK-NEXT: return min(CACHE_SIZE - 1, i - c_base);
// NOMINMAX: prog.cpp:[[@LINE-4]]:10: error: use of undeclared identifier 'min'

int main() {
  float a = 1.5f, b = 2.5f;
  float sigma = max(1.0f, max(a, b));
  // CHECK: float sigma = max(1.0f, max(a, b));
  std::vector<int> v(64);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = cached(i[0], 8);
  });
  av.synchronize();
  std::cout << sigma << " " << v[63] << std::endl;
  return 0;
}
