// PPL's partitioners (part of amp2hip's <ppl.h>): how parallel_for,
// parallel_for_each and parallel_transform cut their range, each on the
// oneTBB partitioner of the same name. forEachIndex(count, partitioner,
// body) runs body(i) for every i of [0, count) so.
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/partitioner.h>

#include <cstddef>
#include <type_traits>

namespace Concurrency {

namespace amp2hip_ppl {
template <typename Body, typename TbbPartitioner>
void forEachIndex(std::size_t count, std::size_t grain, const Body &body,
                  TbbPartitioner &&partitioner) {
  tbb::parallel_for(
      tbb::blocked_range<std::size_t>(0, count, grain),
      [&body](const tbb::blocked_range<std::size_t> &range) {
        for (std::size_t i = range.begin(); i != range.end(); ++i)
          body(i);
      },
      partitioner);
}
} // namespace amp2hip_ppl

// Chunks sized by the load (PPL's default).
class auto_partitioner {
public:
  template <typename Body>
  void forEachIndex(std::size_t count, const Body &body) const {
    amp2hip_ppl::forEachIndex(count, 1, body, tbb::auto_partitioner());
  }
};

// One chunk per worker.
class static_partitioner {
public:
  template <typename Body>
  void forEachIndex(std::size_t count, const Body &body) const {
    amp2hip_ppl::forEachIndex(count, 1, body, tbb::static_partitioner());
  }
};

// Chunks of at most chunk_size iterations.
class simple_partitioner {
public:
  explicit simple_partitioner(std::size_t chunk_size = 1)
      : chunk(chunk_size ? chunk_size : 1) {}
  template <typename Body>
  void forEachIndex(std::size_t count, const Body &body) const {
    amp2hip_ppl::forEachIndex(count, chunk, body, tbb::simple_partitioner());
  }

private:
  std::size_t chunk;
};

// Remembers which worker ran which chunk, for the next loop given it.
class affinity_partitioner {
public:
  template <typename Body>
  void forEachIndex(std::size_t count, const Body &body) {
    amp2hip_ppl::forEachIndex(count, 1, body, state);
  }

private:
  tbb::affinity_partitioner state;
};

namespace amp2hip_ppl {
template <typename T>
struct is_partitioner
    : std::integral_constant<bool,
                             std::is_same<T, auto_partitioner>::value ||
                                 std::is_same<T, static_partitioner>::value ||
                                 std::is_same<T, simple_partitioner>::value ||
                                 std::is_same<T, affinity_partitioner>::value> {
};
template <typename T, typename Result = void>
using if_partitioner =
    typename std::enable_if<is_partitioner<typename std::decay<T>::type>::value,
                            Result>::type;
template <typename T, typename Result = void>
using unless_partitioner = typename std::enable_if<
    !is_partitioner<typename std::decay<T>::type>::value, Result>::type;
} // namespace amp2hip_ppl

} // namespace Concurrency
