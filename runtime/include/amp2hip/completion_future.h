// amp2hip runtime: concurrency::completion_future, what copy_async and
// array_view::synchronize_async return (C++ AMP 1.2, 5.3 and 5.2).
//
// A copy_async or synchronize_async of more than 64 KiB runs on a thread of
// its own, its copies on a stream of their own (detail/transfer.h) that
// waits only for the work queued before the call, so it overlaps with host
// work and with kernels launched meanwhile: the call returns at once and
// the future completes when the data has arrived
// (get() rethrows the copy's error). Smaller ones are done before
// the call returns, with a future that is already complete: a thread
// hand-off would cost more than the copy. then() waits for the work on the
// calling thread and runs its continuation there; to_task() gives a task
// (task.h) of the same work.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/detail/source.h>
#include <amp2hip/detail/transfer.h>
#include <amp2hip/task.h>

#include <chrono>
#include <cstddef>
#include <future>
#include <initializer_list>
#include <memory>
#include <utility>

namespace Concurrency {

class completion_future {
public:
  completion_future() = default;

  // amp2hip: a future that is already complete (what the async calls
  // return once their work is done).
  static completion_future amp2hip_ready() {
    std::promise<void> p;
    p.set_value();
    return completion_future(p.get_future().share());
  }

  // amp2hip: runs `work` (a copy of `bytes` bytes) on a thread of its own,
  // or now when it is small (see above).
  // `sources`: the data sources the work uses; other threads' uses of them
  // wait until it is done (detail/source.h, async_claim).
  template <typename Work>
  static completion_future
  amp2hip_start(std::size_t bytes,
                std::initializer_list<amp2hip::detail::source_state *> sources,
                Work work) {
    if (bytes <= amp2hip_async_min_bytes) {
      work();
      return amp2hip_ready();
    }
    // Here, before returning: the copy follows the work queued so far, and
    // the caller's next use of its sources waits for it.
    auto order = std::make_shared<amp2hip::detail::async_transfer_order>();
    auto claim = std::make_shared<amp2hip::detail::async_claim>(sources);
    return completion_future(
        std::async(std::launch::async, [work, order, claim] {
          amp2hip::detail::async_transfer_scope side(*order);
          claim->run(work);
        }).share());
  }
  static const std::size_t amp2hip_async_min_bytes = std::size_t(64) << 10;

  void get() const { f_.get(); }
  bool valid() const { return f_.valid(); }
  void wait() const { f_.wait(); }
  template <typename Rep, typename Period>
  std::future_status
  wait_for(const std::chrono::duration<Rep, Period> &rel_time) const {
    return f_.wait_for(rel_time);
  }
  template <typename Clock, typename Duration>
  std::future_status
  wait_until(const std::chrono::time_point<Clock, Duration> &abs_time) const {
    return f_.wait_until(abs_time);
  }
  operator std::shared_future<void>() const { return f_; }

  // Runs `func` once the work is complete: waits for it, then runs `func`
  // on the calling thread.
  template <typename Functor> void then(const Functor &func) const {
    if (f_.valid()) {
      f_.wait();
      func();
    }
  }

  /// The PPL task of this future (Visual C++ only in C++ AMP; amp2hip
  /// provides the part of task that code reaches from here).
  task<void> to_task() const { return task<void>(f_); }

private:
  explicit completion_future(std::shared_future<void> f) : f_(std::move(f)) {}
  std::shared_future<void> f_;
};

} // namespace Concurrency
