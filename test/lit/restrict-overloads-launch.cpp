// The cpu side of an overload on restriction is kept from the device pass
// (restrict-overloads.cpp); a kernel it launches would then have no device
// code under nvcc or hipcc ("invalid resource handle" at the launch:
// amp-algorithms' swap_ranges, declared restrict(amp) in one header and
// defined for the cpu in another). The device pass's body names each such
// kernel, amp2hip::instantiate_kernel, with the launch's template arguments.
// The output compiles with hipcc and nvcc (compile.every_lit_output).
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp
// RUN: %amp2hip %s -o %t14.hip.cpp -- -std=c++14
// RUN: FileCheck %s --check-prefix=CXX14 --input-file=%t14.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

// Declared for amp code, defined for the cpu: the definition's body is the
// host pass's; the device pass's names the kernel and never returns.
template <typename T> T *twice_all(T *p, int n) restrict(amp);

// CHECK-LABEL: {{^}}template <typename T> __host__ __device__ T *twice_all(T *p, int n){{$}}
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK: {{^}}  amp2hip::launch<twice_all_amp_kernel_0<T>>(v.extent, v);
// CHECK: {{^}}#else
// CHECK-NEXT: {{^}}{ amp2hip::instantiate_kernel<twice_all_amp_kernel_0<T>>(); __builtin_unreachable(); }
// CHECK-NEXT: {{^}}#endif
// CXX14: {{^}}{ amp2hip::instantiate_kernel<decltype(&twice_all_amp_kernel_0<T>), &twice_all_amp_kernel_0<T>>(); __builtin_unreachable(); }
template <typename T> T *twice_all(T *p, int n) {
  array_view<T, 1> v(n, p);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
  v.synchronize();
  return p;
}

// One signature, both defined: one function, and the device pass's branch
// of the cpu side names the kernel.
// CHECK-LABEL: {{^}}__host__ __device__ void fill(int *p, int n){{$}}
// CHECK: {{^}}AMP2HIP_ELSE_CPU_CODE {
// CHECK: {{^}}  amp2hip::launch<fill_amp_kernel_0>(v.extent, v);
// CHECK: {{^}}#else
// CHECK-NEXT: {{^}}{ amp2hip::instantiate_kernel<fill_amp_kernel_0>(); }
// CHECK-NEXT: {{^}}#endif
void fill(int *p, int n) restrict(amp) { p[0] = n; }
void fill(int *p, int n) {
  array_view<int, 1> v(n, p);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 7; });
  v.synchronize();
}

int main() {
  std::vector<int> a(4, 1);
  twice_all(a.data(), 4);
  fill(a.data(), 4);
  return a[0] == 7 ? 0 : 1;
}
