// restrict(...) spelled through macros before an exception specification or
// a trailing return type (the conformance suite's syntax tests): Clang takes
// no attribute there, so the parse reorders the expanded tokens; the output
// keeps the user's macros, moved in front like any restriction.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14
// RUN: FileCheck %s --input-file=%t.hip.cpp

// As amptest/restrict.h, which does not include <amp.h>.
#define __GPU restrict(amp,cpu)
#define __CPU_ONLY_EXPLICIT restrict(cpu)
#define EXC throw()
#define TRT int

// CHECK: {{^}}#define __GPU __host__ __device__
// CHECK: {{^}}__CPU_ONLY_EXPLICIT auto func() EXC -> TRT;
auto func() __CPU_ONLY_EXPLICIT EXC -> TRT;
// CHECK: {{^}}__CPU_ONLY_EXPLICIT auto func() EXC -> TRT { return 1; }
auto func() __CPU_ONLY_EXPLICIT EXC -> TRT { return 1; }
// CHECK: {{^}}__GPU int g(int x) EXC { return x; }
int g(int x) __GPU EXC { return x; }
// CHECK: {{^}}struct S { __GPU int m() const EXC; __GPU auto n() -> int; };
struct S { int m() const __GPU EXC; auto n() __GPU -> int; };
// restrict(cpu) on a function pointer type is the default: it goes.
// CHECK: {{^}}void h(int (*p)(int) EXC, int y);
void h(int (*p)(int) __CPU_ONLY_EXPLICIT EXC, int y);

int main() {
  // Lambdas lose their restriction, after `mutable` too.
  // CHECK: auto l = [](int x) mutable EXC -> int { return x; };
  auto l = [](int x) mutable __CPU_ONLY_EXPLICIT EXC -> int { return x; };
  // CHECK: auto l2 = [](int x) EXC -> int { return g(x); };
  auto l2 = [](int x) __GPU EXC -> int { return g(x); };
  return func() + l(1) + l2(0) - 2;
}
