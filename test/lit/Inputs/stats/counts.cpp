// Atomics and math calls for --print-stats: 4 atomics, 5 math calls.
#include <amp.h>
#include <amp_math.h>

#include <cmath>

using namespace concurrency;

namespace other {
// Not C++ AMP's: never counted.
inline int atomic_fetch_add(int *p, int v) { return *p += v; }
} // namespace other

int bump(int *slot) restrict(amp) {
  return atomic_exchange(slot, 7); // atomic 1
}

// A kernel in a template: the call with a dependent argument is counted once,
// in the definition, not again per instantiation.
template <typename T> void absolute(array_view<T, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = fast_math::fabs(av[i]); // math 1
  });
}

void run(array_view<float, 1> data, array_view<int, 1> hits) {
  parallel_for_each(data.extent, [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&hits[0], 1);             // atomic 2
    concurrency::atomic_fetch_inc(&hits[1]);   // atomic 3
    int expected = 0;
    atomic_compare_exchange(&hits[2], &expected, 1); // atomic 4
    float x = data[i];
    data[i] = fast_math::sqrt(x) +            // math 2
              precise_math::pow(x, 2.0f) +    // math 3
              concurrency::precise_math::cos(x) + // math 4
              fast_math::rsqrtf(x + 1.0f);    // math 5
  });
  absolute(data);
  absolute(array_view<double, 1>(data.extent.size(), (double *)nullptr));
  int local = 0;
  other::atomic_fetch_add(&local, 1);
  (void)std::sqrt(2.0);
}
