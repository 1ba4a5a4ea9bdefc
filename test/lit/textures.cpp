// Textures (<amp_graphics.h>): a texture captured by reference travels as a
// device_ref, views and samplers by value; restrict(amp) functions take
// textures by reference. Unqualified `texture<...>` is written qualified:
// HIP's headers declare a ::texture template of their own.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
#include <amp_graphics.h>
// CHECK: #include <amp2hip/amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;
// The Direct3D interop namespace, named where nothing of it is used (its
// functions exist only for the parse: AMP2HIP3000).
using namespace concurrency::graphics::direct3d;

// CHECK: __device__ float fetch(const concurrency::graphics::texture<float, 2> &t, concurrency::index<2> i) {
float fetch(const texture<float, 2> &t, index<2> i) restrict(amp) {
  return t[i];
}

// CHECK-LABEL: static __global__ void
// CHECK-NEXT: filter_amp_kernel_0(amp2hip::extent_domain<2> amp_domain,
// CHECK-NEXT:                     amp2hip::device_ref<concurrency::graphics::texture<float, 2>> amp_ref_src,
// CHECK-NEXT:                     concurrency::graphics::texture_view<const float, 2> view,
// CHECK-NEXT:                     concurrency::graphics::sampler s,
// CHECK-NEXT:                     concurrency::graphics::writeonly_texture_view<concurrency::graphics::unorm_4, 2> out) {
// CHECK: concurrency::graphics::texture<float, 2> &src = amp_ref_src.get();
void filter(int rows, int cols) {
  // CHECK: concurrency::graphics::texture<float, 2> src(rows, cols);
  texture<float, 2> src(rows, cols);
  texture<unorm_4, 2> dst(rows, cols, 8U);
  writeonly_texture_view<unorm_4, 2> out(dst);
  texture_view<const float, 2> view(src);
  sampler s(filter_linear, address_mirror);
  parallel_for_each(src.extent, [=, &src](index<2> idx) restrict(amp) {
    float v = fetch(src, idx) + view.sample(s, float_2(0.5f, 0.5f));
    out.set(idx, unorm_4(unorm(v), unorm(v), unorm(v), unorm(1.0f)));
  });
  // CHECK: {{^}}  amp2hip::launch<decltype(&filter_amp_kernel_0), &filter_amp_kernel_0>(src.extent, src, view, s, out);
}
