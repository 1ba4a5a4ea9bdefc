// The kernel keeps the source's spelling of its tile sizes and rank (a
// macro, a constant at namespace scope), so that the translated file stays
// configurable (`-DSAMPLE=4`); what a kernel at namespace scope cannot name
// (a function's constant) becomes its value.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

#ifndef SAMPLE
#define SAMPLE 2
#endif
#define RANK 2
static const int kRows = 4;
namespace cfg {
enum { Tile = 4 };
}

// CHECK-LABEL: static __global__ void __launch_bounds__(SAMPLE * SAMPLE)
// CHECK-NEXT: run_amp_kernel_0(amp2hip::tiled_domain<SAMPLE, SAMPLE> amp_domain,
// CHECK-NEXT:                  concurrency::array_view<int, 2> a) {
// CHECK-NEXT:   concurrency::tiled_index<SAMPLE, SAMPLE> t = amp_domain.this_thread();

// CHECK-LABEL: static __global__ void __launch_bounds__(kRows * (cfg::Tile))
// CHECK-NEXT: run_amp_kernel_1(amp2hip::tiled_domain<kRows, cfg::Tile> amp_domain,
// CHECK:   const concurrency::tiled_index<kRows, cfg::Tile> t = amp_domain.this_thread();

// CHECK-LABEL: static __global__ void __launch_bounds__(8)
// CHECK-NEXT: run_amp_kernel_2(amp2hip::tiled_domain<2, 4> amp_domain,
// CHECK:   concurrency::tiled_index<2, 4> t = amp_domain.this_thread();

// CHECK-LABEL: run_amp_kernel_3(amp2hip::extent_domain<RANK> amp_domain,
// CHECK:   concurrency::index<RANK> i = amp_domain.this_thread();
void run(std::vector<int> &v) {
  const int local = 2;
  array_view<int, 2> a(8, 8, v);
  parallel_for_each(a.extent.tile<SAMPLE, SAMPLE>(),
                    [=](tiled_index<SAMPLE, SAMPLE> t) restrict(amp) {
                      a[t] = SAMPLE;
                    });
  // CHECK: amp2hip::launch<run_amp_kernel_0>(a.extent.tile<SAMPLE, SAMPLE>(), a);
  parallel_for_each(a.extent.tile<kRows, cfg::Tile>(),
                    [=](const tiled_index<kRows, cfg::Tile> &t) restrict(amp) {
                      a[t] += 1;
                    });
  parallel_for_each(a.extent.tile<local, 4>(),
                    [=](tiled_index<local, 4> t) restrict(amp) { a[t] += 1; });
  parallel_for_each(a.extent, [=](index<RANK> i) restrict(amp) { a[i] += 1; });
}
