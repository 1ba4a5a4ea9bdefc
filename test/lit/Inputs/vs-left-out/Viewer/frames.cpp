#include <amp.h>

int frames(int n) {
  std::vector<int> v(n, 1);
  concurrency::array_view<int, 1> av(n, v);
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) { av[i] *= 2; });
  av.synchronize();
  return v[0] * n;
}
