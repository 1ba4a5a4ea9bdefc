// Visual C++ style (Visual Studio 2013): tiled_extent's tile_extent
// property, pad() and truncate(), and tiled_index's tile_extent, in a
// tiled reduction whose domain is padded to whole tiles.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

static const int TS = 64;

int main() {
  const int n = 1000;
  std::vector<int> data(n, 1), sums(n / TS + 1, 0);
  array_view<const int, 1> in(n, data);
  array_view<int, 1> out(static_cast<int>(sums.size()), sums);
  tiled_extent<TS> domain = in.extent.tile<TS>().pad();
  extent<1> tile = domain.tile_extent;
  parallel_for_each(domain, [=](tiled_index<TS> t) restrict(amp) {
    tile_static int part[TS];
    int g = t.global[0];
    part[t.local[0]] = g < n ? in[g] : 0;
    t.barrier.wait();
    if (t.local[0] == 0) {
      int s = 0;
      for (int k = 0; k < t.tile_extent[0]; ++k)
        s += part[k];
      out[t.tile] = s;
    }
  });
  out.synchronize();
  int total = 0;
  for (size_t i = 0; i < sums.size(); ++i)
    total += sums[i];
  bool ok = total == n && tile[0] == TS && domain[0] == 1024 &&
            in.extent.tile<TS>().truncate()[0] == 960;
  std::cout << "tile " << tile[0] << ", padded " << domain[0] << ", total "
            << total << std::endl;
  std::cout << "tile_extent: " << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
