// PPL's parallel algorithms on oneTBB (part of amp2hip's <ppl.h>):
// parallel_for (with a step, with a partitioner), parallel_for_each over
// iterators, parallel_invoke, parallel_transform, parallel_reduce. As in
// PPL, an exception thrown by one call of the function cancels the rest
// and is rethrown to the caller once the running calls have finished
// (oneTBB's own behaviour).
//
// PPL's parallel_for_each is declared in Concurrency::amp2hip_ppl and named in
// Concurrency by a using-declaration: Visual C++ code calls it as
// concurrency::parallel_for_each beside C++ AMP's (which takes an extent,
// never two iterators of one type), and the translator tells a C++ AMP
// launch by its function's qualified name, Concurrency::parallel_for_each.
#pragma once

#include <amp2hip/msvc/ppl/partitioners.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_for_each.h>
#include <oneapi/tbb/parallel_invoke.h>
#include <oneapi/tbb/parallel_reduce.h>

#include <algorithm>
#include <functional>
#include <iterator>
#include <numeric>
#include <stdexcept>
#include <type_traits>

namespace Concurrency {

namespace amp2hip_ppl {
template <typename Iterator>
using is_random_access =
    std::is_base_of<std::random_access_iterator_tag,
                    typename std::iterator_traits<Iterator>::iterator_category>;
} // namespace amp2hip_ppl

// f(first), f(first + step), ... for every value below last.
template <typename Index, typename Function, typename Partitioner>
amp2hip_ppl::if_partitioner<Partitioner>
parallel_for(Index first, Index last, Index step, const Function &function,
             Partitioner &&partitioner) {
  if (step < Index(1))
    throw std::invalid_argument("parallel_for: step must be positive");
  if (!(first < last))
    return;
  const std::size_t count =
      static_cast<std::size_t>((last - first - Index(1)) / step) + 1;
  partitioner.forEachIndex(count, [&](std::size_t k) {
    function(static_cast<Index>(first + static_cast<Index>(k) * step));
  });
}

template <typename Index, typename Function>
void parallel_for(Index first, Index last, Index step,
                  const Function &function) {
  parallel_for(first, last, step, function, auto_partitioner());
}

template <typename Index, typename Function, typename Partitioner>
amp2hip_ppl::if_partitioner<Partitioner>
parallel_for(Index first, Index last, const Function &function,
             Partitioner &&partitioner) {
  parallel_for(first, last, Index(1), function,
               std::forward<Partitioner>(partitioner));
}

template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function &function) {
  parallel_for(first, last, Index(1), function, auto_partitioner());
}

namespace amp2hip_ppl {

template <typename Iterator, typename Function, typename Partitioner>
void parallel_for_each(Iterator first, Iterator last, const Function &function,
                       Partitioner &&partitioner, std::true_type) {
  partitioner.forEachIndex(static_cast<std::size_t>(last - first),
                           [&](std::size_t i) { function(first[i]); });
}

template <typename Iterator, typename Function, typename Partitioner>
void parallel_for_each(Iterator first, Iterator last, const Function &function,
                       Partitioner &&, std::false_type) {
  tbb::parallel_for_each(first, last, function);
}

// PPL's parallel_for_each: function(*it) for every it of [first, last).
template <typename Iterator, typename Function, typename Partitioner>
if_partitioner<Partitioner> parallel_for_each(Iterator first, Iterator last,
                                              const Function &function,
                                              Partitioner &&partitioner) {
  amp2hip_ppl::parallel_for_each(first, last, function,
                                 std::forward<Partitioner>(partitioner),
                                 is_random_access<Iterator>());
}

template <typename Iterator, typename Function>
void parallel_for_each(Iterator first, Iterator last,
                       const Function &function) {
  amp2hip_ppl::parallel_for_each(first, last, function, auto_partitioner());
}

} // namespace amp2hip_ppl

using amp2hip_ppl::parallel_for_each;

template <typename... Functions>
void parallel_invoke(const Functions &...functions) {
  static_assert(sizeof...(Functions) >= 2,
                "parallel_invoke takes two to ten functions");
  tbb::parallel_invoke(functions...);
}

namespace amp2hip_ppl {

template <typename... Iterators> struct all_random_access : std::true_type {};
template <typename Iterator, typename... Rest>
struct all_random_access<Iterator, Rest...>
    : std::integral_constant<bool, is_random_access<Iterator>::value &&
                                       all_random_access<Rest...>::value> {};

// result[i] = element(i) for every i below count, in parallel.
template <typename Output, typename Element, typename Partitioner>
Output transformInto(std::size_t count, Output result, const Element &element,
                     Partitioner &&partitioner, std::true_type) {
  partitioner.forEachIndex(count,
                           [&](std::size_t i) { result[i] = element(i); });
  return result + count;
}

template <typename Input, typename Output, typename Operation,
          typename Partitioner>
Output transform(Input first, Input last, Output result, const Operation &op,
                 Partitioner &&partitioner, std::true_type) {
  return transformInto(
      static_cast<std::size_t>(last - first), result,
      [&](std::size_t i) { return op(first[i]); }, partitioner,
      std::true_type());
}
template <typename Input, typename Output, typename Operation,
          typename Partitioner>
Output transform(Input first, Input last, Output result, const Operation &op,
                 Partitioner &&, std::false_type) {
  return std::transform(first, last, result, op);
}

template <typename Input1, typename Input2, typename Output, typename Operation,
          typename Partitioner>
Output transform(Input1 first1, Input1 last1, Input2 first2, Output result,
                 const Operation &op, Partitioner &&partitioner,
                 std::true_type) {
  return transformInto(
      static_cast<std::size_t>(last1 - first1), result,
      [&](std::size_t i) { return op(first1[i], first2[i]); }, partitioner,
      std::true_type());
}
template <typename Input1, typename Input2, typename Output, typename Operation,
          typename Partitioner>
Output transform(Input1 first1, Input1 last1, Input2 first2, Output result,
                 const Operation &op, Partitioner &&, std::false_type) {
  return std::transform(first1, last1, first2, result, op);
}

} // namespace amp2hip_ppl

// result[i] = op(first[i]); in parallel when the iterators are random
// access, in order otherwise.
template <typename Input, typename Output, typename Operation,
          typename Partitioner>
amp2hip_ppl::if_partitioner<Partitioner, Output>
parallel_transform(Input first, Input last, Output result, const Operation &op,
                   Partitioner &&partitioner) {
  return amp2hip_ppl::transform(
      first, last, result, op, partitioner,
      amp2hip_ppl::all_random_access<Input, Output>());
}

template <typename Input, typename Output, typename Operation>
Output parallel_transform(Input first, Input last, Output result,
                          const Operation &op) {
  return parallel_transform(first, last, result, op, auto_partitioner());
}

// result[i] = op(first1[i], first2[i]).
template <typename Input1, typename Input2, typename Output, typename Operation,
          typename Partitioner>
amp2hip_ppl::if_partitioner<Partitioner, Output>
parallel_transform(Input1 first1, Input1 last1, Input2 first2, Output result,
                   const Operation &op, Partitioner &&partitioner) {
  return amp2hip_ppl::transform(
      first1, last1, first2, result, op, partitioner,
      amp2hip_ppl::all_random_access<Input1, Input2, Output>());
}

template <typename Input1, typename Input2, typename Output, typename Operation>
amp2hip_ppl::unless_partitioner<Operation, Output>
parallel_transform(Input1 first1, Input1 last1, Input2 first2, Output result,
                   const Operation &op) {
  return parallel_transform(first1, last1, first2, result, op,
                            auto_partitioner());
}

namespace amp2hip_ppl {

template <typename Reduce, typename Iterator, typename RangeReduce,
          typename Combine>
Reduce reduce(Iterator first, Iterator last, const Reduce &identity,
              const RangeReduce &range_reduce, const Combine &combine,
              std::true_type) {
  return tbb::parallel_reduce(
      tbb::blocked_range<Iterator>(first, last), identity,
      [&](const tbb::blocked_range<Iterator> &range, Reduce init) {
        return range_reduce(range.begin(), range.end(), init);
      },
      combine);
}

// Iterators that cannot be split: one chunk.
template <typename Reduce, typename Iterator, typename RangeReduce,
          typename Combine>
Reduce reduce(Iterator first, Iterator last, const Reduce &identity,
              const RangeReduce &range_reduce, const Combine &,
              std::false_type) {
  return range_reduce(first, last, identity);
}

} // namespace amp2hip_ppl

// The reduction of [first, last): range_reduce(it, end, init) reduces a
// chunk from init, combine(a, b) joins two chunks' results in order (the
// functions need be associative, not commutative).
template <typename Reduce, typename Iterator, typename RangeReduce,
          typename Combine>
Reduce parallel_reduce(Iterator first, Iterator last, const Reduce &identity,
                       const RangeReduce &range_reduce,
                       const Combine &combine) {
  return amp2hip_ppl::reduce(first, last, identity, range_reduce, combine,
                             amp2hip_ppl::is_random_access<Iterator>());
}

// The reduction of [first, last) by op, starting from identity.
template <typename Iterator, typename Operation>
typename std::iterator_traits<Iterator>::value_type parallel_reduce(
    Iterator first, Iterator last,
    const typename std::iterator_traits<Iterator>::value_type &identity,
    Operation op) {
  typedef typename std::iterator_traits<Iterator>::value_type Value;
  return parallel_reduce(
      first, last, identity,
      [&op](Iterator begin, Iterator end, Value init) {
        return std::accumulate(begin, end, init, op);
      },
      op);
}

// The sum of [first, last), from identity.
template <typename Iterator>
typename std::iterator_traits<Iterator>::value_type parallel_reduce(
    Iterator first, Iterator last,
    const typename std::iterator_traits<Iterator>::value_type &identity) {
  return parallel_reduce(
      first, last, identity,
      std::plus<typename std::iterator_traits<Iterator>::value_type>());
}

} // namespace Concurrency
