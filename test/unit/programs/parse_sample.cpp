// Original C++ AMP source (not translated): the translator's parse mode must
// accept it (see test/unit/CMakeLists.txt).
#include <amp.h>
#include <amp_math.h>
#include <iostream>
#include <vector>

using namespace concurrency;

#define __GPU restrict(amp, cpu)

static const int TS = 16;

// A restrict(amp) helper.
float square(float x) restrict(amp) { return x * x; }

// A function overloaded on restriction.
int where() restrict(cpu) { return 0; }
int where() restrict(amp) { return 1; }

struct point {
  float x, y;
  // A restrict(cpu, amp) member function.
  float norm2() const restrict(cpu, amp) { return x * x + y * y; }
  float sum() const __GPU { return x + y; }
};

void matmul(int n, const std::vector<float> &a, const std::vector<float> &b,
            std::vector<float> &c) {
  array_view<const float, 2> av(n, n, a), bv(n, n, b);
  array_view<float, 2> cv(n, n, c);
  cv.discard_data();
  parallel_for_each(
      cv.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp) {
        int row = t_idx.local[0], col = t_idx.local[1];
        tile_static float la[TS][TS];
        tile_static float lb[TS][TS];
        float sum = 0.0f;
        for (int i = 0; i < n; i += TS) {
          la[row][col] = av(t_idx.global[0], col + i);
          lb[row][col] = bv(row + i, t_idx.global[1]);
          t_idx.barrier.wait();
          for (int k = 0; k < TS; k++)
            sum += la[row][k] * lb[k][col];
          t_idx.barrier.wait_with_tile_static_memory_fence();
        }
        cv[t_idx] = sum + where() * square(0.0f);
      });
  cv.synchronize();
}

int main() {
  const int n = 64;
  std::vector<float> a(n * n, 1.0f), b(n * n, 2.0f), c(n * n);
  matmul(n, a, b, c);

  std::vector<int> v(1024);
  array_view<int, 1> iv(1024, v);
  extent<1> e(1024);
  parallel_for_each(
      e, [=](index<1> i) restrict(amp) {
        point p = {1.0f, 2.0f};
        iv[i] = static_cast<int>(p.norm2() + p.sum()) + i[0];
      });
  array<int, 2> arr(8, 8);
  accelerator_view view = accelerator().get_default_view();
  parallel_for_each(
      view, arr.extent, [&arr](index<2> idx) restrict(amp) {
        arr[idx] = idx[0] * idx[1];
      });
  parallel_for_each(
      view,
      arr.extent.tile<4, 4>(), [&arr](tiled_index<4, 4> ti) restrict(amp) {
        arr[ti.global] += ti.local[0];
        all_memory_fence(ti.barrier);
      });
  std::vector<int> out = arr;
  std::cout << iv[5] << " " << where() << " " << out[9] << std::endl;
  return 0;
}
