// amp2hip's <processthreadsapi.h>: threads made by CreateThread, whose
// handles WaitForSingleObject waits on and CloseHandle closes.
#pragma once

#include <amp2hip/msvc/handleapi.h>

#include <thread>
#include <unistd.h>

#define CREATE_SUSPENDED 0x00000004
#define STILL_ACTIVE 259

typedef DWORD(WINAPI *PTHREAD_START_ROUTINE)(LPVOID parameter);
typedef PTHREAD_START_ROUTINE LPTHREAD_START_ROUTINE;

namespace amp2hip {
namespace msvc {
/// A thread running body(), started now or, CREATE_SUSPENDED, at
/// ResumeThread. Its id is a number of the process, as on Windows.
inline HANDLE createThread(std::function<DWORD()> body, DWORD flags,
                           DWORD *id) {
  static std::atomic<DWORD> lastId{0};
  auto thread = std::make_shared<Thread>(std::move(body));
  if (id)
    *id = ++lastId;
  if (!(flags & CREATE_SUSPENDED))
    Thread::start(thread);
  return newHandle(thread);
}
} // namespace msvc
} // namespace amp2hip

// The security attributes and the stack size are not used.
inline HANDLE CreateThread(void *, SIZE_T, LPTHREAD_START_ROUTINE start,
                           LPVOID parameter, DWORD flags, LPDWORD threadId) {
  return amp2hip::msvc::createThread([=] { return start(parameter); }, flags,
                                     threadId);
}

inline DWORD ResumeThread(HANDLE thread) {
  auto *shared = static_cast<amp2hip::msvc::SharedObject *>(thread);
  auto started = shared
                     ? std::dynamic_pointer_cast<amp2hip::msvc::Thread>(*shared)
                     : nullptr;
  if (!started)
    return static_cast<DWORD>(-1);
  amp2hip::msvc::Thread::start(started);
  return 1; // the suspend count before the call
}

inline BOOL GetExitCodeThread(HANDLE thread, LPDWORD exitCode) {
  auto *object =
      dynamic_cast<amp2hip::msvc::Thread *>(amp2hip::msvc::objectOf(thread));
  if (!object)
    return FALSE;
  *exitCode = object->exitCode();
  return TRUE;
}

inline DWORD GetCurrentThreadId() {
  return static_cast<DWORD>(
      std::hash<std::thread::id>()(std::this_thread::get_id()));
}
inline DWORD GetCurrentProcessId() { return static_cast<DWORD>(getpid()); }
