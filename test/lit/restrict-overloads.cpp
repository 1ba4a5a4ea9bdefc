// Overloads that differ only in restriction: hip-clang overloads on
// __host__/__device__, nvcc does not; each pair becomes one
// __host__ __device__ function whose compilation passes see one side each.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
using namespace concurrency;

// A free function: declared twice, each pass gets one body.
// CHECK-LABEL: {{^}}__host__ __device__ int f(int)
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}  return 1;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}};
// CHECK-NEXT: {{^}}#endif
int f(int) restrict(amp)
{
  return 1;
}
// CHECK: {{^}}__host__ __device__ int f(int)
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}{
// CHECK: {{^}}#endif
int f(int) restrict(cpu)
{
  return 0;
}

// A different parameter type is an ordinary overload: left alone (device-only
// callers are compiled in nvcc's host pass too and must find it).
// CHECK: {{^}}__device__ int f(float) { return 2; }
int f(float) restrict(amp) { return 2; }

// An unrestricted function is the cpu side; a body on the declarator line.
// CHECK: {{^}}__host__ __device__ int g()
// CHECK-NEXT: {{^}}#if !AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}{ return 0; }
// CHECK: {{^}}__host__ __device__ int g()
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
// CHECK-NEXT: {{^}}{ return 1; }
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

// Function templates: the same, with the template header inside the guard
// only where the whole declaration is guarded.
// CHECK: {{^}}template <typename T> __host__ __device__ T h(T)
// CHECK-NEXT: {{^}}#if AMP2HIP_DEVICE_PASS
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
