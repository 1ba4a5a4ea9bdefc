// texture_amp.cpp - the C++ AMP side of the texture benchmark, the input to
// amp2hip: the same 3x3 box filter reading a plain array and a texture, and
// a bilinear resample through a sampler (software sampling in amp2hip).

#include <amp.h>
#include <amp_graphics.h>
#include <chrono>
#include <vector>

#include "texture_bench.h"

using namespace concurrency;
using namespace concurrency::graphics;

namespace {

using clock_type = std::chrono::steady_clock;

// Times f() reps + 1 times on av, the first as a warm-up.
template <typename F>
double fastest(const accelerator_view &av, int reps, F f) {
  double best = 1e30;
  for (int r = 0; r <= reps; ++r) {
    auto t0 = clock_type::now();
    f();
    av.wait();
    double s = std::chrono::duration<double>(clock_type::now() - t0).count();
    if (r > 0 && s < best)
      best = s;
  }
  return best;
}

} // namespace

namespace texture_amp {

double run(kernel which, const std::vector<float> &image, int n, int reps,
           std::vector<float> &out) {
  accelerator_view av = accelerator().default_view;
  array<float, 2> result(n, n, av);
  double best = 0;
  if (which == array_stencil) {
    array<float, 2> src(n, n, image.begin(), image.end(), av);
    best = fastest(av, reps, [&] {
      parallel_for_each(
          result.extent, [&src, &result ](index<2> idx) restrict(amp) {
            int r = idx[0], c = idx[1], last = src.extent[0] - 1;
            float sum = 0.0f;
            for (int dr = -1; dr <= 1; ++dr)
              for (int dc = -1; dc <= 1; ++dc) {
                int rr = r + dr < 0 ? 0 : (r + dr > last ? last : r + dr);
                int cc = c + dc < 0 ? 0 : (c + dc > last ? last : c + dc);
                sum += src(rr, cc);
              }
            result[idx] = sum / 9.0f;
          });
    });
  } else if (which == texture_stencil) {
    texture<float, 2> src(n, n, image.begin(), image.end(), av);
    best = fastest(av, reps, [&] {
      parallel_for_each(
          result.extent, [&src, &result ](index<2> idx) restrict(amp) {
            int r = idx[0], c = idx[1], last = src.extent[0] - 1;
            float sum = 0.0f;
            for (int dr = -1; dr <= 1; ++dr)
              for (int dc = -1; dc <= 1; ++dc) {
                int rr = r + dr < 0 ? 0 : (r + dr > last ? last : r + dr);
                int cc = c + dc < 0 ? 0 : (c + dc > last ? last : c + dc);
                sum += src(rr, cc);
              }
            result[idx] = sum / 9.0f;
          });
    });
  } else {
    texture<float, 2> src(n, n, image.begin(), image.end(), av);
    texture_view<const float, 2> view(src);
    sampler linear(filter_linear, address_clamp);
    best = fastest(av, reps, [&] {
      parallel_for_each(
          result.extent, [ view, linear, &result ](index<2> idx) restrict(amp) {
            float_2 coord((idx[1] + 1.0f) / view.extent[1],
                          (idx[0] + 1.0f) / view.extent[0]);
            result[idx] = view.sample(linear, coord);
          });
    });
  }
  out.resize(image.size());
  copy(result, out.begin());
  return best;
}

} // namespace texture_amp
