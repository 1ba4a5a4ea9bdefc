// texture_bench.h - the plain C++ interface between the texture benchmark's
// driver (texture_main.cpp) and its C++ AMP side (texture_amp.cpp,
// translated by amp2hip).
#pragma once

#include <vector>

namespace texture_amp {
enum kernel {
  array_stencil,   // 3x3 box average read from array<float, 2>
  texture_stencil, // the same read from texture<float, 2> (tex(idx))
  texture_linear,  // one filter_linear sample per texel, half a texel off
  kernel_count
};
// Runs `which` over an n x n image reps + 1 times (the first is a warm-up)
// and returns the fastest run's seconds; `out` receives the result.
double run(kernel which, const std::vector<float> &image, int n, int reps,
           std::vector<float> &out);
} // namespace texture_amp
