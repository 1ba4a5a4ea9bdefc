// concurrency::direct3d: what needs a Direct3D device (get_device,
// make_array, get_buffer, create_accelerator_view of an IUnknown*) is
// AMP2HIP3000; the rest (the D3D access lock,
// create_accelerator_view(accelerator, disable_timeout), the intrinsics)
// translates. Visual Studio 2013's tiled_extent::tile_extent property
// reads through get_tile_extent().
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/d3d.cpp
// RUN: cd %t && not %amp2hip d3d.cpp -o d3d.hip.cpp -- -std=c++17 2> d3d.err
// RUN: FileCheck %s --input-file=%t/d3d.err
// RUN: test ! -e %t/d3d.hip.cpp
// RUN: cd %t && %amp2hip d3d.cpp -o ok.hip.cpp -- -std=c++17 -DNO_DEVICE
// RUN: FileCheck %s --check-prefix=OK --input-file=%t/ok.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

struct IUnknown;

void interop(accelerator acc, IUnknown *device) {
  accelerator_view av = direct3d::create_accelerator_view(acc, true);
  // OK: accelerator_view av = direct3d::create_accelerator_view(acc, true);
  direct3d::scoped_d3d_access_lock lock(av);
  bool disabled = direct3d::is_timeout_disabled(av);
  tiled_extent<16> te = extent<1>(64).tile<16>();
  extent<1> tile = te.tile_extent;
  // OK: extent<1> tile = te.get_tile_extent();
  std::vector<int> v(64);
  array_view<const int, 1> whole(v);
  (void)disabled;
  (void)tile;
  (void)whole;
#ifndef NO_DEVICE
  accelerator_view wrapped = direct3d::create_accelerator_view(device);
  // CHECK-DAG: d3d.cpp:[[@LINE-1]]:40: error: 'direct3d::create_accelerator_view' needs Direct3D; Direct3D interop has no HIP or CUDA counterpart [AMP2HIP3000]
  void *d3d = direct3d::get_device(av);
  // CHECK-DAG: d3d.cpp:[[@LINE-1]]:25: error: 'direct3d::get_device' needs Direct3D
  array<int, 1> a(64);
  void *buffer = direct3d::get_buffer(a);
  // CHECK-DAG: d3d.cpp:[[@LINE-1]]:28: error: 'direct3d::get_buffer' needs Direct3D
  (void)wrapped;
  (void)d3d;
  (void)buffer;
#else
  (void)device;
#endif
}
