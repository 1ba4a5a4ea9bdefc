// A read-write array_view (element type not const) cannot be made over a
// pointer to const elements: amp.h has no constructor for it (Visual C++'s
// C2228 from its container constructor). Reported at the view, beside
// Clang's own 'no matching constructor'.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=AMP2HIP
// The accepted forms: a translation with them only exits 0, silent.
// RUN: %amp2hip %s -o %t.ok.hip.cpp -- -std=c++14 -DACCEPTED_ONLY 2> %t.ok.err
// RUN: FileCheck %s --check-prefix=OK --input-file=%t.ok.err --allow-empty --implicit-check-not=error --implicit-check-not=warning

#include <amp.h>
#include <vector>
using namespace concurrency;

// Accepted: a read-only view over const data, a read-write one over data
// it may write.
void accepted(const int *in, int *out, std::vector<float> &v) {
  array_view<const int, 1> read(100, in);
  array_view<int, 2> write(10, 10, out);
  array_view<float, 1> all(static_cast<int>(v.size()), v);
}
// OK-NOT: AMP2HIP

#ifndef ACCEPTED_ONLY
void rejected(const int *in, const float *grid, const double *other) {
  array_view<int, 1> view(100, in);
  // CHECK-DAG: check-view-const-data.cpp:[[@LINE-1]]:22: error: no matching constructor for initialization of 'array_view<int, 1>'
  // CHECK-DAG: check-view-const-data.cpp:[[@LINE-2]]:22: error: 'Concurrency::array_view<int>' cannot view the const data of 'const int *': its elements may be written; view it as 'array_view<const int, 1>' [AMP2HIP2092]
  array_view<float, 2> rows(extent<2>(4, 4), grid);
  // CHECK-DAG: check-view-const-data.cpp:[[@LINE-1]]:24: error: no matching constructor for initialization of 'array_view<float, 2>'
  // CHECK-DAG: check-view-const-data.cpp:[[@LINE-2]]:24: error: 'Concurrency::array_view<float, 2>' cannot view the const data of 'const float *': its elements may be written; view it as 'array_view<const float, 2>' [AMP2HIP2092]
  // Another element type is another mistake: Clang's error only.
  array_view<float, 1> mixed(100, other);
  // CHECK-DAG: check-view-const-data.cpp:[[@LINE-1]]:24: error: no matching constructor for initialization of 'array_view<float, 1>'
}
#endif
