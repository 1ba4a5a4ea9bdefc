// amp2hip's <concurrent_vector.h>: PPL's concurrent_vector, a vector that
// grows safely from many threads (push_back, grow_by, grow_to_at_least)
// and never moves its elements. oneTBB's tbb::concurrent_vector is the
// class PPL's was made from, with the same members.
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/concurrent_vector.h>

#include <memory>

namespace Concurrency {

template <typename T, typename Allocator = std::allocator<T>>
using concurrent_vector = tbb::concurrent_vector<T, Allocator>;

} // namespace Concurrency
