// C++ AMP's properties are read-only: assigning to what a property's getter
// returns changes a copy, the assignment Visual C++ rejects on the property
// itself (C2774). Reported at the getter's name.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error:
// The accepted forms: a translation with them only exits 0, silent.
// RUN: %amp2hip %s -o %t.ok.hip.cpp -- -std=c++14 -DACCEPTED_ONLY 2> %t.ok.err
// RUN: FileCheck %s --check-prefix=OK --input-file=%t.ok.err --allow-empty --implicit-check-not=error --implicit-check-not=warning

#include <amp.h>
using namespace concurrency;

// Accepted: reading the getters, assigning their copies to variables of
// the user's, and a property the user's class declares for itself.
struct Counter {
  int n = 0;
  Counter &get_self() { return *this; }
  Counter get_copy() const { return *this; }
};

void accepted(array<float, 1> &a, accelerator_view v) {
  accelerator_view w = a.get_accelerator_view();
  w = a.get_associated_accelerator_view();
  w = v;
  extent<1> e = a.get_extent();
  e = a.extent;
  Counter c;
  c.get_self() = Counter();
  c.get_copy() = Counter();
  bool same = w == a.get_accelerator_view();
  (void)same;
}
// OK-NOT: AMP2HIP

#ifndef ACCEPTED_ONLY
void rejected(array<float, 2> &a, accelerator acc, accelerator_view v) {
  a.get_accelerator_view() = v;
  // CHECK-DAG: check-properties.cpp:[[@LINE-1]]:5: error: cannot assign to the read-only property 'accelerator_view' of 'array': get_accelerator_view() returns a copy [AMP2HIP2091]
  a.get_associated_accelerator_view() = acc.get_default_view();
  // CHECK-DAG: check-properties.cpp:[[@LINE-1]]:5: error: cannot assign to the read-only property 'associated_accelerator_view' of 'array': get_associated_accelerator_view() returns a copy [AMP2HIP2091]
  v.get_accelerator() = acc;
  // CHECK-DAG: check-properties.cpp:[[@LINE-1]]:5: error: cannot assign to the read-only property 'accelerator' of 'accelerator_view': get_accelerator() returns a copy [AMP2HIP2091]
  (acc.get_default_view()) = v;
  // CHECK-DAG: check-properties.cpp:[[@LINE-1]]:8: error: cannot assign to the read-only property 'default_view' of 'accelerator': get_default_view() returns a copy [AMP2HIP2091]
}

// Once per place, however many instantiations.
template <typename T> void in_template(array<T, 1> &a, accelerator_view v) {
  a.get_accelerator_view() = v;
  // CHECK-DAG: check-properties.cpp:[[@LINE-1]]:5: error: cannot assign to the read-only property 'accelerator_view' of 'array': get_accelerator_view() returns a copy [AMP2HIP2091]
}
template void in_template(array<float, 1> &, accelerator_view);
template void in_template(array<int, 1> &, accelerator_view);
#endif
