// PPL's combinable<T> (part of amp2hip's <ppl.h>): a value per thread,
// combined at the end; oneTBB's tbb::combinable has PPL's interface
// (local(), local(bool &), clear(), combine(f), combine_each(f)).
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/combinable.h>

namespace Concurrency {

template <typename T> class combinable : public tbb::combinable<T> {
public:
  using tbb::combinable<T>::combinable;
  combinable() = default;
};

} // namespace Concurrency
