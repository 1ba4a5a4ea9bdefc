// A kernel's friend declaration goes into its class, which can come before
// what the kernel's signature names. Microsoft's histogram sample declares
// its class in histogram.h and, in histogram.cpp after the include, the
// tile size that its member function template's tiled_index names: the
// friend declaration in the header writes the tile's value, the kernel in
// the source keeps the name. A captured variable whose type is declared
// after the class has no such spelling: AMP2HIP1024, and no output.
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/prog.cpp && cp %S/Inputs/kernel-friend-later-names.h %t/src/
// RUN: cd %t/src && %amp2hip --in-root . --out-root ../out prog.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/out/prog.cpp
// RUN: FileCheck %S/Inputs/kernel-friend-later-names.h --input-file=%t/out/kernel-friend-later-names.h
// RUN: sed -e 's/^#define LATER_TYPE 0/#define LATER_TYPE 1/' prog.cpp > later.cpp
// RUN: not %amp2hip --in-root . --out-root ../later later.cpp -- -std=c++17 2> later.err
// RUN: FileCheck %s --check-prefix=LATER --input-file=later.err
// RUN: test ! -e %t/later/later.cpp
#define LATER_TYPE 0
#include "kernel-friend-later-names.h"

const unsigned histogram_bin_count = 64; // Bin count
const unsigned histogram256_tile_size = 128;

// CHECK-LABEL: histogram_amp::add_value(
void histogram_amp::add_value(unsigned *bins, unsigned value) restrict(amp)
{
    atomic_fetch_inc(&bins[bin_of(value)]);
}

unsigned histogram_amp::bin_of(unsigned value) restrict(amp)
{
    return value % histogram_bin_count;
}

// The kernel goes after the constants, before the function it came from.
// CHECK: {{^}}// C++ AMP kernel from parallel_for_each at prog.cpp:[[@LINE+9]]
// CHECK-NEXT: {{^}}template <int _no_of_tiles>
// CHECK-NEXT: {{^}}__global__ void __launch_bounds__(128)
// CHECK: {{^}}// This functions divides data among the tiles
// This functions divides data among the tiles
template <int _no_of_tiles>
void histogram_amp::histo_kernel(array<unsigned, 1>& data, array<unsigned, 1>& partial_result)
{
    extent<1> e_compute(_no_of_tiles * histogram256_tile_size);
    parallel_for_each(e_compute.tile<histogram256_tile_size>(), [=, &data, &partial_result](tiled_index<histogram256_tile_size> tidx) restrict(amp)
    {
        tile_static unsigned s_hist[histogram_bin_count];
        for (unsigned b = tidx.local[0]; b < histogram_bin_count; b += histogram256_tile_size)
            s_hist[b] = 0;
        tidx.barrier.wait();
        for (unsigned pos = tidx.global[0]; pos < data.extent[0]; pos += _no_of_tiles * histogram256_tile_size)
            add_value(s_hist, data[pos]);
        tidx.barrier.wait();
        for (unsigned b = tidx.local[0]; b < histogram_bin_count; b += histogram256_tile_size)
            partial_result[tidx.tile[0] * histogram_bin_count + b] = s_hist[b];
    });
}

#if LATER_TYPE
struct scale_params { unsigned factor; };
#endif

void histogram_amp::scale_kernel(array_view<unsigned, 1> data)
{
#if LATER_TYPE
    scale_params params = { 2 };
    // LATER: later.cpp:[[@LINE+1]]:5: error: the kernel's friend declaration in class 'histogram_amp' would name 'scale_params', which is declared after the class [AMP2HIP1024]
    parallel_for_each(data.extent, [=](index<1> i) restrict(amp) { data[i] = bin_of(data[i]) * params.factor; });
#else
    parallel_for_each(data.extent, [=](index<1> i) restrict(amp) { data[i] = bin_of(data[i]); });
#endif
}

int main()
{
    std::vector<unsigned> values(4 * 128 * 3);
    for (unsigned i = 0; i < values.size(); ++i)
        values[i] = i * 7;
    array<unsigned, 1> data(values.size(), values.begin());
    array<unsigned, 1> partial(4 * histogram_bin_count);
    histogram_amp::histo_kernel<4>(data, partial);
    return 0;
}
