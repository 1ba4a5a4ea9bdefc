// Smoke test of the runtime in the shape the translator emits (see
// docs/design.md): a tiled kernel with __shared__ memory and a barrier, a
// non-tiled kernel with a bounds guard, and an array passed by device_ref.
// Prints "smoke: OK" and the transfer counters on a GPU; on a machine
// without one it prints the runtime_exception and exits with status 2.
#include <amp2hip/amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

// C++ AMP: parallel_for_each(sample.extent.tile<2, 2>(),
//   [=](tiled_index<2, 2> idx) restrict(amp) { ... });
__global__ void __launch_bounds__(4)
    main_amp_kernel_0(amp2hip::tiled_domain<2, 2> amp_domain,
                      array_view<int, 2> sample, array_view<int, 2> average) {
  tiled_index<2, 2> idx = amp_domain.this_thread();
  __shared__ int nums[2][2];
  nums[idx.local[1]][idx.local[0]] = sample[idx.global];
  __syncthreads();
  int sum = nums[0][0] + nums[0][1] + nums[1][0] + nums[1][1];
  average[idx.global] = sum / 4;
}

// C++ AMP: parallel_for_each(e, [=, &arr](index<2> i) restrict(amp) {...});
__global__ void
main_amp_kernel_1(amp2hip::extent_domain<2> amp_domain,
                  array_view<const int, 2> in,
                  amp2hip::device_ref<array<int, 2>> amp_ref_arr, int scale) {
  concurrency::index<2> i = amp_domain.this_thread();
  if (!amp_domain.contains(i))
    return;
  array<int, 2> &arr = amp_ref_arr.get();
  arr[i] = in(i[0], i[1]) * scale + in[i[0]][i[1]];
}

int main() {
  try {
    const int rows = 4, cols = 6;
    std::vector<int> data(rows * cols), avg(rows * cols);
    for (int i = 0; i < rows * cols; ++i)
      data[i] = i;
    array_view<int, 2> sample(rows, cols, data);
    array_view<int, 2> average(rows, cols, avg);
    average.discard_data();
    amp2hip::launch(main_amp_kernel_0, sample.extent.tile<2, 2>(), sample,
                    average);
    int bad = 0;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        int r0 = r / 2 * 2, c0 = c / 2 * 2;
        int want =
            (data[r0 * cols + c0] + data[r0 * cols + c0 + 1] +
             data[(r0 + 1) * cols + c0] + data[(r0 + 1) * cols + c0 + 1]) /
            4;
        bad += average(r, c) != want;
      }

    array<int, 2> arr(rows, cols);
    array_view<const int, 2> in(rows, cols, data);
    amp2hip::launch(accelerator().get_default_view(), main_amp_kernel_1,
                    arr.extent, in, arr, 3);
    std::vector<int> out = arr;
    for (int i = 0; i < rows * cols; ++i)
      bad += out[i] != data[i] * 4;

    const amp2hip::runtime_stats &s = amp2hip::stats();
    std::printf("smoke: %s (%d wrong); %llu launches, %llu uploads, %llu "
                "downloads\n",
                bad ? "FAILED" : "OK", bad, (unsigned long long)s.launches,
                (unsigned long long)s.uploads, (unsigned long long)s.downloads);
    return bad ? 1 : 0;
  } catch (const runtime_exception &e) {
    std::printf("smoke: runtime_exception: %s (code %ld)\n", e.what(),
                e.get_error_code());
    return 2;
  }
}
