// The header of kernel-friend-later-names.cpp, in the style of Microsoft's
// histogram sample: the class that holds the kernels is declared here; its
// member functions, and the constants they use, are in the source.
#pragma once

#include <amp.h>
#include <vector>

using namespace concurrency;

// This class member method implements C++ AMP kernels
// and its supporting routine
class histogram_amp
{
public:
    static void add_value(unsigned *bins, unsigned value) restrict(amp);
    template <int _no_of_tiles>
    static void histo_kernel(array<unsigned, 1>& data, array<unsigned, 1>& partial_result);

private:
    static unsigned bin_of(unsigned value) restrict(amp);
    static void scale_kernel(array_view<unsigned, 1> data);
    // CHECK: {{^}}  // the kernel of parallel_for_each at prog.cpp:{{[0-9]+}}
    // CHECK-NEXT: {{^}}  template <int amp__no_of_tiles>
    // CHECK-NEXT: {{^}}  friend __global__ void histogram_amp_histo_kernel_amp_kernel_0(amp2hip::tiled_domain<128> amp_domain,
    // CHECK: {{^}}  // the kernel of parallel_for_each at prog.cpp:{{[0-9]+}}
    // CHECK-NEXT: {{^}}  friend __global__ void histogram_amp_scale_kernel_amp_kernel_0(amp2hip::extent_domain<1> amp_domain, concurrency::array_view<unsigned int, 1> data);
    // CHECK-NEXT: {{^}}};
};
