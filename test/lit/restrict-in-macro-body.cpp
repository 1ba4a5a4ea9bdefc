// A function declared in a macro's body with its restriction there: the
// space goes to the start of the declaration inside the body (nvcc takes
// none after the parameter list: "attributes are not permitted in a
// function definition"). A macro that stands for a restriction keeps moving
// with its declarator.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp --match-full-lines
#include <amp.h>
using namespace concurrency;

#define DEFINE_OP(name, op) inline float name(float a, float b) restrict(amp, cpu) { return a op b; }
// CHECK: #define DEFINE_OP(name, op) __host__ __device__ inline float name(float a, float b) { return a op b; }
DEFINE_OP(add_f, +)
DEFINE_OP(mul_f, *)

#define DEFINE_AMP(name) float name(float x) restrict(amp) { return x; }
// CHECK: #define DEFINE_AMP(name) __device__ float name(float x) { return x; }
DEFINE_AMP(ident)

#define DEFINE_CPU(name) float name(float x) restrict(cpu) { return x; }
// CHECK: #define DEFINE_CPU(name) float name(float x) { return x; }
DEFINE_CPU(host_ident)

struct P { float a; };
#define DEFINE_PLUS(T) T operator+(T x, T y) restrict(amp, cpu) { T r = {x.a + y.a}; return r; }
// CHECK: #define DEFINE_PLUS(T) __host__ __device__ T operator+(T x, T y) { T r = {x.a + y.a}; return r; }
DEFINE_PLUS(P)

#define DEFINE_TWICE template <typename T> T twice(T x) restrict(amp, cpu) { return x + x; }
// CHECK: #define DEFINE_TWICE template <typename T> __host__ __device__ T twice(T x) { return x + x; }
DEFINE_TWICE

#define DEFINE_MEMBERS(name) struct name { public: int v; int get() const restrict(amp) { return v; } int put(int x) restrict(amp) { return v = x; } };
// CHECK: #define DEFINE_MEMBERS(name) struct name { public: int v; __device__ int get() const { return v; } __device__ int put(int x) { return v = x; } };
DEFINE_MEMBERS(Box)

#define DEFINE_GPU(sig, body) sig restrict(amp) { body }
// CHECK: #define DEFINE_GPU(sig, body) __device__ sig { body }
DEFINE_GPU(float half(float x), return x / 2;)

// A prototype the macro makes whole, then the definition: each keeps its
// own restriction.
#define DECLARE_GPU(sig) sig restrict(amp);
// CHECK: #define DECLARE_GPU(sig) __device__ sig;
DECLARE_GPU(float third(float x))
// CHECK: DECLARE_GPU(float third(float x))
float third(float x) restrict(amp) { return x / 3; }
// CHECK: __device__ float third(float x) { return x / 3; }

#define GPU restrict(amp)
// CHECK: #define GPU __device__
float gpu(float x) GPU { return x; }
// CHECK: GPU float gpu(float x) { return x; }

int main() {
  float out[4] = {};
  array_view<float, 1> av(4, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    P p = {1.0f};
    Box b = {0};
    b.put(1);
    av[i] = mul_f(add_f(ident(1.0f), (p + p).a), twice(1.0f)) + half(2.0f) +
            gpu(1.0f) + b.get() + third(3.0f);
  });
  av.synchronize();
  return add_f(1.0f, 2.0f) == 3.0f && host_ident(1.0f) == 1.0f ? 0 : 1;
}
