// Every diagnostic of a parse retried with Visual C++'s permissive
// spellings rewritten (AMP2HIP1110-1117) names the user's line and column
// and shows the user's text, though the text parsed has lines inserted
// (a declaration copied before a template) and columns shifted (keywords
// inserted and removed): Clang's warnings, amp2hip's warnings and errors,
// in the source and in a header.
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/prog.cpp && cp %S/Inputs/permissive-locations.h %t/src/Inputs/
// RUN: cd %t/src && %amp2hip --in-root . --out-root ../out prog.cpp -- -std=c++17 -Wunused-variable 2> prog.err
// RUN: FileCheck %s --input-file=prog.err
// RUN: %amp2hip --in-root . --out-root ../json --report-format=json --report-file=../report.json prog.cpp -- -std=c++17 2>/dev/null
// RUN: python3 -c "import json,sys; [print('%%s:%%d:%%d %%s' %% (f['file'], f['line'], f['column'], f['id'])) for f in json.load(open(sys.argv[1]))['findings']]" ../report.json > findings.txt
// RUN: FileCheck %s --check-prefix=JSON --input-file=findings.txt
// An error after the rewrites: the retry's own error, where the user has it.
// RUN: sed 's|// THROW|throw 1;|' %s > bad.cpp
// RUN: not %amp2hip --in-root . --out-root ../bad-out bad.cpp -- -std=c++17 2> bad.err
// RUN: FileCheck %s --check-prefix=BAD --input-file=bad.err

#include <amp.h>
#include "Inputs/permissive-locations.h"
using namespace concurrency;

// CHECK:In file included from {{.*}}/prog.cpp:[[#@LINE-3]]:
// CHECK-NEXT:{{.*}}/Inputs/permissive-locations.h:9:31: warning: unused variable 'unused_in_header' [-Wunused-variable]
// CHECK-NEXT:    9 |   V::value_type k = v[0]; int unused_in_header;
// CHECK-NEXT:      |                               ^~~~~~~~~~~~~~~~

template <typename T> T thrice(T x) {
  return add_later(x, x) + x;
}
int add_later(int a, int b) { return a + b; }

#define TWICE(x) ((x) + (x))
template <int TS, typename V> void scale(V v) {
  typedef typename decltype(v.extent) E; V::value_type factor = TWICE(2), unused_here;
  // CHECK:{{.*}}/prog.cpp:[[#@LINE-1]]:75: warning: unused variable 'unused_here' [-Wunused-variable]
  // CHECK-NEXT:   [[#@LINE-2]] |   typedef typename decltype(v.extent) E; V::value_type factor = TWICE(2), unused_here;
  // CHECK-NEXT:      |                                                                           ^~~~~~~~~~~
  E whole = v.extent;
  parallel_for_each(whole.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    v[t] = v[t] * factor;
    // THROW
  });
  // BAD:{{.*}}/bad.cpp:[[#@LINE-2]]:5: error: {{.*}} [AMP2HIP2006]
  // BAD-NEXT:   [[#@LINE-3]] |     throw 1;
}

// CHECK:{{.*}}/Inputs/permissive-locations.h:4:1: warning: 'add_late' is called in a template before its declaration {{.*}} [AMP2HIP1117]
// CHECK-NEXT:    4 | template <typename T> T twice(T x) {
// CHECK:{{.*}}/Inputs/permissive-locations.h:9:3: warning: 'V::value_type' names a dependent type; {{.*}} [AMP2HIP1111]
// CHECK-NEXT:    9 |   V::value_type k = v[0]; int unused_in_header;
// CHECK:{{.*}}/prog.cpp:27:1: warning: 'add_later' is called in a template before its declaration {{.*}} [AMP2HIP1117]
// CHECK-NEXT:   27 | template <typename T> T thrice(T x) {
// CHECK:{{.*}}/prog.cpp:34:11: warning: 'typename' before 'decltype(...)' is a Visual C++ extension; removed [AMP2HIP1115]
// CHECK-NEXT:   34 |   typedef typename decltype(v.extent) E; V::value_type factor = TWICE(2), unused_here;
// CHECK-NEXT:      |           ^
// CHECK:{{.*}}/prog.cpp:34:42: warning: 'V::value_type' names a dependent type; {{.*}} [AMP2HIP1111]
// CHECK:{{.*}}/prog.cpp:39:27: warning: 'tile' is a dependent template name; {{.*}} [AMP2HIP1110]
// CHECK-NEXT:   39 |   parallel_for_each(whole.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
// JSON-DAG: prog.cpp:27:1 AMP2HIP1117
// JSON-DAG: prog.cpp:34:11 AMP2HIP1115
// JSON-DAG: prog.cpp:39:27 AMP2HIP1110

void main() {
  std::vector<int> data(64, 1);
  array_view<int, 1> v(64, data);
  scale<16>(v);
  first(v);
  twice(1);
  thrice(2);
}
// CHECK:{{.*}}/prog.cpp:[[#@LINE-8]]:1: warning: 'void main()' is a Visual C++ extension; {{.*}} [AMP2HIP1150]
// CHECK-NEXT:   [[#@LINE-9]] | void main() {
