// saxpy.cpp - y = a * x + y with a non-tiled parallel_for_each.
#include "amp_helpers.h"
#include "kernels.h"

#include <amp.h>

using namespace concurrency;

namespace project {

void saxpy(float a, const std::vector<float> &x, std::vector<float> &y) {
  array_view<const float, 1> xv(static_cast<int>(x.size()), x.data());
  array_view<float, 1> yv(static_cast<int>(y.size()), y.data());
  parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) {
    yv[i] = madd(a, xv[i], yv[i]);
  });
  yv.synchronize();
}

} // namespace project
