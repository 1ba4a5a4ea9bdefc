// restrict(amp) and restrict(amp,cpu) code calls only amp functions
// (Visual C++ C3930): plain calls, constructors and destructors, new and
// delete; Clang's "call to __host__ function" is reported in C++ AMP terms.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=__device__ --implicit-check-not=__host__ --implicit-check-not=__shared__

#include <amp.h>
using namespace concurrency;

int cpu_only(int x) { return x; }
struct CpuBuilt {
  CpuBuilt() {}
  int v = 0;
};
struct CpuDestroyed {
  ~CpuDestroyed() {}
  int v = 0;
};

int both(int x) restrict(amp, cpu) { return cpu_only(x); }
// CHECK-DAG: check-calls.cpp:[[@LINE-1]]:45: error: 'cpu_only' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]

void kernels(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int a = cpu_only(i[0]);
    // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:13: error: 'cpu_only' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
    CpuDestroyed d;
    // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:18: error: 'CpuDestroyed::~CpuDestroyed' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
    int *p = new int;
    // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:14: error: 'new' is not supported in restrict(amp) code [AMP2HIP2004]
    delete p;
    // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:5: error: 'delete' is not supported in restrict(amp) code [AMP2HIP2004]
    av[i] = a + d.v + both(1);
  });
}

void built(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    CpuBuilt b;
    // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:14: error: 'CpuBuilt::CpuBuilt' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
    av[i] = b.v;
  });
}

// A default argument is bound where its function is declared (here to the
// cpu overload) and runs where the function is called.
int picked() restrict(amp) { return 1; }
int picked() restrict(cpu) { return 2; }
void takes_default(int x = picked()) restrict(amp) {}
// CHECK-DAG: check-calls.cpp:[[@LINE-1]]:24: note: called by the default argument of 'x'
void calls_default() restrict(amp) {
  takes_default();
  // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:3: error: 'picked' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
  takes_default(3); // no default argument used: accepted
}

// Elements built by a cpu-only default constructor: the implicit copy
// constructors (amp too) take one argument, so they are no overload to use.
struct CpuDefault {
  int v;
  CpuDefault() restrict(cpu) {}
};
void elements() restrict(amp, cpu) {
  CpuDefault some[5];
  // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:14: error: 'CpuDefault::CpuDefault' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
}
struct BothDefault {
  int v;
  BothDefault() restrict(cpu) {}
  BothDefault() restrict(amp) {}
};
void both_elements() restrict(amp, cpu) { BothDefault fine[5]; }
// A lambda without a restriction outside amp code is restrict(cpu) in C++
// AMP (Clang makes every such lambda __host__ __device__); inside amp code
// it takes the restriction of the function that holds it.
auto cpu_lambda = []() { return 1; };
int (*keep)() = cpu_lambda; // used on the CPU: accepted
void calls_lambdas() restrict(amp, cpu) {
  int a = cpu_lambda();
  // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:11: error: '(lambda at check-calls.cpp:[[@LINE-4]]:19)::operator()' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
  auto inner = [](int x) { return x + 1; }; // amp, cpu like its function
  int b = inner(a);
  auto marked = [](int x) restrict(amp, cpu) { return x; };
  int c = marked(b);
}
// A lambda in a default argument is written outside amp code: reported
// where the default argument runs, once.
void lambda_default(int x = []() { return 1; }()) restrict(amp) {}
// CHECK-DAG: check-calls.cpp:[[@LINE-1]]:25: note: called by the default argument of 'x'
void calls_lambda_default() restrict(amp) {
  lambda_default();
  // CHECK-DAG: check-calls.cpp:[[@LINE-1]]:3: error: '(lambda at check-calls.cpp:[[@LINE-4]]:29)::operator()' is not restrict(amp) and cannot be called from restrict(amp) code [AMP2HIP2003]
  lambda_default(2);
}
// CHECK: amp2hip: translation failed; no file was written
