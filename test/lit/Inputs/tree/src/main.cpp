#include <amp.h>
#include <vector>
#include "util/blur.h"
#include "util/plain.h"
using namespace concurrency;

int main() {
  std::vector<float> v(256, 1.0f);
  array_view<float, 2> av(16, 16, v);
  blur_rows<float, 16>(av);
  parallel_for_each(av.extent, [=](index<2> i) restrict(amp) {
    av[i] = scale(av[i], 2.0f);
  });
  return plain_add(0, 0);
}
