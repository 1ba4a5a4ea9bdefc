// Assignment between restrictions: an implicit copy assignment operator takes
// the restrictions its bases' and members' ones have in common. Used where
// it lacks the caller's restriction it is Visual C++'s C3930 (AMP2HIP2003 in
// amp code, AMP2HIP2018 in CPU code); where the parts have no restriction in
// common (one restrict(amp), one restrict(cpu)) the class cannot be assigned
// at all (C2582, AMP2HIP2070). One error at the assignment, in C++ AMP's
// words, never Clang's "no viable overloaded '='" or CUDA's.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__ --implicit-check-not=__host__ --implicit-check-not=invalid
// RUN: test ! -e %t.hip.cpp
#include <amp.h>

struct GpuAssign {
  int i;
  GpuAssign &operator=(const GpuAssign &) restrict(amp) { return *this; }
};
struct CpuAssign {
  int i;
  CpuAssign &operator=(const CpuAssign &) restrict(cpu) { return *this; }
};
struct BothAssign {
  int i;
  BothAssign &operator=(const BothAssign &) restrict(amp, cpu) { return *this; }
};
struct OnGpu : GpuAssign {};                  // operator= restrict(amp)
struct OnCpu { CpuAssign m; };                // operator= restrict(cpu)
struct Conflict : GpuAssign, CpuAssign {};    // none
struct Members { GpuAssign g; CpuAssign c; }; // none
struct Fine : BothAssign { int j; };          // restrict(amp, cpu)

void on_cpu(OnGpu &g, OnCpu &c, Conflict &x, Members &m, Fine &f) restrict(cpu) {
  g = g;
  // CHECK: error-assignment-restriction.cpp:[[@LINE-1]]:5: error: 'OnGpu::operator=' is restrict(amp) and cannot be used in restrict(cpu) code [AMP2HIP2018]
  x = x;
  // CHECK: error-assignment-restriction.cpp:[[@LINE-1]]:5: error: 'Conflict' has no assignment operator usable in restrict(cpu) code: the assignment operators of its bases and members have no restriction in common [AMP2HIP2070]
  m = m;
  // CHECK: error-assignment-restriction.cpp:[[@LINE-1]]:5: error: 'Members' has no assignment operator usable in restrict(cpu) code
  c = c;
  f = f;
}

void on_gpu(OnGpu &g, OnCpu &c, Conflict &x, Fine &f) restrict(amp) {
  c = c;
  // CHECK: error-assignment-restriction.cpp:[[@LINE-1]]:5: error: 'OnCpu::operator=' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
  x = x;
  // CHECK: error-assignment-restriction.cpp:[[@LINE-1]]:5: error: 'Conflict' has no assignment operator usable in restrict(amp) code
  g = g;
  f = f;
}

// A copy constructor across restrictions is put in the caller's words too.
struct GpuCopy {
  int i;
  GpuCopy() restrict(amp, cpu) {}
  GpuCopy(const GpuCopy &) restrict(amp) {}
};
struct HoldsGpuCopy : GpuCopy {};
void copies(const HoldsGpuCopy &h) restrict(cpu) {
  HoldsGpuCopy c(h);
  // CHECK: error-assignment-restriction.cpp:[[@LINE-1]]:16: error: 'HoldsGpuCopy::HoldsGpuCopy' is restrict(amp) and cannot be used in restrict(cpu) code [AMP2HIP2018]
}
// CHECK: amp2hip: translation failed; no file was written
