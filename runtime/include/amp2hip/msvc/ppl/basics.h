// What every part of amp2hip's Parallel Patterns Library shares: PPL's
// exceptions (task_canceled: a canceled task's get(), cancel_current_task;
// invalid_operation, improper_lock, missing_wait) and task_group_status.
// Valid C++11: the runtime's task.h, which every C++ AMP program includes
// (as Visual C++'s <amp.h> includes <ppltasks.h>), needs them.
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <exception>

namespace Concurrency {

namespace amp2hip_ppl {
// PPL's exceptions: a message, the class's default one unless given.
template <typename Tag> class message_exception : public std::exception {
public:
  explicit message_exception(const char *message = Tag::message()) noexcept
      : message(message) {}
  const char *what() const noexcept override { return message; }

private:
  const char *message;
};
struct canceled_tag {
  static const char *message() { return "task canceled"; }
};
struct invalid_operation_tag {
  static const char *message() { return "invalid operation"; }
};
struct improper_lock_tag {
  static const char *message() { return "improper lock"; }
};
struct missing_wait_tag {
  static const char *message() { return "missing wait"; }
};
} // namespace amp2hip_ppl

// A task or a task group was canceled (PPL throws it from task::get() and
// uses it to unwind a task that called cancel_current_task()).
class task_canceled
    : public amp2hip_ppl::message_exception<amp2hip_ppl::canceled_tag> {
  using message_exception::message_exception;
};
class invalid_operation : public amp2hip_ppl::message_exception<
                              amp2hip_ppl::invalid_operation_tag> {
  using message_exception::message_exception;
};
class improper_lock
    : public amp2hip_ppl::message_exception<amp2hip_ppl::improper_lock_tag> {
  using message_exception::message_exception;
};
class missing_wait
    : public amp2hip_ppl::message_exception<amp2hip_ppl::missing_wait_tag> {
  using message_exception::message_exception;
};

enum task_group_status { not_complete, completed, canceled };

} // namespace Concurrency
