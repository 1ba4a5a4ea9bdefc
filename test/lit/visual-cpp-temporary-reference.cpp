// A temporary passed for a non-const reference parameter, which Visual C++
// accepted (its C4239 extension): when the call's one candidate fails only
// for that, the argument is written amp2hip::lvalue(...) (AMP2HIP1118), in
// host and in restrict(amp) code, and the output compiles.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// A declaration's constructor among overloads (amp-algorithms' reduce: an
// array_view over a temporary staging array): the one constructor that
// failed only for the temporary is Visual C++'s choice, the others failing
// for another number of arguments, a deduction, or a conversion.
// Two overloads that both need the temporary bound: which one Visual C++
// would have picked is not guessed.
// RUN: sed "s|^//@overload ||" %s > %t/overload.cpp
// RUN: cd %t && not %amp2hip overload.cpp -o overload.hip.cpp -- -std=c++17 2> overload.err
// RUN: FileCheck %s --check-prefix=OVERLOAD --input-file=%t/overload.err
// RUN: test ! -e %t/overload.hip.cpp
// An overload that takes another number of arguments was no choice for
// Visual C++ either (amp_algorithms::fill's): the one that takes as many is.
// RUN: sed "s|^//@arity ||" %s > %t/arity.cpp
// RUN: cd %t && %amp2hip arity.cpp -o arity.hip.cpp -- -std=c++17 2> arity.err
// RUN: FileCheck %s --check-prefix=ARITY --input-file=%t/arity.hip.cpp
// A temporary of a built-in type: Visual C++ rejected it too (C2664); the
// retry's amp2hip::lvalue says so, and its diagnostics are shown.
// RUN: sed "s|^//@scalar ||" %s > %t/scalar.cpp
// RUN: cd %t && not %amp2hip scalar.cpp -o scalar.hip.cpp -- -std=c++17 2> scalar.err
// RUN: FileCheck %s --check-prefix=SCALAR --input-file=%t/scalar.err

#include <amp.h>
#include <vector>
using namespace concurrency;

struct sum {
  float total;
};

void scale(array_view<float, 1> &v, float f) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= f; });
}

void add_to(sum &s, float x) restrict(amp) { s.total += x; }

// A call of a function template by a qualified name (amp_algorithms::fill):
// Clang's error is at the qualifier.
namespace kit {
template <typename View> void fill(View &v, float x) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = x; });
}
} // namespace kit

class doubler {
public:
  void apply(array_view<float, 1> &v) const { scale(v, 2.0f); }
};

//@overload void scale(array_view<float, 1> &v, double f);

// The staging array lives as long as a view of it.
template <typename T> T sum_on_cpu(const array_view<const T, 1> &in) {
  array_view<T, 1> staged(array<T, 1>(in.extent[0], accelerator(accelerator::cpu_accelerator).default_view, accelerator().default_view));
  // CHECK-DAG: {{^}}  array_view<T, 1> staged(amp2hip::lvalue(array<T, 1>(in.extent[0], {{.*}})));
  // WARN-DAG: prog.cpp:[[@LINE-2]]:27: warning: 'array_view<float, 1>' takes a non-const reference that Visual C++ bound to a temporary; the argument is written 'amp2hip::lvalue(...)' [AMP2HIP1118]
  in.copy_to(staged);
  T total = T();
  for (int i = 0; i < staged.extent[0]; ++i)
    total += staged[i];
  return total;
}
//@arity void scale(array_view<float, 1> &v) { scale(v, 1.0f); }
// ARITY: {{^}}  scale(amp2hip::lvalue(av.section(0, 32)), 3.0f);
//@scalar void bump(int &n) { ++n; }
//@scalar void scalar_use() { bump(1 + 2); }

int main() {
  std::vector<float> data(64, 1.0f);
  array_view<float, 1> av(64, data);
  scale(av.section(0, 32), 3.0f);
  // CHECK-DAG: {{^}}  scale(amp2hip::lvalue(av.section(0, 32)), 3.0f);
  // WARN: prog.cpp:[[@LINE-2]]:9: warning: 'scale' takes a non-const reference that Visual C++ bound to a temporary; the argument is written 'amp2hip::lvalue(...)' [AMP2HIP1118]
  // OVERLOAD: overload.cpp:{{[0-9]+}}:3: error: no matching function for call to 'scale'
  kit::fill(av.section(48, 16), 5.0f);
  // CHECK-DAG: {{^}}  kit::fill(amp2hip::lvalue(av.section(48, 16)), 5.0f);
  // WARN: prog.cpp:[[@LINE-2]]:13: warning: 'kit::fill' takes a non-const reference that Visual C++ bound to a temporary; the argument is written 'amp2hip::lvalue(...)' [AMP2HIP1118]
  doubler().apply(array_view<float, 1>(64, data));
  // CHECK-DAG: {{^}}  doubler().apply(amp2hip::lvalue(array_view<float, 1>(64, data)));
  // WARN: prog.cpp:[[@LINE-2]]:19: warning: 'apply' takes {{.*}} [AMP2HIP1118]
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    add_to(sum{av[i]}, 1.0f);
    // CHECK-DAG: {{^}}    add_to(amp2hip::lvalue(sum{av[i]}), 1.0f);
    // WARN: prog.cpp:[[@LINE-2]]:12: warning: 'add_to' takes {{.*}} [AMP2HIP1118]
  });
  av.synchronize();
  std::vector<float> four{1.0f, 2.0f, 3.0f, 4.0f};
  float total = sum_on_cpu(array_view<const float, 1>(4, four));
  return data[0] == 3.0f && data[40] == 2.0f && data[50] == 5.0f && total == 10.0f ? 0 : 1;
}
// SCALAR: error: static assertion failed {{.*}}: Visual C++ binds only a temporary of class type to a non-const reference (C2664 otherwise)
// SCALAR: scalar.cpp:{{[0-9]+}}:26: note: in instantiation of function template specialization 'amp2hip::lvalue<int>' requested here
