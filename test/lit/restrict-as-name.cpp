// `restrict` is a contextual keyword: only after a declarator's parameter
// list is restrict(...) a restriction; elsewhere it is an ordinary name.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp --match-full-lines

#include <amp.h>

struct restrict {
  int data;
  restrict(int d) restrict(cpu, amp) : data(d) {}
  // CHECK: __host__ __device__ restrict(int d) : data(d) {}
  int get() const restrict(cpu, amp) { return data; }
  // CHECK: __host__ __device__ int get() const { return data; }
};

int twice(int x) restrict(amp) { return 2 * x; }
// CHECK: __device__ int twice(int x) { return 2 * x; }

struct Holder {
  const int restrict;
  Holder(int g) restrict(cpu) : restrict(g) {}
  // CHECK: Holder(int g) : restrict(g) {}
};

int use(int x) {
  ::restrict value(x);
  // CHECK: ::restrict value(x);
  restrict *p = new restrict(x);
  // CHECK: restrict *p = new restrict(x);
  int r = p->get() + Holder(x).restrict;
  delete p;
  return r + value.data;
}

auto trailing(int x) restrict(amp) -> int { return x; }
// CHECK: __device__ auto trailing(int x) -> int { return x; }

// A restricted function type in a template argument: no attribute there.
template <typename T> struct Holds {};
template struct Holds<int(int) restrict(cpu)>;
// CHECK: template struct Holds<int(int) >;
