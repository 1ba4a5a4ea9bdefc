// A restrict(amp) function beside a restrict(amp, cpu) template of its name
// (amp-algorithms' pair: `pair(const T1 &, const T2 &) restrict(amp)` and a
// forwarding `template <...> pair(U1 &&, U2 &&) restrict(amp, cpu)`). In
// restrict(cpu, amp) code C++ AMP calls the template: the other lacks cpu.
// The parse resolves so (no AMP2HIP2018); hipcc and nvcc would prefer the
// plain constructor, a device one, on the host, so the host pass of a GPU
// build does not see it. A virtual member, or a plain function beside a
// plain one, is left as it was. The output compiles with hipcc and nvcc
// (compile.every_lit_output).
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

// CHECK-LABEL: {{^}}  __host__ __device__ pair() : first(), second() {}
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
// CHECK-NEXT: {{^}}  __device__ pair(const T1 &val1, const T2 &val2)
// CHECK-NEXT: {{^}}      : first(val1), second(val2) {}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}  template <typename U1, typename U2>
// CHECK-NEXT: {{^}}  __host__ __device__ pair(U1 &&val1, U2 &&val2) : first(val1), second(val2) {}
template <typename T1, typename T2> class pair {
public:
  T1 first;
  T2 second;
  pair() restrict(amp, cpu) : first(), second() {}
  pair(const T1 &val1, const T2 &val2) restrict(amp)
      : first(val1), second(val2) {}
  template <typename U1, typename U2>
  pair(U1 &&val1, U2 &&val2) restrict(amp, cpu) : first(val1), second(val2) {}
};

template <typename T>
pair<const T, const T> minmax(const T &a, const T &b) restrict(cpu, amp) {
  return b < a ? pair<const T, const T>(b, a) : pair<const T, const T>(a, b);
}

// A plain overload beside a plain one: standard ranking, as written.
// CHECK-LABEL: {{^}}__device__ float half(float x) { return x / 2; }
// CHECK-NEXT: {{^}}__host__ __device__ double half(double x) { return x / 2; }
float half(float x) restrict(amp) { return x / 2; }
double half(double x) restrict(amp, cpu) { return x / 2; }

int main() {
  pair<const int, const int> p = minmax(3, 2);
  std::vector<int> v(2);
  array_view<int, 1> av(2, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    pair<const int, const int> q = minmax(7, 5);
    pair<int, int> r(i[0], 1);
    av[i] = i[0] == 0 ? q.first + r.second - 1 : q.second;
  });
  av.synchronize();
  std::cout << p.first << " " << p.second << " " << v[0] << " " << v[1]
            << " " << half(3.0) << "\n";
  return p.first == 2 && v[0] == 5 && v[1] == 7 ? 0 : 1;
}
