// PPL's parallel sorts on oneTBB (part of amp2hip's <ppl.h>):
//   - parallel_sort and parallel_buffered_sort: tbb::parallel_sort (PPL's
//     buffered sort differs only in using O(n) memory; neither is stable);
//     PPL's chunk size argument is accepted;
//   - parallel_radixsort: stable, by an unsigned key (the element itself,
//     or what a projection function gives), as PPL's is.
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/parallel_sort.h>

#include <cstddef>
#include <functional>
#include <iterator>
#include <utility>
#include <vector>

namespace Concurrency {

template <typename Iterator,
          typename Compare =
              std::less<typename std::iterator_traits<Iterator>::value_type>>
void parallel_sort(Iterator first, Iterator last,
                   const Compare &compare = Compare(),
                   std::size_t /*chunk_size*/ = 2048) {
  tbb::parallel_sort(first, last, compare);
}

template <typename Iterator,
          typename Compare =
              std::less<typename std::iterator_traits<Iterator>::value_type>>
void parallel_buffered_sort(Iterator first, Iterator last,
                            const Compare &compare = Compare(),
                            std::size_t chunk_size = 2048) {
  parallel_sort(first, last, compare, chunk_size);
}

namespace amp2hip_ppl {
struct identity_key {
  template <typename T> std::size_t operator()(const T &value) const {
    return static_cast<std::size_t>(value);
  }
};
} // namespace amp2hip_ppl

// Sorts [first, last) by key(element) ascending, keeping the order of
// equal keys: the keys and positions are sorted as pairs (a position
// breaks every tie), then the elements are moved into that order.
template <typename Iterator, typename Key = amp2hip_ppl::identity_key>
void parallel_radixsort(Iterator first, Iterator last, const Key &key = Key(),
                        std::size_t /*chunk_size*/ = 256 * 256) {
  typedef typename std::iterator_traits<Iterator>::value_type Value;
  const std::size_t count = static_cast<std::size_t>(last - first);
  std::vector<std::pair<std::size_t, std::size_t>> order(count);
  tbb::parallel_for(std::size_t(0), count, [&](std::size_t i) {
    order[i] = std::make_pair(static_cast<std::size_t>(key(first[i])), i);
  });
  tbb::parallel_sort(order.begin(), order.end());
  std::vector<Value> sorted;
  sorted.reserve(count);
  for (const auto &entry : order)
    sorted.push_back(std::move(first[entry.second]));
  std::move(sorted.begin(), sorted.end(), first);
}

} // namespace Concurrency
