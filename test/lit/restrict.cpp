// restrict(...) on functions, members, constructors, macros and lambdas.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp --match-full-lines

#include <amp.h>
// CHECK: #include <amp2hip/amp.h>
using namespace concurrency;

#define GPU_FN restrict(amp)
#define BOTH restrict(cpu, amp)
// CHECK: #define GPU_FN __device__
// CHECK-NEXT: #define BOTH __host__ __device__

int device_only(int x) restrict(amp) { return 2 * x; }
// CHECK: __device__ int device_only(int x) { return 2 * x; }
int everywhere(int x) restrict(cpu, amp) { return x + 1; }
// CHECK: __host__ __device__ int everywhere(int x) { return x + 1; }
int reversed(int x) restrict(amp,cpu) { return x + 2; }
// CHECK: __host__ __device__ int reversed(int x) { return x + 2; }
int host_only(int x) restrict(cpu) { return x; }
// CHECK: int host_only(int x) { return x; }
int declared(int x) restrict(amp);
// CHECK: __device__ int declared(int x);
static inline int with_specifiers(int x) restrict(amp) { return x; }
// CHECK: __device__ static inline int with_specifiers(int x) { return x; }
int through_macro(int x) GPU_FN { return x; }
// CHECK: GPU_FN int through_macro(int x) { return x; }
int both_macro(int x) BOTH { return x; }
// CHECK: BOTH int both_macro(int x) { return x; }
auto trailing(int x) restrict(amp) -> int { return x; }
// CHECK: __device__ auto trailing(int x) -> int { return x; }

template <typename T> T twice(T x) restrict(amp) { return x + x; }
// CHECK: template <typename T> __device__ T twice(T x) { return x + x; }

// Overloads on restriction: one __host__ __device__ function holding both
// bodies, which each GPU compilation pass sees one of (nvcc cannot overload
// on restriction; restrict-overloads.cpp has the other forms).
int overloaded() restrict(cpu) { return 1; }
int overloaded() restrict(amp) { return 2; }
// CHECK: __host__ __device__ int overloaded();
// CHECK-NEXT: __host__ __device__ int overloaded(){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: #if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
// CHECK-NEXT: AMP2HIP_IF_AMP_CODE { return 2; }
// CHECK-NEXT: #endif
// CHECK-NEXT: #if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: AMP2HIP_ELSE_CPU_CODE { return 1; }
// CHECK-NEXT: #endif
// CHECK-NEXT: }

struct Point {
  int x, y;
  Point(int a, int b) restrict(cpu, amp) : x(a), y(b) {}
  // CHECK: __host__ __device__ Point(int a, int b) : x(a), y(b) {}
  int sum() const restrict(amp) { return x + y; }
  // CHECK: __device__ int sum() const { return x + y; }
  int scaled(int k) const restrict(cpu, amp);
  // CHECK: __host__ __device__ int scaled(int k) const;
};
int Point::scaled(int k) const restrict(cpu, amp) { return k * x; }
// CHECK: __host__ __device__ int Point::scaled(int k) const { return k * x; }

int lambdas(int v) restrict(amp) {
  auto plain = [=](int a) restrict(amp) { return a + v; };
  // CHECK: auto plain = [=](int a) { return a + v; };
  auto changing = [=](int a) mutable restrict(amp) { v += a; return v; };
  // CHECK: auto changing = [=](int a) mutable { v += a; return v; };
  auto typed = [](int a) restrict(amp) -> int { return a; };
  // CHECK: auto typed = [](int a) -> int { return a; };
  return plain(1) + changing(2) + typed(3);
}

// Lambdas made in host code for the device: extended lambdas, even when
// nothing calls them yet; several clauses add up to one.
void host_lambdas() {
  auto unused = []() restrict(amp) {};
  // CHECK: auto unused = [] __device__ () {};
  auto twice_said = []() restrict(amp, amp) restrict(amp) {};
  // CHECK: auto twice_said = [] __device__ () {};
  auto both = []() restrict(amp) restrict(cpu) {};
  // CHECK: auto both = [] __host__ __device__ () {};
}
