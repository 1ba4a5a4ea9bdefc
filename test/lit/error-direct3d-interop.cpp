// Direct3D texture interop (concurrency::graphics::direct3d) has no HIP or
// CUDA counterpart: each use is an error with its id at translation time,
// and no output is written.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2>&1 | FileCheck %s
// RUN: not test -e %t.hip.cpp

#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

struct ID3D11Texture2D;
struct ID3D11SamplerState;

void interop(accelerator_view av, ID3D11Texture2D *d3d_texture,
             ID3D11SamplerState *d3d_sampler) {
  texture<float, 2> t = graphics::direct3d::make_texture<float, 2>(av, d3d_texture);
  // CHECK-DAG: error-direct3d-interop.cpp:[[@LINE-1]]:45: error: 'graphics::direct3d::make_texture' needs Direct3D; Direct3D interop has no HIP or CUDA counterpart [AMP2HIP3000]
  void *back = graphics::direct3d::get_texture(t);
  // CHECK-DAG: error-direct3d-interop.cpp:[[@LINE-1]]:36: error: 'graphics::direct3d::get_texture' needs Direct3D
  sampler s = graphics::direct3d::make_sampler(d3d_sampler);
  // CHECK-DAG: error-direct3d-interop.cpp:[[@LINE-1]]:35: error: 'graphics::direct3d::make_sampler' needs Direct3D
  (void)back;
  (void)s;
}
