// amp2hip's <synchapi.h>: Sleep, waits on a thread's or an event's handle,
// events and critical sections, over the C++ thread library.
#pragma once

#include <amp2hip/msvc/kernel_objects.h>

#include <chrono>
#include <mutex>
#include <thread>

#define WAIT_OBJECT_0 0x00000000u
#define WAIT_TIMEOUT 0x00000102u
#define WAIT_FAILED 0xFFFFFFFFu

inline void Sleep(DWORD milliseconds) {
  std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
}

inline DWORD WaitForSingleObject(HANDLE handle, DWORD milliseconds) {
  amp2hip::msvc::KernelObject *object = amp2hip::msvc::objectOf(handle);
  if (!object)
    return WAIT_FAILED;
  return object->wait(milliseconds) ? WAIT_OBJECT_0 : WAIT_TIMEOUT;
}

// All of them (waitAll) or the first signaled one (WAIT_OBJECT_0 + its
// index), within the time.
inline DWORD WaitForMultipleObjects(DWORD count, const HANDLE *handles,
                                    BOOL waitAll, DWORD milliseconds) {
  using clock = std::chrono::steady_clock;
  const auto deadline = clock::now() + std::chrono::milliseconds(milliseconds);
  auto left = [&]() -> DWORD {
    if (milliseconds == INFINITE)
      return INFINITE;
    auto rest = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - clock::now());
    return rest.count() > 0 ? static_cast<DWORD>(rest.count()) : 0;
  };
  if (waitAll) {
    for (DWORD i = 0; i < count; ++i)
      if (WaitForSingleObject(handles[i], left()) != WAIT_OBJECT_0)
        return WAIT_TIMEOUT;
    return WAIT_OBJECT_0;
  }
  for (;;) {
    for (DWORD i = 0; i < count; ++i)
      if (WaitForSingleObject(handles[i], 0) == WAIT_OBJECT_0)
        return WAIT_OBJECT_0 + i;
    if (left() == 0)
      return WAIT_TIMEOUT;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

// Events: the security attributes and the name are not used.
inline HANDLE CreateEventA(void *, BOOL manualReset, BOOL initialState,
                           LPCSTR) {
  return amp2hip::msvc::newHandle(std::make_shared<amp2hip::msvc::Event>(
      manualReset != FALSE, initialState != FALSE));
}
inline HANDLE CreateEventW(void *security, BOOL manualReset, BOOL initialState,
                           LPCWSTR) {
  return CreateEventA(security, manualReset, initialState, nullptr);
}
#define CreateEvent CreateEventA
inline BOOL SetEvent(HANDLE event) {
  amp2hip::msvc::KernelObject *object = amp2hip::msvc::objectOf(event);
  if (object)
    object->signal(true);
  return object != nullptr;
}
inline BOOL ResetEvent(HANDLE event) {
  amp2hip::msvc::KernelObject *object = amp2hip::msvc::objectOf(event);
  if (object)
    object->signal(false);
  return object != nullptr;
}

// A critical section is a recursive mutex (a thread may enter it again).
typedef struct _RTL_CRITICAL_SECTION {
  std::recursive_mutex *mutex;
} CRITICAL_SECTION, *PCRITICAL_SECTION, *LPCRITICAL_SECTION;

inline void InitializeCriticalSection(LPCRITICAL_SECTION section) {
  section->mutex = new std::recursive_mutex;
}
inline BOOL InitializeCriticalSectionAndSpinCount(LPCRITICAL_SECTION section,
                                                  DWORD) {
  InitializeCriticalSection(section);
  return TRUE;
}
inline void EnterCriticalSection(LPCRITICAL_SECTION section) {
  section->mutex->lock();
}
inline BOOL TryEnterCriticalSection(LPCRITICAL_SECTION section) {
  return section->mutex->try_lock();
}
inline void LeaveCriticalSection(LPCRITICAL_SECTION section) {
  section->mutex->unlock();
}
inline void DeleteCriticalSection(LPCRITICAL_SECTION section) {
  delete section->mutex;
  section->mutex = nullptr;
}
