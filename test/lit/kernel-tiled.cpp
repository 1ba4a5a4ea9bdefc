// Tiled kernels: tile<D0>, tile<D0,D1>, tile<D0,D1,D2>; tile_static,
// barriers, fences, local constants, typedefs and arrays by reference.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
using namespace concurrency;

#define SHARED tile_static
// CHECK: #define SHARED __shared__

// CHECK-LABEL: {{^}}static __global__ void __launch_bounds__(64)
// CHECK-NEXT: reduce_amp_kernel_0(amp2hip::tiled_domain<64> amp_domain,
// CHECK-NEXT:                     amp2hip::device_ref<concurrency::array<int, 1>> amp_ref_sums,
// CHECK-NEXT:                     concurrency::array_view<const int, 1> in) {
// CHECK-NEXT:   const int TILE = 64;
// CHECK-NEXT:   typedef int value_type;
// CHECK-NEXT:   concurrency::tiled_index<64> t = amp_domain.this_thread();
// CHECK-NEXT:   concurrency::array<int, 1> &sums = amp_ref_sums.get();
// CHECK-NEXT:   __shared__ value_type part[TILE];
// CHECK-NEXT:   part[t.local[0]] = in[t.global];
// CHECK-NEXT:   __syncthreads();
// CHECK-NEXT:   for (int s = TILE / 2; s > 0; s /= 2) {
// CHECK-NEXT:     if (t.local[0] < s)
// CHECK-NEXT:       part[t.local[0]] += part[t.local[0] + s];
// CHECK-NEXT:     __syncthreads();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (t.local[0] == 0)
// CHECK-NEXT:     sums[t.tile[0]] = part[0];
// CHECK-NEXT: }
void reduce(array_view<const int, 1> in, array<int, 1> &sums) {
  const int TILE = 64;
  const int unused = 7;
  typedef int value_type;
  parallel_for_each(in.extent.tile<TILE>(), [=, &sums](tiled_index<TILE> t) restrict(amp) {
  tile_static value_type part[TILE];
  part[t.local[0]] = in[t.global];
  t.barrier.wait();
  for (int s = TILE / 2; s > 0; s /= 2) {
    if (t.local[0] < s)
      part[t.local[0]] += part[t.local[0] + s];
    t.barrier.wait_with_all_memory_fence();
  }
  if (t.local[0] == 0)
    sums[t.tile[0]] = part[0];
  });
  // CHECK: {{^}}  amp2hip::launch<reduce_amp_kernel_0>(in.extent.tile<TILE>(), sums, in);
  (void)unused;
}

// CHECK-LABEL: {{^}}static __global__ void __launch_bounds__(256)
// CHECK-NEXT: blocks_amp_kernel_0(amp2hip::tiled_domain<16, 16> amp_domain,
// CHECK-NEXT:                     concurrency::array_view<float, 2> m) {
// CHECK-NEXT:   concurrency::tiled_index<16, 16> idx = amp_domain.this_thread();
// CHECK-NEXT:   __shared__ float a[16][16];
// CHECK-NEXT:   SHARED float b[16][16];
// CHECK-NEXT:   a[idx.local[0]][idx.local[1]] = m[idx.global];
// CHECK-NEXT:   __threadfence_block();
// CHECK-NEXT:   __threadfence();
// CHECK-NEXT:   __threadfence();
// CHECK-NEXT:   __syncthreads();
// CHECK-NEXT:   __syncthreads();
// CHECK-LABEL: {{^}}static __global__ void __launch_bounds__(32)
// CHECK-NEXT: blocks_amp_kernel_1(amp2hip::tiled_domain<2, 4, 4> amp_domain,
// CHECK-NEXT:                     concurrency::array_view<float, 3> cube) {
// CHECK-NEXT:   concurrency::tiled_index<2, 4, 4> c = amp_domain.this_thread();
// CHECK-NOT: {{^ *}}if (!amp_domain
// CHECK: {{^}}void blocks(
void blocks(array_view<float, 2> m, array_view<float, 3> cube) {
  parallel_for_each(m.extent.tile<16, 16>(), [=](tiled_index<16, 16> idx) restrict(amp) {
  tile_static float a[16][16];
  SHARED float b[16][16];
  a[idx.local[0]][idx.local[1]] = m[idx.global];
  tile_static_memory_fence(idx.barrier);
  global_memory_fence(idx.barrier);
  all_memory_fence(idx.barrier);
  idx.barrier.wait_with_global_memory_fence();
  idx.barrier.wait_with_tile_static_memory_fence();
  b[0][0] = a[0][0];
  m[idx.global] = b[idx.local[1]][idx.local[0]];
  });
  // CHECK: {{^}}  amp2hip::launch<blocks_amp_kernel_0>(m.extent.tile<16, 16>(), m);
  parallel_for_each(cube.extent.tile<2, 4, 4>(), [=](tiled_index<2, 4, 4> c) restrict(amp) {
    cube[c] = static_cast<float>(c.tile_origin[0] + c.local[2]);
  });
  // CHECK: {{^}}  amp2hip::launch<blocks_amp_kernel_1>(cube.extent.tile<2, 4, 4>(), cube);
}
