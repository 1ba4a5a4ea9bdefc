// Translates only when parsed as C++17 or later: without '--' and -p,
// amp2hip's default flags must say -std=c++17.
#if __cplusplus < 201703L
#error "parsed as C++ older than C++17"
#endif
#include <amp.h>
using namespace concurrency;

int main() {
  int v[4] = {1, 2, 3, 4};
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  return 0;
}
