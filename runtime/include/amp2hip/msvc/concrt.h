// amp2hip's <concrt.h>: the parts of Visual C++'s Concurrency Runtime that
// programs use beside the Parallel Patterns Library, on oneTBB and the
// standard library:
//   - the exceptions and task_group_status of ppl/basics.h;
//   - is_current_task_group_canceling();
//   - critical_section (with scoped_lock): a non-recursive mutex;
//   - reader_writer_lock (scoped_lock, scoped_lock_read): one writer or
//     many readers; unlock() releases whichever the caller holds;
//   - event (set, reset, wait with a timeout in milliseconds);
//   - wait(milliseconds): the calling thread sleeps.
// The scheduler's own interfaces (Scheduler, Context, agents) are not here.
#pragma once

#include <amp2hip/msvc/ppl/basics.h>

#include <amp2hip/msvc/ppl/tbb_machine.h>
#include <oneapi/tbb/task_group.h>

#include <atomic>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <mutex>
#include <shared_mutex>
#include <stdexcept>
#include <thread>

namespace Concurrency {

// True inside a task of a group that is being canceled: long-running work
// polls it to stop early, as with PPL.
inline bool is_current_task_group_canceling() {
  return tbb::is_current_task_group_canceling();
}

const unsigned int COOPERATIVE_TIMEOUT_INFINITE = UINT_MAX;
const size_t COOPERATIVE_WAIT_TIMEOUT = SIZE_MAX;

class critical_section {
public:
  typedef std::timed_mutex native_handle_type;

  critical_section() = default;
  critical_section(const critical_section &) = delete;
  critical_section &operator=(const critical_section &) = delete;

  void lock() { mutex.lock(); }
  bool try_lock() { return mutex.try_lock(); }
  bool try_lock_for(unsigned int milliseconds) {
    return mutex.try_lock_for(std::chrono::milliseconds(milliseconds));
  }
  void unlock() { mutex.unlock(); }
  native_handle_type &native_handle() { return mutex; }

  class scoped_lock {
  public:
    explicit scoped_lock(critical_section &section) : section(section) {
      section.lock();
    }
    ~scoped_lock() { section.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    critical_section &section;
  };

private:
  std::timed_mutex mutex; // timed for try_lock_for
};

class reader_writer_lock {
public:
  reader_writer_lock() = default;
  reader_writer_lock(const reader_writer_lock &) = delete;
  reader_writer_lock &operator=(const reader_writer_lock &) = delete;

  void lock() {
    mutex.lock();
    writer = true;
  }
  bool try_lock() {
    if (!mutex.try_lock())
      return false;
    writer = true;
    return true;
  }
  void lock_read() { mutex.lock_shared(); }
  bool try_lock_read() { return mutex.try_lock_shared(); }
  // While a writer holds the lock no reader does, so the flag tells which
  // of the two the caller holds.
  void unlock() {
    if (writer) {
      writer = false;
      mutex.unlock();
    } else {
      mutex.unlock_shared();
    }
  }

  class scoped_lock {
  public:
    explicit scoped_lock(reader_writer_lock &lock) : lock(lock) { lock.lock(); }
    ~scoped_lock() { lock.unlock(); }
    scoped_lock(const scoped_lock &) = delete;
    scoped_lock &operator=(const scoped_lock &) = delete;

  private:
    reader_writer_lock &lock;
  };

  class scoped_lock_read {
  public:
    explicit scoped_lock_read(reader_writer_lock &lock) : lock(lock) {
      lock.lock_read();
    }
    ~scoped_lock_read() { lock.unlock(); }
    scoped_lock_read(const scoped_lock_read &) = delete;
    scoped_lock_read &operator=(const scoped_lock_read &) = delete;

  private:
    reader_writer_lock &lock;
  };

private:
  std::shared_timed_mutex mutex;
  std::atomic<bool> writer{false};
};

// A manual-reset event.
class event {
public:
  event() = default;
  event(const event &) = delete;
  event &operator=(const event &) = delete;

  void set() {
    std::lock_guard<std::mutex> hold(mutex);
    signaled = true;
    changed.notify_all();
  }
  void reset() {
    std::lock_guard<std::mutex> hold(mutex);
    signaled = false;
  }
  // 0 once the event is set, COOPERATIVE_WAIT_TIMEOUT if the time ran out.
  size_t wait(unsigned int timeout = COOPERATIVE_TIMEOUT_INFINITE) {
    std::unique_lock<std::mutex> hold(mutex);
    if (timeout == COOPERATIVE_TIMEOUT_INFINITE) {
      changed.wait(hold, [this] { return signaled; });
      return 0;
    }
    return changed.wait_for(hold, std::chrono::milliseconds(timeout),
                            [this] { return signaled; })
               ? 0
               : COOPERATIVE_WAIT_TIMEOUT;
  }

private:
  std::mutex mutex;
  std::condition_variable changed;
  bool signaled = false;
};

inline void wait(unsigned int milliseconds) {
  std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
}

} // namespace Concurrency
