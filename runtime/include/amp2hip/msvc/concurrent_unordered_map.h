// amp2hip's <concurrent_unordered_map.h>: PPL's concurrent_unordered_map
// and concurrent_unordered_multimap: hash maps that many threads insert
// into and look up at once (insert, find, operator[], at, count; erasing
// is unsafe_erase, as in PPL). oneTBB's classes of the same names have
// PPL's members and template parameters.
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/concurrent_unordered_map.h>

#include <functional>
#include <memory>
#include <utility>

namespace Concurrency {

template <typename Key, typename T, typename Hash = std::hash<Key>,
          typename KeyEqual = std::equal_to<Key>,
          typename Allocator = std::allocator<std::pair<const Key, T>>>
using concurrent_unordered_map =
    tbb::concurrent_unordered_map<Key, T, Hash, KeyEqual, Allocator>;

template <typename Key, typename T, typename Hash = std::hash<Key>,
          typename KeyEqual = std::equal_to<Key>,
          typename Allocator = std::allocator<std::pair<const Key, T>>>
using concurrent_unordered_multimap =
    tbb::concurrent_unordered_multimap<Key, T, Hash, KeyEqual, Allocator>;

} // namespace Concurrency
