// The Parallel Patterns Library beside C++ AMP, in a header of the
// library's own: the migrated build links oneTBB for it
// (cmake/amp2hip.cmake follows the quoted includes).
#pragma once
#include <functional>
#include <ppl.h>

inline float total(const float *data, int n) {
  concurrency::combinable<float> part;
  concurrency::parallel_for(0, n, [&](int i) { part.local() += data[i]; });
  return part.combine(std::plus<float>());
}
