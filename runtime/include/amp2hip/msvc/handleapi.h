// amp2hip's <handleapi.h>: CloseHandle of a thread's or an event's handle
// (a standard stream's, GetStdHandle's, stays open).
#pragma once

#include <amp2hip/msvc/kernel_objects.h>

#define INVALID_HANDLE_VALUE (reinterpret_cast<HANDLE>(-1))

inline BOOL CloseHandle(HANDLE handle) {
  amp2hip::msvc::KernelObject *object = amp2hip::msvc::objectOf(handle);
  if (!object)
    return FALSE;
  if (!object->closable())
    return TRUE;
  amp2hip::msvc::deleteHandle(handle);
  return TRUE;
}
