// Overloads on restriction that no translation makes nvcc resolve as C++ AMP
// does: AMP2HIP1160 where nvcc would call another overload (or find the call
// ambiguous) and no cast of the arguments helps, AMP2HIP1161 where a class
// template's members differ only in restriction once instantiated.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__ --implicit-check-not=__host__
// RUN: test ! -e %t.hip.cpp

// Both take one argument alike: nvcc finds every such call ambiguous.
int h(const int &a, int b = 0) restrict(cpu) { return a + b; }
int h(const int &a) restrict(amp) { return a; }
// CHECK: error-nvcc-overloads.cpp:[[@LINE+1]]:28: error: C++ AMP calls 'h(const int &, int)' (restrict(cpu)) here, but nvcc ranks overloads without their restrictions and finds the call ambiguous; no cast of the arguments makes it call 'h(const int &, int)' [AMP2HIP1160]
int call_h(int v) { return h(v); }
// CHECK: :[[@LINE-4]]:5: note: C++ AMP's choice is declared here

// A copy made by an implicitly defined copy constructor: reported at the copy.
union M {
  M() restrict(cpu, amp) {}
  M(const M &, int = 0) restrict(cpu) {}
  M(const M &) restrict(amp) {}
};
class Holder {
  M m;
};
void copy(const Holder &a) restrict(cpu, amp) {
// CHECK: error-nvcc-overloads.cpp:[[@LINE+1]]:10: error: C++ AMP calls 'M(const M &, int)' (restrict(cpu)) here, but nvcc ranks overloads without their restrictions and finds the call ambiguous; no cast of the arguments makes it call 'M(const M &, int)' [AMP2HIP1160]
  Holder b(a);
// CHECK: note: C++ AMP's choice is declared here
// CHECK: :[[@LINE-7]]:7: note: in the implicitly defined constructor of 'Holder'
  Holder c(a); // said once
}

// Members alike only for B<X>.
struct X {};
template <typename T> struct B {
  operator X() restrict(cpu);
  operator T() restrict(amp);
};
// CHECK: error-nvcc-overloads.cpp:[[@LINE+1]]:15: error: 'B<X>' has a restrict(cpu) and a restrict(amp) member 'operator X()' once instantiated: nvcc cannot overload on restrictions, and the template's members differ, so the translation cannot give each compilation pass its own [AMP2HIP1161]
void use(B<X> b) restrict(cpu, amp) { X x = b; }
// CHECK: :[[@LINE-5]]:3: note: the restrict(cpu) member
// CHECK: :[[@LINE-5]]:3: note: the restrict(amp) member
// B<int> has no collision.
void fine(B<int> b) restrict(amp) { int i = b; }
