// A warning of Clang's own (AMP2HIP1019 stands for them).
#warning "a warning of Clang's own"
#include <amp.h>
using namespace concurrency;

int main() {
  int v[4] = {1, 2, 3, 4};
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  return 0;
}
