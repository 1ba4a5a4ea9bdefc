// Twins kept whole to their passes (members): the kernels the cpu side
// launches are named at the start of the amp side, which the device pass
// sees; its callers there instantiate them (a class template's kernel
// had no device code otherwise).
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp --match-full-lines

#include <amp.h>
#include <iostream>
using namespace concurrency;

struct Filler {
  int value;
  // The cpu side launches a kernel; the amp side is what kernels call.
  void fill(array_view<int, 1> a) const restrict(cpu) {
    int v = value;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = v; });
  }
  void fill(array_view<int, 1> a) const restrict(amp) { a[0] = value; }
};

template <typename T> struct Scaler {
  T k;
  void scale(array_view<T, 1> a) const restrict(cpu) {
    T kk = k;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] *= kk; });
  }
  void scale(array_view<T, 1> a) const restrict(amp) { a[0] *= k; }
};

// CHECK: #if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT:   __host__ __device__ void fill(array_view<int, 1> a) const {
// CHECK-NEXT:     int v = value;
// CHECK-NEXT:     amp2hip::launch<Filler_fill_amp_kernel_0>(a.extent, a, v);
// CHECK-NEXT:   }
// CHECK-NEXT: #endif
// CHECK-NEXT: #if AMP2HIP_DEVICE_PASS
// CHECK-NEXT:   __host__ __device__ void fill(array_view<int, 1> a) const { amp2hip::instantiate_kernel<Filler_fill_amp_kernel_0>(); a[0] = value; }
// CHECK-NEXT: #endif
// CHECK: #if AMP2HIP_DEVICE_PASS
// CHECK-NEXT:   __host__ __device__ void scale(array_view<T, 1> a) const { amp2hip::instantiate_kernel<Scaler_scale_amp_kernel_0<T>>(); a[0] *= k; }
// CHECK-NEXT: #endif

// A function template's cpu side names its own template parameters: a plain
// amp side could not name its kernel, and gets nothing.
template <typename T> void twice(array_view<T, 1> a) restrict(cpu) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += a[i]; });
}
void twice(array_view<float, 1> a) restrict(amp) { a[0] += a[0]; }
// CHECK: #if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: __host__ __device__ void twice(array_view<float, 1> a) { a[0] += a[0]; }
