// amp2hip's <handleapi.h>: CloseHandle of a thread's or an event's handle.
#pragma once

#include <amp2hip/msvc/kernel_objects.h>

#define INVALID_HANDLE_VALUE (reinterpret_cast<HANDLE>(-1))

inline BOOL CloseHandle(HANDLE handle) {
  if (!amp2hip::msvc::objectOf(handle))
    return FALSE;
  amp2hip::msvc::deleteHandle(handle);
  return TRUE;
}
