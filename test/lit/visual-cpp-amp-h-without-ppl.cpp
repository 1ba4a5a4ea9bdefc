// Code written for HCC's <amp.h> (as the conformance suite's Linux port) may
// declare a name PPL has, here its own Concurrency::Test::event, and use it
// under two using-directives. Visual C++'s <amp.h> brought PPL in, so there
// (and by default here) `event` is ambiguous with concurrency::event;
// -DAMP2HIP_AMP_H_WITHOUT_PPL leaves PPL out of <amp.h>, as HCC's did.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/own_event.cpp
// RUN: cd %t && not %amp2hip own_event.cpp -o own.hip.cpp -- -std=c++14 2> vc.err
// RUN: FileCheck %s --check-prefix=VC --input-file=%t/vc.err
// RUN: test ! -e %t/own.hip.cpp
// RUN: cd %t && %amp2hip own_event.cpp -o own.hip.cpp -- -std=c++14 -DAMP2HIP_AMP_H_WITHOUT_PPL
// RUN: FileCheck %s --input-file=%t/own.hip.cpp

#include <amp.h>
// CHECK: {{^}}#include <amp2hip/amp.h>
// CHECK-NOT: {{msvc/ppl[.]h}}
namespace Concurrency {
namespace Test {
struct event {
  bool flag = false;
  void set() { flag = true; }
};
} // namespace Test
} // namespace Concurrency
using namespace Concurrency;
using namespace Concurrency::Test;

int signalled() {
  // VC: own_event.cpp:[[@LINE+2]]:3: error: reference to 'event' is ambiguous
  // CHECK: event done;
  event done;
  done.set();
  return done.flag ? concurrency::extent<1>(1).size() : 0;
}
