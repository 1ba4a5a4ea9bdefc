// Overloads that differ only in restriction: hip-clang overloads on
// __host__/__device__, nvcc does not. A pair of one signature becomes one
// __host__ __device__ function holding both bodies: each GPU compilation pass
// sees its own, a CPU build compiles both and takes the amp one while a
// kernel runs (AMP2HIP_IF_AMP_CODE, AMP2HIP_ELSE_CPU_CODE). Other pairs keep
// one side per compilation pass.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
using namespace concurrency;

// A free function: the earlier definition becomes a prototype, the later
// holds both bodies, the amp side first.
// CHECK-LABEL: {{^}}__host__ __device__ int f(int);
// CHECK-NEXT: {{^}}__host__ __device__ int f(int){{$}}
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
// CHECK-NEXT: {{^}}AMP2HIP_IF_AMP_CODE {
// CHECK-NEXT: {{^}}  return 1;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}AMP2HIP_ELSE_CPU_CODE {
// CHECK-NEXT: {{^}}  return 0;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}}
int f(int) restrict(amp)
{
  return 1;
}
int f(int) restrict(cpu)
{
  return 0;
}

// A different parameter type is an ordinary overload: left alone (device-only
// callers are compiled in nvcc's host pass too and must find it).
// CHECK: {{^}}__device__ int f(float) { return 2; }
int f(float) restrict(amp) { return 2; }

// An unrestricted function is the cpu side; a body on the declarator line.
// CHECK: {{^}}__host__ __device__ int g();
// CHECK-NEXT: {{^}}__host__ __device__ int g(){{$}}
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
// CHECK-NEXT: {{^}}AMP2HIP_IF_AMP_CODE { return 1; }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}AMP2HIP_ELSE_CPU_CODE { return 0; }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}}
int g() { return 0; }
int g() restrict(amp) { return 1; }

// Members cannot be declared twice: each pass keeps its own declaration.
// CHECK-LABEL: {{^}}struct C {
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}  __host__ __device__ C() : x(2) {}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}  __host__ __device__ C() : x(1) {}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}  __host__ __device__ int get() const;
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}  __host__ __device__ float get() const;
// CHECK-NEXT: {{^}}#endif
struct C {
  C() restrict(cpu) : x(2) {}
  C() restrict(amp) : x(1) {}
  int get() const restrict(cpu);
  float get() const restrict(amp);
  int x;
};
// CHECK: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}__host__ __device__ int C::get() const { return x; }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}__host__ __device__ float C::get() const { return x + 0.5f; }
// CHECK-NEXT: {{^}}#endif
int C::get() const restrict(cpu) { return x; }
float C::get() const restrict(amp) { return x + 0.5f; }

// Function templates: the same, the template header on both declarations.
// CHECK: {{^}}template <typename T> __host__ __device__ T h(T);
// CHECK-NEXT: {{^}}template <typename T> __host__ __device__ T h(T){{$}}
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
// CHECK-NEXT: {{^}}AMP2HIP_IF_AMP_CODE {
// CHECK-NEXT: {{^}}  return T(1);
// CHECK: {{^}}AMP2HIP_ELSE_CPU_CODE {
// CHECK-NEXT: {{^}}  return T(0);
template <typename T> T h(T) restrict(amp)
{
  return T(1);
}
template <typename T> T h(T) restrict(cpu)
{
  return T(0);
}

int main() {
  int r = 0;
  array_view<int, 1> out(1, &r);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    C c;
    out[i] = f(0) + g() + c.x + h(1) + int(c.get());
  });
  C c;
  return out[0] == 5 && f(0) + g() + c.x + h(1) + c.get() == 4 ? 0 : 1;
}

// A void pair whose cpu side, the earlier, launches a kernel: its body moves
// with the launch written in it; a comment ends the declarator's line.
// CHECK: {{^}}__host__ __device__ void fill(array_view<int, 1> out) // on the host
// CHECK-NEXT: {{^}};
// CHECK: {{^}}__host__ __device__ void fill(array_view<int, 1> out){{$}}
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS
// CHECK-NEXT: {{^}}AMP2HIP_IF_AMP_CODE { out[0] = 8; }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}AMP2HIP_ELSE_CPU_CODE {
// CHECK-NEXT: {{^}}  amp2hip::launch<
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}{ amp2hip::instantiate_kernel<decltype(&fill_amp_kernel_0), &fill_amp_kernel_0>(); }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}}
void fill(array_view<int, 1> out) restrict(cpu) // on the host
{
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = 7; });
}
void fill(array_view<int, 1> out) restrict(amp) { out[0] = 8; }

// A parameter one body does not use may be named otherwise (here not at
// all): the merged function has the later declarator.
// CHECK: {{^}}__host__ __device__ int pick(int, int y);
// CHECK: {{^}}AMP2HIP_IF_AMP_CODE { return 1; }
// CHECK: {{^}}AMP2HIP_ELSE_CPU_CODE { return y; }
int pick(int, int y) restrict(amp) { return 1; }
int pick(int x, int y) restrict(cpu) { return y; }

// Parameters used under other names: each pass keeps its own body, and a CPU
// build runs the cpu one in kernels too.
// CHECK: {{^}}__host__ __device__ int named(int a)
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}{ return a; }
// CHECK-NEXT: {{^}}#else
// CHECK: {{^}}__host__ __device__ int named(int b)
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}{ return b + 1; }
int named(int a) restrict(cpu) { return a; }
int named(int b) restrict(amp) { return b + 1; }

// A plain function against a template: nvcc would prefer the plain device
// one for a restrict(cpu,amp) caller on the host, so each pass sees its side.
// CHECK: {{^}}__host__ __device__ bool is_nan(T v) { return v != v; }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}__host__ __device__ bool is_nan(float v) { return v != v; }
// CHECK-NEXT: {{^}}#endif
template <typename T>
bool is_nan(T v) restrict(cpu) { return v != v; }
bool is_nan(float v) restrict(amp) { return v != v; }
bool check(float v) restrict(cpu, amp) { return is_nan(v); }

// A template and a plain function that no call could both take (another
// number of arguments): ordinary overloads, left alone. Hidden from the
// device pass, the cpu constructor was missing from the host code nvcc
// checks there too (amp-algorithms' pair and std::pair).
// CHECK-LABEL: {{^}}template <typename T1, typename T2> struct two {
// CHECK-NEXT: {{^}}  T1 a;
// CHECK-NEXT: {{^}}  T2 b;
// CHECK-NEXT: {{^}}  __device__ two(const T1 &x, const T2 &y) : a(x), b(y) {}
// CHECK-NEXT: {{^}}  template <typename U> two(const U &u) : a(u.a), b(u.b) {}
// CHECK-NEXT: {{^}}};
template <typename T1, typename T2> struct two {
  T1 a;
  T2 b;
  two(const T1 &x, const T2 &y) restrict(amp) : a(x), b(y) {}
  template <typename U> two(const U &u) restrict(cpu) : a(u.a), b(u.b) {}
};

// A local class's member functions take the restriction of the function
// that holds the class (C++ AMP's auto-inference), at any depth.
// CHECK: {{^}}__host__ __device__ int holder() {
// CHECK: {{^}}    __host__ __device__ int get() {
// CHECK: {{^}}        __host__ __device__ int value() { return 3; }
int holder() restrict(cpu, amp) {
  struct outer {
    int get() {
      struct inner {
        int value() { return 3; }
      };
      return inner().value();
    }
  };
  return outer().get();
}
