// C++ AMP's rules on declarations: an extern "C" function has one
// restriction (Visual C++ C3938) and no overload of another (C2733); a
// destructor's restrictions cover its constructors' (C3933). A use across
// restrictions that Clang finds while resolving names is said in C++ AMP's
// words (C3930), never CUDA's.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__ --implicit-check-not=__host__
// The accepted forms alone translate silently.
// RUN: %amp2hip %s -o %t.ok.hip.cpp -- -std=c++14 -DACCEPTED_ONLY 2> %t.ok.err
// RUN: FileCheck %s --check-prefix=OK --input-file=%t.ok.err --allow-empty --implicit-check-not=error --implicit-check-not=warning

#include <amp.h>
using namespace concurrency;

// Accepted: one restriction per extern "C" function, C++ linkage for both,
// destructors covering their constructors (an implicit one too).
extern "C" int gpu_only(int x) restrict(amp) { return x; }
extern "C" int cpu_only(int x) restrict(cpu) { return x; }
extern "C++" int both(int x) restrict(amp, cpu) { return x; }
struct Covered {
  Covered() restrict(amp) {}
  Covered(int) restrict(cpu) {}
  ~Covered() restrict(amp, cpu) {}
};
struct Implicit {
  Implicit() restrict(amp, cpu) {}
};
struct CpuOnly {
  CpuOnly() {}
  ~CpuOnly() {}
};
// OK-NOT: AMP2HIP

#ifndef ACCEPTED_ONLY
extern "C" int twice(int x) restrict(amp, cpu) { return 2 * x; }
// CHECK-DAG: check-declarations.cpp:[[@LINE-1]]:16: error: extern "C" function 'twice' cannot be restrict(amp, cpu): C linkage gives its CPU and GPU versions one name [AMP2HIP2019]
extern "C" int id(int x) restrict(amp) { return x; }
extern "C" int id(int x) restrict(cpu) { return x; }
// CHECK-DAG: check-declarations.cpp:[[@LINE-1]]:16: error: extern "C" function 'id' is declared restrict(cpu) and restrict(amp): C linkage gives both one name [AMP2HIP2020]
struct Uncovered {
  Uncovered() {}
  Uncovered(int) restrict(amp) {}
  ~Uncovered();
  // CHECK-DAG: check-declarations.cpp:[[@LINE-1]]:3: error: the destructor of 'Uncovered' is restrict(cpu) but its constructors make objects in restrict(amp, cpu) code [AMP2HIP2021]
};

int amp_only(int x) restrict(amp) { return x; }
int mixed(int x) restrict(amp, cpu) { return amp_only(x); }
// CHECK-DAG: check-declarations.cpp:[[@LINE-1]]:46: error: 'amp_only' is restrict(amp) and cannot be used in restrict(amp, cpu) code [AMP2HIP2018]
#endif
