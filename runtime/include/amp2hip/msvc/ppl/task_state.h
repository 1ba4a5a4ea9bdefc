// The shared state of a PPL task (amp2hip's <ppltasks.h>): its result or
// exception or cancellation, the continuations to run once it is settled,
// and its work while nobody has started it. Work starts on a thread of its
// own; a wait() on a task that no thread has started yet runs its work on
// the waiting thread (as PPL inlines it). No oneTBB here: every C++ AMP
// program includes this (amp2hip/task.h), and needs no -ltbb for it.
// Valid C++11, as the runtime's headers are.
#pragma once

#include <amp2hip/msvc/ppl/basics.h>

#include <atomic>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace Concurrency {
namespace amp2hip_ppl {

class task_state_base : public std::enable_shared_from_this<task_state_base> {
public:
  virtual ~task_state_base() = default;

  // Starts \p work; whoever takes it first (its thread, or a waiter) runs
  // it.
  void schedule(std::function<void()> work) {
    {
      std::lock_guard<std::mutex> hold(mutex);
      pending = std::move(work);
    }
    std::shared_ptr<task_state_base> self = shared_from_this();
    std::thread([self] { self->runPending(); }).detach();
  }

  // Blocks until settled, running the work here if no thread has.
  void wait() {
    runPending();
    std::unique_lock<std::mutex> hold(mutex);
    settledChanged.wait(hold, [this] { return done; });
  }

  bool is_done() {
    std::lock_guard<std::mutex> hold(mutex);
    return done;
  }
  bool is_canceled() const { return canceled; }
  std::exception_ptr exception() const { return error; }

  // Claims the right to settle the state: true for the first caller only
  // (a task_completion_event may be set from many threads).
  bool claim() { return !claimed.exchange(true); }

  // Settles a claimed state and runs its continuations.
  void finish(bool was_canceled, std::exception_ptr failure) {
    std::vector<std::function<void()>> next;
    {
      std::lock_guard<std::mutex> hold(mutex);
      canceled = was_canceled;
      error = failure;
      done = true;
      next.swap(continuations);
    }
    settledChanged.notify_all();
    for (auto &continuation : next)
      continuation();
  }

  // Runs \p continuation once settled (now, if it is).
  void onSettled(std::function<void()> continuation) {
    {
      std::lock_guard<std::mutex> hold(mutex);
      if (!done) {
        continuations.push_back(std::move(continuation));
        return;
      }
    }
    continuation();
  }

private:
  void runPending() {
    std::function<void()> work;
    {
      std::lock_guard<std::mutex> hold(mutex);
      work.swap(pending);
    }
    if (work)
      work();
  }

  std::mutex mutex;
  std::condition_variable settledChanged;
  std::function<void()> pending;
  std::vector<std::function<void()>> continuations;
  std::atomic<bool> claimed{false};
  bool done = false;
  bool canceled = false;
  std::exception_ptr error;
};

template <typename T> class task_state : public task_state_base {
public:
  void setValue(T result) { value.reset(new T(std::move(result))); }
  const T &get() const { return *value; }

private:
  std::unique_ptr<T> value;
};

template <> class task_state<void> : public task_state_base {};

} // namespace amp2hip_ppl
} // namespace Concurrency
