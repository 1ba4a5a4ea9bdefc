// Visual C++'s <amp.h> brought the Parallel Patterns Library in (through
// <future> and <ppltasks.h>): a file that includes only <amp.h> may call
// parallel_for and lock a critical_section. The parse finds them; the
// output includes <amp2hip/msvc/ppl.h> after <amp.h> (PplInclude), and only
// in a file that uses them.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/multi.cpp
// RUN: cd %t && %amp2hip multi.cpp -o multi.hip.cpp -- -std=c++17 2> multi.err
// RUN: FileCheck %s --input-file=%t/multi.hip.cpp
// RUN: printf '#include <amp.h>\nint one() { return concurrency::extent<1>(1).size(); }\n' > %t/plain.cpp
// RUN: cd %t && %amp2hip plain.cpp -o plain.hip.cpp -- -std=c++17
// RUN: not grep -q 'msvc/ppl.h' %t/plain.hip.cpp

#include <amp.h>
// CHECK: {{^}}#include <amp2hip/amp.h>
// CHECK-NEXT: {{^}}{{#}}include <amp2hip/msvc/ppl.h>
#include <vector>
using namespace concurrency;

int sum_on_each(std::vector<accelerator> &accls) {
  critical_section lock;
  int total = 0;
  parallel_for(0u, unsigned(accls.size()), [&](const unsigned i) {
    critical_section::scoped_lock held(lock);
    total += int(i);
  });
  return total;
}
