// A kernel of a function template that captures a forwarding reference
// (ampblas' fill and scale: `x_type &&x`, called with an lvalue view, so
// x_type is array_view<float, 2>&): the lambda copied the view, so the
// kernel takes it by value, whatever x_type is deduced to be. A parameter
// that is no forwarding reference keeps its type.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
using namespace concurrency;

// CHECK-LABEL: // C++ AMP kernel from parallel_for_each at kernel-forwarding-reference.cpp:{{[0-9]+}}
// CHECK-NEXT: template <int rank, typename value_type, typename x_type>
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: fill_amp_kernel_0(amp2hip::extent_domain<rank> amp_domain,
// CHECK-NEXT:                   typename std::remove_reference<x_type>::type x,
// CHECK-NEXT:                   typename std::remove_reference<value_type>::type value) {
template <int rank, typename value_type, typename x_type>
void fill(const extent<rank> &e, value_type &&value, x_type &&x) {
  parallel_for_each(e, [=](index<rank> idx) restrict(amp) { x[idx] = value; });
}

// CHECK-LABEL: // C++ AMP kernel from parallel_for_each at kernel-forwarding-reference.cpp:{{[0-9]+}}
// CHECK-NEXT: template <int rank, typename value_type, typename x_type>
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: scale_amp_kernel_0(amp2hip::extent_domain<rank> amp_domain,
// CHECK-NEXT:                    typename std::remove_reference<x_type>::type x,
// CHECK-NEXT:                    value_type value) {
template <int rank, typename value_type, typename x_type>
void scale(const extent<rank> &e, const value_type &value, x_type &&x) {
  parallel_for_each(e, [=](index<rank> idx) restrict(amp) { x[idx] *= value; });
}

int main() {
  float data[6] = {1, 2, 3, 4, 5, 6};
  array_view<float, 2> view(2, 3, data);
  float two = 2;
  fill(view.extent, two, view);  // value_type = float&, x_type = array_view<float, 2>&
  scale(view.extent, 3.0f, view);
  view.synchronize();
  return data[5] == 6 ? 0 : 1;
}
