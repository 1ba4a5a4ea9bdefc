// Runtime checks that need a GPU, in translated form: every launch shape
// (ranks 1-4, tiled ranks 1-3, linearized grids), views and arrays in
// kernels, and the transfer counters. Prints "gpu_check: OK" or what failed;
// exit status 0 (passed), 1 (failed), 2 (no GPU: runtime_exception).
#include <amp2hip/amp.h>
#include <amp2hip/amp_math.h>

#include <cstdio>
#include <numeric>
#include <vector>

using namespace concurrency;
typedef concurrency::index<1> idx1;
typedef concurrency::index<2> idx2;
typedef concurrency::index<3> idx3;
typedef concurrency::index<4> idx4;

static int failures = 0;
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::printf("gpu_check: FAILED %s (line %d)\n", #cond, __LINE__);        \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

__global__ void k_rank1(amp2hip::extent_domain<1> d, array_view<int, 1> a) {
  idx1 i = d.this_thread();
  if (!d.contains(i))
    return;
  a[i] = a[i] * 2 + 1;
}

__global__ void k_rank2(amp2hip::extent_domain<2> d,
                        array_view<const float, 2> in,
                        array_view<float, 2> out) {
  idx2 i = d.this_thread();
  if (!d.contains(i))
    return;
  out(i[0], i[1]) = in[i] + static_cast<float>(i[0] * 1000 + i[1]);
}

__global__ void k_rank3(amp2hip::extent_domain<3> d, array_view<int, 3> a) {
  idx3 i = d.this_thread();
  if (!d.contains(i))
    return;
  a(i[0], i[1], i[2]) = i[0] * 10000 + i[1] * 100 + i[2];
}

__global__ void k_rank4(amp2hip::extent_domain<4> d, array_view<int, 4> a) {
  idx4 i = d.this_thread();
  if (!d.contains(i))
    return;
  a[i] = ((i[0] * 10 + i[1]) * 10 + i[2]) * 10 + i[3];
}

// Tiled sum of each 16x16 tile through __shared__ memory.
__global__ void __launch_bounds__(256)
    k_tiled2(amp2hip::tiled_domain<16, 16> d, array_view<const int, 2> in,
             array_view<int, 2> sums) {
  tiled_index<16, 16> t = d.this_thread();
  __shared__ int tile[16][16];
  tile[t.local[0]][t.local[1]] = in[t.global];
  t.barrier.wait();
  if (t.local[0] == 0 && t.local[1] == 0) {
    int s = 0;
    for (int r = 0; r < 16; ++r)
      for (int c = 0; c < 16; ++c)
        s += tile[r][c];
    sums[t.tile] = s;
  }
}

__global__ void k_tiled1(amp2hip::tiled_domain<64> d, array_view<int, 1> a) {
  tiled_index<64> t = d.this_thread();
  a[t.global] =
      t.tile[0] * 1000 + t.local[0] + (t.tile_origin[0] - t.global[0]);
}

__global__ void k_tiled3(amp2hip::tiled_domain<2, 4, 8> d,
                         array_view<int, 3> a) {
  tiled_index<2, 4, 8> t = d.this_thread();
  idx3 g = t;
  a[g] = t.local[0] * 100 + t.local[1] * 10 + t.local[2];
}

// Rows 1.. of a view via a projection and a section on the device.
__global__ void k_views(amp2hip::extent_domain<1> d, array_view<int, 2> m) {
  idx1 i = d.this_thread();
  if (!d.contains(i))
    return;
  array_view<int, 1> row = m[1];
  row[i] = -i[0];
  array_view<int, 2> corner = m.section(idx2(2, 0), extent<2>(1, 4));
  corner(0, i[0]) = 7;
}

__global__ void k_array(amp2hip::extent_domain<2> d,
                        amp2hip::device_ref<array<int, 2>> amp_ref_arr,
                        amp2hip::device_ref<const array<int, 2>> amp_ref_src) {
  idx2 i = d.this_thread();
  if (!d.contains(i))
    return;
  array<int, 2> &arr = amp_ref_arr.get();
  const array<int, 2> &src = amp_ref_src.get();
  arr[i] = src(i[0], i[1]) + arr[i];
}

// Atomics and math: count the even elements, take square roots.
__global__ void k_atomic(amp2hip::extent_domain<1> d,
                         array_view<const int, 1> in,
                         array_view<int, 1> counter,
                         array_view<float, 1> roots) {
  idx1 i = d.this_thread();
  if (!d.contains(i))
    return;
  if (in[i] % 2 == 0)
    atomic_fetch_add(&counter[0], 1);
  atomic_fetch_max(&counter[1], in[i]);
  roots[i] = fast_math::sqrt(static_cast<float>(in[i])) +
             static_cast<float>(precise_math::floor(0.5));
}

int main() {
  try {
    const amp2hip::runtime_stats &st = amp2hip::stats();
    accelerator acc;
    std::printf("gpu_check: on %ls (%ls)\n", acc.description.c_str(),
                acc.device_path.c_str());

    { // rank 1, and no byte moves twice
      std::vector<int> v(1000);
      std::iota(v.begin(), v.end(), 0);
      array_view<int, 1> a(1000, v);
      amp2hip::reset_stats();
      amp2hip::launch(k_rank1, a.extent, a);
      amp2hip::launch(k_rank1, a.extent, a);
      CHECK(st.uploads == 1 && st.downloads == 0);
      a.synchronize();
      a.synchronize();
      CHECK(st.downloads == 1);
      CHECK(v[10] == (10 * 2 + 1) * 2 + 1);
      CHECK(v[999] == (999 * 2 + 1) * 2 + 1);
    }
    { // rank 2, const input, discard
      const int R = 37, C = 53;
      std::vector<float> in(R * C, 0.5f), out(R * C, -1.0f);
      array_view<const float, 2> vin(R, C, in);
      array_view<float, 2> vout(R, C, out);
      vout.discard_data();
      amp2hip::reset_stats();
      amp2hip::launch(k_rank2, vout.extent, vin, vout);
      CHECK(st.uploads == 1); // only the input
      vout.synchronize();
      CHECK(out[5 * C + 7] == 0.5f + 5007.0f);
      CHECK(out[(R - 1) * C + C - 1] == 0.5f + (R - 1) * 1000 + C - 1);
    }
    { // rank 3
      std::vector<int> v(5 * 9 * 17, -1);
      array_view<int, 3> a(5, 9, 17, v);
      amp2hip::launch(k_rank3, a.extent, a);
      CHECK(a(4, 8, 16) == 40816);
      CHECK(a(1, 2, 3) == 10203);
    }
    { // rank 4 (linear)
      std::vector<int> v(3 * 4 * 5 * 6, -1);
      int dims[4] = {3, 4, 5, 6};
      array_view<int, 4> a(extent<4>(dims), v);
      amp2hip::launch(k_rank4, a.extent, a);
      a.synchronize();
      CHECK(v[0] == 0);
      CHECK(v[v.size() - 1] == 2345);
      CHECK(v[6] == 10); // (0,0,1,0)
    }
    { // a rank-2 domain too tall for grid.y: linearized
      const int R = 16 * 65535 + 40;
      std::vector<int> v(R * 2, 0);
      array_view<int, 2> a(R, 2, v);
      std::vector<float> in(R * 2, 0.0f);
      array_view<const float, 2> vin(R, 2, in);
      std::vector<float> out(R * 2, 0.0f);
      array_view<float, 2> vout(R, 2, out);
      amp2hip::launch(k_rank2, vout.extent, vin, vout);
      vout.synchronize();
      CHECK(out[(R - 1) * 2 + 1] == (R - 1) * 1000.0f + 1.0f);
      CHECK(out[2 * 5] == 5000.0f);
    }
    { // tiled 2-D with shared memory
      const int R = 64, C = 48;
      std::vector<int> in(R * C, 1), sums(4 * 3, 0);
      in[17 * C + 20] = 101; // tile (1, 1)
      array_view<const int, 2> vin(R, C, in);
      array_view<int, 2> vs(4, 3, sums);
      amp2hip::launch(k_tiled2, vin.extent.tile<16, 16>(), vin, vs);
      vs.synchronize();
      CHECK(sums[0] == 256);
      CHECK(sums[1 * 3 + 1] == 356);
      bool threw = false;
      try {
        amp2hip::launch(k_tiled2, extent<2>(64, 40).tile<16, 16>(), vin, vs);
      } catch (const invalid_compute_domain &) {
        threw = true;
      }
      CHECK(threw);
    }
    { // tiled 1-D and 3-D
      std::vector<int> v(256, -1);
      array_view<int, 1> a(256, v);
      amp2hip::launch(k_tiled1, a.extent.tile<64>(), a);
      CHECK(a[70] == 1000 + 6 - 6);
      CHECK(a[255] == 3000 + 63 - 63);
      std::vector<int> w(4 * 8 * 16, -1);
      array_view<int, 3> b(4, 8, 16, w);
      amp2hip::launch(k_tiled3, b.extent.tile<2, 4, 8>(), b);
      CHECK(b(3, 7, 15) == 137);
      CHECK(b(2, 4, 8) == 0);
    }
    { // projection and section in device code
      std::vector<int> m(4 * 4, 9);
      array_view<int, 2> vm(4, 4, m);
      amp2hip::launch(k_views, extent<1>(4), vm);
      vm.synchronize();
      CHECK(m[1 * 4 + 3] == -3);
      CHECK(m[2 * 4 + 2] == 7);
      CHECK(m[0] == 9);
    }
    { // arrays by device_ref, and host shadow coherence
      std::vector<int> init(6 * 5);
      std::iota(init.begin(), init.end(), 0);
      array<int, 2> arr(6, 5, init.begin(), init.end());
      array<int, 2> src(6, 5, init.begin());
      amp2hip::launch(k_array, arr.extent, arr, src);
      std::vector<int> out = arr;
      CHECK(out[29] == 58);
      arr(0, 1) = 100; // host write through the shadow
      amp2hip::launch(k_array, arr.extent, arr, src);
      CHECK(arr(0, 1) == 101);
      CHECK(arr(5, 4) == 87);
      std::vector<int> back(30);
      copy(arr, back.begin());
      CHECK(back[29] == 87);
    }
    { // an explicit accelerator_view (stream)
      accelerator_view view = acc.create_view();
      std::vector<int> v(300, 1);
      array_view<int, 1> a(300, v);
      amp2hip::launch(view, k_rank1, a.extent, a);
      view.wait();
      CHECK(a[299] == 3);
    }
    { // atomics and math
      std::vector<int> in(1000);
      std::iota(in.begin(), in.end(), 0);
      std::vector<int> counter(2, 0);
      std::vector<float> roots(1000);
      array_view<const int, 1> vin(1000, in);
      array_view<int, 1> vc(2, counter);
      array_view<float, 1> vr(1000, roots);
      amp2hip::launch(k_atomic, vin.extent, vin, vc, vr);
      vc.synchronize();
      vr.synchronize();
      CHECK(counter[0] == 500);
      CHECK(counter[1] == 999);
      CHECK(roots[49] > 6.99f && roots[49] < 7.01f);
    }
    std::printf("gpu_check: %s (%d failures); %llu launches\n",
                failures ? "FAILED" : "OK", failures,
                (unsigned long long)st.launches);
    return failures ? 1 : 0;
  } catch (const runtime_exception &e) {
    std::printf("gpu_check: runtime_exception: %s\n", e.what());
    return 2;
  }
}
