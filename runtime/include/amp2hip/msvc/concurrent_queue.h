// amp2hip's <concurrent_queue.h>: PPL's concurrent_queue, a FIFO queue that
// many threads push to and pop from (push, try_pop, empty, unsafe_size,
// unsafe_begin/unsafe_end, clear). oneTBB's tbb::concurrent_queue has the
// same members.
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/concurrent_queue.h>

#include <memory>

namespace Concurrency {

template <typename T, typename Allocator = std::allocator<T>>
using concurrent_queue = tbb::concurrent_queue<T, Allocator>;

} // namespace Concurrency
