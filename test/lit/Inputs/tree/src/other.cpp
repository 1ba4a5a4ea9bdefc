#include <amp.h>
#include "util/helpers.h"
using namespace concurrency;

void twice(array_view<float, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = scale(a[i], 2.0f) + clamp_index(i[0], 4);
  });
}
