// amp2hip: what a Windows HANDLE of a thread or an event points to here.
// Each is a KernelObject that WaitForSingleObject waits on and CloseHandle
// deletes; a thread's state is shared with the running thread, so closing
// its handle early (as Windows allows) leaves the thread running.
#pragma once

#include <amp2hip/msvc/windows_types.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

#ifndef INFINITE
#define INFINITE 0xFFFFFFFF
#endif

namespace amp2hip {
namespace msvc {

/// A waitable object: signaled or not.
class KernelObject {
public:
  virtual ~KernelObject() = default;
  /// Whether CloseHandle deletes the handle (a standard stream's stays).
  virtual bool closable() const { return true; }
  /// Waits until the object is signaled or \p milliseconds passed
  /// (INFINITE: no limit); true when it was signaled. An auto-reset event
  /// is reset by the wait that saw it signaled.
  bool wait(DWORD milliseconds) {
    std::unique_lock<std::mutex> lock(mutex_);
    auto ready = [this] { return signaled_; };
    bool signaled = true;
    if (milliseconds == INFINITE)
      changed_.wait(lock, ready);
    else
      signaled = changed_.wait_for(
          lock, std::chrono::milliseconds(milliseconds), ready);
    if (signaled && autoReset_)
      signaled_ = false;
    return signaled;
  }
  void signal(bool on) {
    std::lock_guard<std::mutex> lock(mutex_);
    signaled_ = on;
    if (on)
      changed_.notify_all();
  }

protected:
  explicit KernelObject(bool autoReset, bool signaled)
      : autoReset_(autoReset), signaled_(signaled) {}

private:
  std::mutex mutex_;
  std::condition_variable changed_;
  const bool autoReset_;
  bool signaled_;
};

/// CreateEvent's event.
class Event : public KernelObject {
public:
  Event(bool manualReset, bool signaled)
      : KernelObject(!manualReset, signaled) {}
};

/// A thread started by CreateThread or _beginthreadex: signaled when its
/// function returned, with the value it returned as exit code.
class Thread : public KernelObject {
public:
  static constexpr DWORD StillActive = 259; // Windows' STILL_ACTIVE

  explicit Thread(std::function<DWORD()> body)
      : KernelObject(false, false), body_(std::move(body)) {}

  /// Runs the body on a thread of its own, once (a thread created
  /// suspended starts at ResumeThread). The thread shares the object, so
  /// closing the handle first leaves it running, as on Windows.
  static void start(const std::shared_ptr<Thread> &thread) {
    if (thread->started_.exchange(true))
      return;
    std::thread([thread] {
      thread->exitCode_ = thread->body_();
      thread->signal(true);
    }).detach();
  }
  DWORD exitCode() const { return exitCode_; }

private:
  std::function<DWORD()> body_;
  std::atomic<bool> started_{false};
  std::atomic<DWORD> exitCode_{StillActive};
};

/// A HANDLE is a shared reference to its object, made by newHandle and
/// deleted by CloseHandle.
using SharedObject = std::shared_ptr<KernelObject>;
inline HANDLE newHandle(SharedObject object) {
  return new SharedObject(std::move(object));
}
/// The object of \p handle; none for a null handle or
/// INVALID_HANDLE_VALUE (what a failed call returns).
inline KernelObject *objectOf(HANDLE handle) {
  if (!handle || handle == reinterpret_cast<HANDLE>(-1))
    return nullptr;
  return static_cast<SharedObject *>(handle)->get();
}
inline void deleteHandle(HANDLE handle) {
  delete static_cast<SharedObject *>(handle);
}

} // namespace msvc
} // namespace amp2hip
