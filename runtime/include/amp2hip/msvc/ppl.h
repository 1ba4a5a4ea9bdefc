// amp2hip's <ppl.h>: the Parallel Patterns Library loops that C++ AMP
// programs written for Visual C++ run on the CPU beside their kernels (a
// CPU reference to check the accelerator's result, a PPL variant to time).
//
// The translator writes `#include <amp2hip/msvc/ppl.h>` for a
// `#include <ppl.h>` that no real header answers. It declares
//   - concurrency::parallel_for(first, last[, step], f): f(i) for every i
//     of [first, last) in steps of step, spread over the CPU's threads
//     (std::thread, contiguous chunks); the first exception a call throws
//     is rethrown once all threads have finished, as PPL does.
// Nothing else of PPL (tasks, parallel_for_each over iterators, combinable):
// a program that uses more does not translate (AMP2HIP1016 names it).
#pragma once

#include <algorithm>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace Concurrency {

template <typename Index, typename Function>
void parallel_for(Index first, Index last, Index step, const Function &f) {
  if (step <= Index(0))
    throw std::invalid_argument("parallel_for: step must be positive");
  if (!(first < last))
    return;
  // The number of iterations, then contiguous chunks of them per thread.
  const unsigned long long count =
      static_cast<unsigned long long>((last - first - 1) / step) + 1;
  const unsigned long long threads = std::min<unsigned long long>(
      count, std::max(1u, std::thread::hardware_concurrency()));
  std::exception_ptr failure;
  std::mutex failureLock;
  auto run = [&](unsigned long long begin, unsigned long long end) {
    try {
      for (unsigned long long k = begin; k < end; ++k)
        f(static_cast<Index>(first + static_cast<Index>(k) * step));
    } catch (...) {
      std::lock_guard<std::mutex> lock(failureLock);
      if (!failure)
        failure = std::current_exception();
    }
  };
  std::vector<std::thread> pool;
  for (unsigned long long t = 1; t < threads; ++t)
    pool.emplace_back(run, count * t / threads, count * (t + 1) / threads);
  run(0, count / threads); // this thread takes the first chunk
  for (std::thread &worker : pool)
    worker.join();
  if (failure)
    std::rethrow_exception(failure);
}

template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function &f) {
  parallel_for(first, last, Index(1), f);
}

} // namespace Concurrency
