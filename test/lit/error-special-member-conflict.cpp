// An implicitly defined special member takes the restrictions its bases'
// and members' ones have in common; where they have none (one restrict(amp),
// one restrict(cpu)) the class cannot be default-constructed (Visual C++'s
// C2512, also when its destructor is the one without a restriction) or
// copied (C2558), in amp code or in CPU code: one error at the use, in C++
// AMP's words, never Clang's "invalid function" or "deleted function".
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__ --implicit-check-not=__host__ --implicit-check-not=invalid
// RUN: test ! -e %t.hip.cpp
#include <amp.h>

struct OnGpu {
  int i;
  OnGpu() restrict(amp) {}
};
struct OnCpu {
  int i;
  OnCpu() restrict(cpu) {}
};
struct Bases : OnGpu, OnCpu {};
struct Members {
  OnGpu g;
  OnCpu c;
};

struct GpuEnd {
  int i;
  ~GpuEnd() restrict(amp) {}
};
struct CpuEnd {
  int i;
  ~CpuEnd() restrict(cpu) {}
};
struct Ends : GpuEnd, CpuEnd {};

struct CopyGpu {
  int i;
  CopyGpu() restrict(amp, cpu) {}
  CopyGpu(const CopyGpu &) restrict(amp) {}
};
struct CopyCpu {
  int i;
  CopyCpu() restrict(amp, cpu) {}
  CopyCpu(const CopyCpu &) restrict(cpu) {}
};
struct Copies : CopyGpu, CopyCpu {};

void on_cpu(const Copies &c) restrict(cpu) {
  Bases b;
  // CHECK: error-special-member-conflict.cpp:[[@LINE-1]]:9: error: 'Bases' has no default constructor usable in restrict(cpu) code: the default constructors and destructors of its bases and members have no restriction in common [AMP2HIP2064]
  Members m;
  // CHECK: error-special-member-conflict.cpp:[[@LINE-1]]:11: error: 'Members' has no default constructor usable in restrict(cpu) code
  Ends e;
  // CHECK: error-special-member-conflict.cpp:[[@LINE-1]]:8: error: 'Ends' has no default constructor usable in restrict(cpu) code
  Copies d(c);
  // CHECK: error-special-member-conflict.cpp:[[@LINE-1]]:10: error: 'Copies' has no copy constructor usable in restrict(cpu) code: the copy constructors of its bases and members have no restriction in common [AMP2HIP2065]
}

void on_gpu(const Copies &c) restrict(amp) {
  Bases b;
  // CHECK: error-special-member-conflict.cpp:[[@LINE-1]]:9: error: 'Bases' has no default constructor usable in restrict(amp) code
  Copies d(c);
  // CHECK: error-special-member-conflict.cpp:[[@LINE-1]]:10: error: 'Copies' has no copy constructor usable in restrict(amp) code
}

// Accepted: parts with a restriction in common.
struct Both {
  int i;
  Both() restrict(amp, cpu) {}
};
struct Fine : Both, OnCpu {};
void fine() { Fine f; }
