// amp2hip's <pplinterface.h>: the scheduler interface through which
// Visual C++'s PPL tasks may be given a scheduler of the program's own
// (scheduler_interface, scheduler_ptr). Here every task runs on oneTBB's
// scheduler; the types are declared so that code that names them
// compiles, and a scheduler the program gives is not used.
#pragma once

#include <amp2hip/msvc/ppl/namespace.h>

#include <memory>

namespace Concurrency {

typedef void (*TaskProc_t)(void *);

struct scheduler_interface {
  virtual void schedule(TaskProc_t procedure, void *parameter) = 0;
  virtual ~scheduler_interface() = default;
};

// A scheduler, or none (the default: oneTBB's).
struct scheduler_ptr {
  scheduler_ptr() = default;
  explicit scheduler_ptr(std::shared_ptr<scheduler_interface> scheduler)
      : shared(std::move(scheduler)), raw(shared.get()) {}
  explicit scheduler_ptr(scheduler_interface *scheduler) : raw(scheduler) {}
  scheduler_interface *operator->() const { return get(); }
  scheduler_interface *get() const { return raw; }
  explicit operator bool() const { return raw != nullptr; }

private:
  std::shared_ptr<scheduler_interface> shared;
  scheduler_interface *raw = nullptr;
};

} // namespace Concurrency
