// amp2hip's <process.h>: the CRT's threads (_beginthreadex, _beginthread),
// whose handles the <windows.h> waits take, the process id, and system()
// with cmd.exe's pause (system_pause.h).
#pragma once

#include <amp2hip/msvc/processthreadsapi.h>
#include <amp2hip/msvc/system_pause.h>

#include <cstdint>
#include <cstdlib>
#include <unistd.h>

// The security attributes and the stack size are not used; the handle is
// what CreateThread's would be, as a number.
inline std::uintptr_t _beginthreadex(void *, unsigned,
                                     unsigned(__stdcall *start)(void *),
                                     void *argument, unsigned flags,
                                     unsigned *threadId) {
  DWORD id = 0;
  HANDLE thread = amp2hip::msvc::createThread(
      [=] { return static_cast<DWORD>(start(argument)); }, flags, &id);
  if (threadId)
    *threadId = id;
  return reinterpret_cast<std::uintptr_t>(thread);
}

// _beginthread's thread closes its own handle: nothing waits on it.
inline std::uintptr_t _beginthread(void(__cdecl *start)(void *), unsigned,
                                   void *argument) {
  HANDLE thread = amp2hip::msvc::createThread(
      [=] {
        start(argument);
        return DWORD(0);
      },
      0, nullptr);
  amp2hip::msvc::deleteHandle(thread);
  return 1;
}

inline int _getpid() { return static_cast<int>(getpid()); }
