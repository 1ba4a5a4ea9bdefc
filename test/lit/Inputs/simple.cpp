#include <amp.h>
#include <vector>
using namespace concurrency;

int twice(int x) restrict(amp) { return 2 * x; }

int main() {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = twice(av[i]); });
  av.synchronize();
  return v[0] == 2 ? 0 : 1;
}
