// Overloads on restriction in a file that includes nothing (as the
// conformance suite's overload tests are written): the runtime's
// AMP2HIP_IF_AMP_CODE is not defined there, so the pair cannot share one
// body; each pass keeps its own, and the output compiles without <amp.h>.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14
// RUN: FileCheck %s --input-file=%t.hip.cpp
// CHECK-NOT: {{^}}AMP2HIP_IF_AMP_CODE
// CHECK-NOT: {{^}}AMP2HIP_ELSE_CPU_CODE

struct A {};

// CHECK: {{^}}__host__ __device__ void f(A)
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}{ }
// CHECK-NEXT: {{^}}#else
// CHECK: {{^}}__host__ __device__ void f(A)
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}{ }
void f(A) restrict(amp) { }
void f(A) restrict(cpu) { }

void entry() restrict(cpu, amp) {
  A a;
  f(a);
}
