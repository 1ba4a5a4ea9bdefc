// Input amp2hip cannot translate: clang-style diagnostics with ids, exit
// code 1, and no output file written or overwritten.
// RUN: echo "previous contents" > %t.hip.cpp
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.hip.cpp
// KEPT: previous contents

#include <amp.h>
using namespace concurrency;

// A function object whose call operator is not restrict(amp).
struct HostDoubler {
  array_view<int, 1> av;
  void operator()(index<1> i) const { av[i] *= 2; }
};

#define LAUNCH(e, body) parallel_for_each(e, [=](index<1> i) restrict(amp) body)

void errors(array_view<int, 1> av) {
  int total = 0;
  parallel_for_each(av.extent, [&total, av](index<1> i) restrict(amp) { total += av[i]; });
  // CHECK-DAG: errors.cpp:[[@LINE-1]]:89: error: 'total' is captured by reference; a restrict(amp) lambda may capture only array and texture objects by reference [AMP2HIP1003]
  // CHECK-DAG: errors.cpp:[[@LINE-2]]:34: note: 'total' is captured here
  parallel_for_each(av.extent, HostDoubler{av});
  // CHECK-DAG: errors.cpp:[[@LINE-1]]:32: error: parallel_for_each kernel must be a restrict(amp) lambda or a function object with a restrict(amp) operator() [AMP2HIP1001]
  LAUNCH(av.extent, { av[i] = 0; }); // no error: kernel-macros.cpp
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int shared = 5;
    // CHECK-DAG: errors.cpp:[[@LINE-1]]:21: error: tile_static variable 'shared' cannot have an initializer [AMP2HIP1009]
    av[t.global] = shared;
  });
  parallel_for_each(av.extent, [=](index<1> i) { av[i] = 1; });
  // CHECK-DAG: errors.cpp:[[@LINE-1]]:32: error: parallel_for_each kernel lambda is not restrict(amp) [AMP2HIP1002]
}

struct Holder {
  array_view<int, 1> member;
  void run() {
    parallel_for_each(member.extent, [=](index<1> i) restrict(amp) { member[i] = 0; });
    // CHECK-DAG: errors.cpp:[[@LINE-1]]:70: error: kernel uses member 'member' of the enclosing class; only captured variables reach the GPU [AMP2HIP1014]
  }
};
// CHECK: amp2hip: translation failed; no file was written
