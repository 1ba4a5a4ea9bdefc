// PPL's task groups on oneTBB's tbb::task_group (part of amp2hip's
// <ppl.h>): task_group, structured_task_group, task_handle/make_task,
// interruption_point. PPL's semantics, which TBB's group shares:
//   - wait() returns completed, or canceled after cancel();
//   - a task that throws cancels the group, and wait() (or run_and_wait)
//     rethrows that exception once every task has finished;
//   - a task that throws task_canceled (interruption_point() in a
//     canceled group) only cancels: wait() returns canceled.
#pragma once

#include <amp2hip/msvc/concrt.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/task_group.h>

#include <utility>

namespace Concurrency {

// Throws task_canceled inside a task of a canceled group, so that the task
// stops where it calls this.
inline void interruption_point() {
  if (is_current_task_group_canceling())
    throw task_canceled();
}

// A function to run in a structured_task_group, which the caller keeps
// alive until the group's wait() returns.
template <typename Function> class task_handle {
public:
  explicit task_handle(const Function &function) : function(function) {}
  void operator()() const { function(); }

private:
  Function function;
};

template <typename Function>
task_handle<Function> make_task(const Function &function) {
  return task_handle<Function>(function);
}

namespace amp2hip_ppl {

inline task_group_status statusOf(tbb::task_group_status status) {
  return status == tbb::canceled ? canceled : completed;
}

// Runs \p function in \p group; task_canceled from it cancels the group
// instead of being rethrown by wait().
template <typename Function>
void runCancellable(tbb::task_group &group, Function function) {
  group.run([&group, function] {
    try {
      function();
    } catch (const task_canceled &) {
      group.cancel();
    }
  });
}

} // namespace amp2hip_ppl

class task_group {
public:
  task_group() = default;
  task_group(const task_group &) = delete;
  task_group &operator=(const task_group &) = delete;

  template <typename Function> void run(const Function &function) {
    amp2hip_ppl::runCancellable(group, function);
  }
  template <typename Function> void run(task_handle<Function> &handle) {
    amp2hip_ppl::runCancellable(group, [&handle] { handle(); });
  }
  task_group_status wait() { return amp2hip_ppl::statusOf(group.wait()); }
  template <typename Function>
  task_group_status run_and_wait(const Function &function) {
    run(function);
    return wait();
  }
  void cancel() { group.cancel(); }
  bool is_canceling() { return context.is_group_execution_cancelled(); }

private:
  // The group's own context (TBB's default for a group), which tells
  // whether the group is canceling.
  tbb::task_group_context context{tbb::task_group_context::bound,
                                  tbb::task_group_context::default_traits |
                                      tbb::task_group_context::concurrent_wait};
  tbb::task_group group{context};
};

// PPL's structured group takes task_handles that outlive its wait(); on
// TBB it is the same group.
class structured_task_group {
public:
  structured_task_group() = default;
  structured_task_group(const structured_task_group &) = delete;
  structured_task_group &operator=(const structured_task_group &) = delete;

  template <typename Function> void run(task_handle<Function> &handle) {
    group.run(handle);
  }
  template <typename Function> void run(task_handle<Function> &&) = delete;
  task_group_status wait() { return group.wait(); }
  template <typename Function>
  task_group_status run_and_wait(task_handle<Function> &handle) {
    return group.run_and_wait(handle);
  }
  template <typename Function>
  task_group_status run_and_wait(const Function &function) {
    return group.run_and_wait(function);
  }
  void cancel() { group.cancel(); }
  bool is_canceling() { return group.is_canceling(); }

private:
  task_group group;
};

} // namespace Concurrency
