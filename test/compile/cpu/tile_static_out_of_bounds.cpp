// A tile_static index one past the array's end. On a GPU it reads and
// writes whatever lies there; a CPU build built as documented
// (-fsanitize=bounds -fno-sanitize-recover=bounds) stops at the store,
// naming the translated source's file:line, and exits non-zero (ctest
// compile.cpu.tile_static_out_of_bounds, test/compile/CMakeLists.txt).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(64);
  array_view<int, 1> v(64, data);
  parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int part[16];
    part[t.local[0] + 1] = t.global[0]; // thread 15 writes part[16]
    t.barrier.wait();
    v[t.global] = part[t.local[0]];
  });
  v.synchronize();
  std::printf("the out-of-bounds store went unnoticed\n");
  return 0;
}
