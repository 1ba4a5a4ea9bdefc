// restrict(...) before a trailing return type (Visual C++'s order): the
// function is amp-restricted in the parse too (it was host-only: a kernel's
// call was AMP2HIP2003), and the space is written before the declaration.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp --match-full-lines
// RUN: not %amp2hip %s -o %t.bad.hip.cpp -- -std=c++17 -DCALL_HOST 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --check-prefix=ERR
#include <amp.h>
using namespace concurrency;

#define GPU restrict(cpu, amp)

auto twice(float x) restrict(amp, cpu) -> float { return 2.0f * x; }
// CHECK: __host__ __device__ auto twice(float x) -> float { return 2.0f * x; }
auto viaMacro(float x) GPU -> float { return x + 1.0f; }
// CHECK: GPU auto viaMacro(float x) -> float { return x + 1.0f; }
auto proto(int x) restrict(amp) -> int;
// CHECK: __device__ auto proto(int x) -> int;
auto withSpec(int x) restrict(amp) noexcept -> int { return x; }
// CHECK: __device__ auto withSpec(int x) noexcept -> int { return x; }

int host_only(int x) { return x; }
#ifdef CALL_HOST
auto callsHost(int x) restrict(amp) -> int { return host_only(x); }
// ERR: {{.*}}restrict-trailing-return.cpp:[[@LINE-1]]:{{[0-9]+}}: error: 'host_only' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
#endif

struct Add {
  template <typename U, typename V>
  auto operator()(U x, V y) const restrict(amp) -> decltype(x + y) { return x + y; }
  // CHECK: __device__ auto operator()(U x, V y) const -> decltype(x + y) { return x + y; }
  auto scale(float x) const restrict(amp) -> float;
  // CHECK: __device__ auto scale(float x) const -> float;
};
auto Add::scale(float x) const restrict(amp) -> float { return x * 4.0f; }
// CHECK: __device__ auto Add::scale(float x) const -> float { return x * 4.0f; }

// Overloads on restriction alone: one function holding both bodies.
// CHECK: {{^}}__host__ __device__ auto side(int x) -> int;
// CHECK-NEXT: {{^}}__host__ __device__ auto side(int x) -> int{{$}}
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
// CHECK-NEXT: {{^}}AMP2HIP_IF_AMP_CODE { return x + 200; }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}AMP2HIP_ELSE_CPU_CODE { return x + 100; }
auto side(int x) restrict(cpu) -> int { return x + 100; }
auto side(int x) restrict(amp) -> int { return x + 200; }

auto proto(int x) restrict(amp) -> int { return x - 1; }

int main() {
  int out[4] = {};
  array_view<int, 1> av(4, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = static_cast<int>(Add()(twice(1.0f), viaMacro(1.0f)) +
                             Add().scale(1.0f)) +
            proto(1) + withSpec(side(0));
  });
  av.synchronize();
  return side(0) == 100 && twice(2.0f) == 4.0f ? 0 : 1;
}
