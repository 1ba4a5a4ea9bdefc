// concurrency::copy and copy_async to an iterator assign each element through
// it: an iterator of const elements is no destination (Visual C++'s C3892).
// The runtime's static assertion stops it; the user gets one error at the
// call, in C++ AMP's words (AMP2HIP2071), never the assertion's.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=static_assert --implicit-check-not=copy_into_const
// RUN: test ! -e %t.hip.cpp
#include <amp.h>
#include <iterator>
#include <list>
#include <vector>
using namespace concurrency;

void copies(const array<int, 1> &a, array_view<const int, 1> v,
            std::vector<int> &out, const std::vector<int> &fixed,
            std::list<int> &l, int *p, const int *q) {
  copy(a, out.cbegin());
  // CHECK-DAG: error-copy-into-const.cpp:[[@LINE-1]]:3: error: copy cannot write through its destination 'out.cbegin()': the elements it points to are const [AMP2HIP2071]
  copy(v, fixed.begin());
  // CHECK-DAG: error-copy-into-const.cpp:[[@LINE-1]]:3: error: copy cannot write through its destination 'fixed.begin()'
  copy(a, q);
  // CHECK-DAG: error-copy-into-const.cpp:[[@LINE-1]]:3: error: copy cannot write through its destination 'q'
  completion_future f = copy_async(v, q);
  // CHECK-DAG: error-copy-into-const.cpp:[[@LINE-1]]:25: error: copy_async cannot write through its destination 'q'

  // Accepted: writable destinations.
  copy(a, out.begin());
  copy(v, p);
  copy(a, l.begin());
  copy(v, std::back_inserter(out));
  copy_async(a, out.begin()).get();
}
// CHECK: amp2hip: translation failed; no file was written
