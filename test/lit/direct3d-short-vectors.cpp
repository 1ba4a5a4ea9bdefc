// Visual C++'s <amp_short_vectors.h> names each short vector type without the
// underscore too (float2 for float_2, ...) in namespace
// concurrency::graphics::direct3d. HIP and CUDA declare ::float2, ::int4, ...
// globally, so after `using namespace concurrency::graphics::direct3d;` the
// unqualified name would be ambiguous under hipcc and nvcc: the typedefs
// exist only in the parse, and amp2hip writes every use with the underscore,
// which the compilers' direct3d namespace names.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=KERNEL --input-file=%t/prog.hip.cpp
// No name is missing, so no note blames stdafx.h (AMP2HIP1016).
// RUN: not grep AMP2HIP1016 %t/prog.err
// Visual C++ rejects the underscored names in direct3d; so does amp2hip.
// RUN: printf '#include <amp_graphics.h>\nconcurrency::graphics::direct3d::float_2 v;\n' > %t/bad.cpp
// RUN: cd %t && not %amp2hip bad.cpp -o bad.hip.cpp -- -std=c++17 2> bad.txt
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t/bad.txt
// BAD: error: no type named 'float_2' in namespace 'Concurrency::graphics::direct3d'
#include "stdafx.h"
#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics::direct3d;

// In a macro's body the name is written in the #define, once for every use.
#define VEC3 float3
// CHECK: #define VEC3 float_3

// Names that only look alike are left alone.
struct float2x { int float2; };
// CHECK: struct float2x { int float2; };

uint4 widen(int2 v) restrict(cpu, amp) {
  // CHECK: {{^}}__host__ __device__ uint_4 widen(int_2 v) {
  return uint4(v.x, v.y, 0u, 1u);
  // CHECK: return uint_4(v.x, v.y, 0u, 1u);
}

// What only hipcc and nvcc read (compile.every_lit_output compiles this
// file's translation): their own ::float2, unqualified after the
// using-directive, still means what it did.
#if !defined(AMP2HIP_PARSE)
inline float hip_float2_sum() {
  float2 h = make_float2(1.0f, 2.0f);
  return h.x + h.y;
}
#endif
// CHECK: float2 h = make_float2(1.0f, 2.0f);

namespace gfx = concurrency::graphics;
using concurrency::graphics::direct3d::double2;
// CHECK: using concurrency::graphics::direct3d::double_2;

int main() {
  std::vector<float2> data(16);
  // CHECK: std::vector<float_2> data(16);
  array_view<float2, 1> av(16, data);
  // CHECK: array_view<float_2, 1> av(16, data);
  float4 base(1.0f, 2.0f, 3.0f, 4.0f);
  // CHECK: float_4 base(1.0f, 2.0f, 3.0f, 4.0f);
  graphics::direct3d::unorm2 u(0.25f, 0.75f);
  // CHECK: graphics::direct3d::unorm_2 u(0.25f, 0.75f);
  gfx::direct3d::norm4 n(0.5f);
  // CHECK: gfx::direct3d::norm_4 n(0.5f);
  double2 d(1.0, 2.0);
  // CHECK: double_2 d(1.0, 2.0);
  float2::value_type scale = sizeof(float3) / sizeof(float);
  // CHECK: float_2::value_type scale = sizeof(float_3) / sizeof(float);
  VEC3 extra(0.0f);
  // The captured float4 is a kernel parameter: its type is spelled with
  // the underscore too. The compilers never see direct3d's float2, so HIP's
  // ::float2 is what the name means to them, as before.
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    float2 uv(0.5f, 1.5f);
    int2 cell = int2(i[0], 1);
    av[i] = uv * base.xy + float2((float)widen(cell).x, scale) + extra.xy;
  });
  // KERNEL: concurrency::array_view<concurrency::graphics::direct3d::float_2, 1> av,
  // KERNEL-NEXT: concurrency::graphics::direct3d::float_4 base,
  // KERNEL: concurrency::graphics::direct3d::float_3 extra) {
  // KERNEL: {{^ *}}float_2 uv(0.5f, 1.5f);
  // KERNEL-NEXT: {{^ *}}int_2 cell = int_2(i[0], 1);
  // KERNEL-NEXT: {{^ *}}av[i] = uv * base.get_xy() + float_2((float)widen(cell).x, scale) + extra.get_xy();
  av.synchronize();
  float2x other = {2};
  return data[1].x == 1.5f + 1.0f && u.x > 0.0f && n.x > 0.0f &&
                 d.y == 2.0 && other.float2 == 2
             ? 0
             : 1;
}
