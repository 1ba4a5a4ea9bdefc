// amp2hip's <concurrent_unordered_set.h>: PPL's concurrent_unordered_set
// and concurrent_unordered_multiset on oneTBB's classes of the same names
// (insert, find, count, unsafe_erase), as for the map.
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/concurrent_unordered_set.h>

#include <functional>
#include <memory>

namespace Concurrency {

template <typename Key, typename Hash = std::hash<Key>,
          typename KeyEqual = std::equal_to<Key>,
          typename Allocator = std::allocator<Key>>
using concurrent_unordered_set =
    tbb::concurrent_unordered_set<Key, Hash, KeyEqual, Allocator>;

template <typename Key, typename Hash = std::hash<Key>,
          typename KeyEqual = std::equal_to<Key>,
          typename Allocator = std::allocator<Key>>
using concurrent_unordered_multiset =
    tbb::concurrent_unordered_multiset<Key, Hash, KeyEqual, Allocator>;

} // namespace Concurrency
