// scale.h - a kernel in a function template: v[i] *= factor on the
// accelerator. The translator emits the kernel, a __global__ template, into
// the translated copy of this header, and main.cpp instantiates it.
#pragma once

#include <amp.h>

#include <vector>

namespace project {

template <typename T> void scale(std::vector<T> &v, T factor) {
  using namespace concurrency;
  array_view<T, 1> view(static_cast<int>(v.size()), v.data());
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] *= factor;
  });
  view.synchronize();
}

} // namespace project
