// amp2hip runtime: concurrency::completion_future, what copy_async and
// array_view::synchronize_async return (C++ AMP 1.2, 5.3 and 5.2).
//
// amp2hip performs asynchronous copies eagerly -- the work is done (and its
// errors thrown) when the call returns, as a synchronous copy would -- and
// returns a future that is already ready. C++ AMP allows this: the future only
// promises that the work is complete once it is ready. then() therefore runs
// its continuation at once, and to_task() gives a task (task.h) that does
// the same.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/task.h>

#include <chrono>
#include <future>
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

  // Runs `func` once the work is complete. amp2hip's futures are complete
  // when they are made, so this is at once, on the calling thread.
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
