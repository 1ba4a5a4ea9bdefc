// parallel_for_each spelled in a macro (amptest's GPU_INVOKE and
// INVOKE_TEST_FUNC_ON_CPU_AND_GPU): the call stays as written and the
// runtime's parallel_for_each launches the lambda; the lambda's restriction
// becomes an execution space after its introducer, where nvcc takes one
// (an extended lambda: nvcc --extended-lambda), and `[&]` becomes `[=]`.
// Restrict(amp) lambdas in host code get the same treatment.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip.cpp
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty --input-file=%t.err
// DIAG-NOT: error
// DIAG-NOT: AMP2HIP1010
// An explicit capture by reference (`[&a]`, an array) cannot stay as
// written (nvcc's and hipcc's device lambdas capture by value): an error,
// no file.
// RUN: sed "s|^//@byref ||" %s > %t.byref.cpp
// RUN: not %amp2hip %t.byref.cpp -o %t.byref.hip.cpp -- -std=c++14 2> %t.byref.err
// RUN: FileCheck %s --check-prefix=BYREF --input-file=%t.byref.err
// RUN: test ! -e %t.byref.hip.cpp

#include <amp.h>
using namespace concurrency;

// CHECK: {{^}}#define LAUNCH(e, body) parallel_for_each(e, [=] __device__ (concurrency::index<1> i)  body)
#define LAUNCH(e, body) parallel_for_each(e, [=](concurrency::index<1> i) restrict(amp) body)
// CHECK: {{^}}#define EVAL(expr) run([=] __host__ __device__ () { return expr; })
#define EVAL(expr) run([&]() restrict(cpu,amp) { return expr; })

template <typename F> int run(const F &f) {
  int r = 0;
  array_view<int, 1> out(1, &r);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = f(); });
  return out[0] + f();
}

int one() restrict(cpu, amp) { return 1; }

int main() {
  std::vector<int> v(8);
  array_view<int, 1> av(8, v);
  // CHECK: {{^}}  LAUNCH(av.extent, { av[i] = 1; });
  LAUNCH(av.extent, { av[i] = 1; });
  // A kernel lambda in a macro's argument, the call in the macro.
  // CHECK: {{^}}  CALL(av.extent, [=] __device__ (concurrency::index<1> i) { av[i] += 1; });
#define CALL(e, k) parallel_for_each(e, k)
  CALL(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  // A tiled kernel with tile_static in a macro's argument (a try/catch
  // wrapper around the call): __shared__ where it is spelled.
  // CHECK: {{^}}  CALL(av.extent.tile<8>(), [=] __device__ (tiled_index<8> t) {
  // CHECK-NEXT: {{^}}    __shared__ int s[8];
  CALL(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int s[8];
    s[t.local[0]] = av[t.global];
    t.barrier.wait();
    av[t.global] = s[7 - t.local[0]];
  });
  // A restrict(cpu,amp) lambda kept in host code, called in a kernel.
  // CHECK: {{^}}  auto twice = [] __host__ __device__ (int x) { return 2 * x; };
  auto twice = [](int x) restrict(cpu, amp) { return 2 * x; };
  // CHECK: {{^}}  auto three = [=] __host__ __device__ () { return twice(one()) + 1; };
  auto three = [=]() restrict(cpu, amp) { return twice(one()) + 1; };
  return EVAL(one()) + run(three) == 8 ? 0 : 1;
}

//@byref #define FILL_ARRAY(a) parallel_for_each(a.extent, [&a](concurrency::index<1> i) restrict(amp) { a[i] = 1; })
//@byref void fill_array(concurrency::array<int, 1> &arr) { FILL_ARRAY(arr); }
// BYREF: byref.cpp:[[@LINE-1]]:{{[0-9]+}}: error: parallel_for_each inside a macro expansion cannot be translated; expand the macro by hand [AMP2HIP1005]
