// amp2hip runtime: the part of the PPL's concurrency::task that C++ AMP code
// reaches through completion_future::to_task() (C++ AMP 1.2, 5.3): then(),
// get(), wait(), and `&&` of two tasks.
//
// amp2hip's completion_futures are complete when they are made (see
// completion_future.h), so a continuation runs at once, on the calling
// thread, as completion_future::then does; its result or exception is kept
// for get(). Task-based continuations (taking task<T>) and the rest of the
// PPL (task_group, when_any, cancellation) are not provided.
#pragma once

#include <amp2hip/detail/config.h>

#include <chrono>
#include <exception>
#include <future>
#include <utility>

namespace Concurrency {

template <typename T> class task;

namespace detail {

/// Runs \p body now; the future holds its result or its exception.
template <typename R> struct run_now {
  template <typename Body> static std::shared_future<R> run(const Body &body) {
    std::promise<R> done;
    try {
      done.set_value(body());
    } catch (...) {
      done.set_exception(std::current_exception());
    }
    return done.get_future().share();
  }
};
template <> struct run_now<void> {
  template <typename Body>
  static std::shared_future<void> run(const Body &body) {
    std::promise<void> done;
    try {
      body();
      done.set_value();
    } catch (...) {
      done.set_exception(std::current_exception());
    }
    return done.get_future().share();
  }
};

/// A value-based continuation: `func(value)`, or `func()` after a void task.
template <typename T, typename F>
auto continue_with(const F &func, const std::shared_future<T> &antecedent)
    -> decltype(func(antecedent.get())) {
  return func(antecedent.get());
}
template <typename F>
auto continue_with(const F &func, const std::shared_future<void> &antecedent)
    -> decltype(func()) {
  antecedent.get();
  return func();
}

} // namespace detail

template <typename T> class task {
public:
  explicit task(std::shared_future<T> f) : f_(std::move(f)) {}

  T get() const { return f_.get(); }
  void wait() const { f_.wait(); }
  bool is_done() const {
    return f_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
  }

  /// Runs \p func with this task's result once it is there (at once).
  template <typename F>
  auto then(const F &func) const -> task<decltype(detail::continue_with(
      func, std::declval<const std::shared_future<T> &>()))> {
    using R = decltype(detail::continue_with(func, f_));
    std::shared_future<T> antecedent = f_;
    return task<R>(detail::run_now<R>::run(
        [&] { return detail::continue_with(func, antecedent); }));
  }

private:
  std::shared_future<T> f_;
};

/// Completes when both tasks have (PPL's `&&` on task<void>).
inline task<void> operator&&(const task<void> &a, const task<void> &b) {
  return task<void>(detail::run_now<void>::run([&] {
    a.get();
    b.get();
  }));
}

} // namespace Concurrency
