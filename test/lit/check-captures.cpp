// A kernel's captures are copied to the GPU: a captured pointer (C3596) or a
// by-reference capture of anything but an array or texture (C3590) is an
// error. Visual C++ reports both where the lambda's closure class is
// complete, at its closing brace (in a template's instantiation, where the
// captures are known before the body: its opening brace); a note shows the
// capture (an implicit capture's first use). A lambda inside restrict(amp)
// code is a class of amp code, which holds no pointer (C3596, C3581).
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__

#include <amp.h>
using namespace concurrency;

void explicit_capture(array_view<int, 1> av, int *data) {
  array<int, 1> *whole = nullptr;
  parallel_for_each(av.extent, [av, data, whole](index<1> i) restrict(amp) {
    // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:37: note: 'data' is captured here
    // CHECK-DAG: check-captures.cpp:[[@LINE-2]]:43: note: 'whole' is captured here
    av[i] = data[0] + (*whole)[i];
  });
  // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:3: error: 'data' of pointer type 'int *' cannot be captured by a restrict(amp) lambda written in CPU code [AMP2HIP2014]
  // CHECK-DAG: check-captures.cpp:[[@LINE-2]]:3: error: 'whole' of pointer type 'array<int, 1> *' cannot be captured by a restrict(amp) lambda written in CPU code [AMP2HIP2014]
}

template <typename T> void in_template(array_view<T, 1> av, T *data) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp)
  {
    // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:3: error: 'data' of pointer type 'int *' cannot be captured by a restrict(amp) lambda written in CPU code [AMP2HIP2014]
    av[i] = data[i[0]];
    // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:13: note: 'data' is captured here
  });
}
template void in_template<int>(array_view<int, 1>, int *);

template <typename T> void by_reference_in_template(array<T, 1> &a) {
  T *p = nullptr;
  parallel_for_each(a.extent, [&](index<1> i) restrict(amp)
  // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:32: note: 'p' is captured here
  {
    // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:3: error: 'p' is captured by reference; a restrict(amp) lambda may capture only array and texture objects by reference [AMP2HIP1003]
    T *q = p;
    a[i] = 1;
  });
}
template void by_reference_in_template<int>(array<int, 1> &);

void inner_lambda(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int local = 0;
    int *p = &local;
    [p]() restrict(amp) { *p = 1; }();
    // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:6: note: 'p' is captured here
    // CHECK-DAG: check-captures.cpp:[[@LINE-2]]:35: error: 'p' of pointer type 'int *' cannot be captured by a lambda in restrict(amp) code: its closure would hold a pointer [AMP2HIP2080]
    av[i] = local;
  });
}

void by_reference(array_view<int, 1> av) {
  array_view<int, 1> *view = &av;
  parallel_for_each(av.extent, [&](index<1> i) restrict(amp) {
    (*view)[i] = 1;
    // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:7: note: 'view' is captured here
  });
  // CHECK-DAG: check-captures.cpp:[[@LINE-1]]:3: error: 'view' is captured by reference; a restrict(amp) lambda may capture only array and texture objects by reference [AMP2HIP1003]
}

// Accepted: values and containers captured; a lambda inside amp code
// captures values and takes a pointer as its parameter.
void accepted(array_view<int, 1> av, array<int, 1> &whole) {
  int n = 4;
  parallel_for_each(av.extent, [=, &whole](index<1> i) restrict(amp) {
    int local = n;
    int *p = &local;
    auto get = [n](int *q) restrict(amp) { return *q + n; };
    av[i] = get(p) + whole[i];
  });
}
