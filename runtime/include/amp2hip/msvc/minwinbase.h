// amp2hip's <minwinbase.h>: the memory macros of <WinBase.h> (ZeroMemory,
// CopyMemory, MoveMemory, FillMemory) over their <winnt.h> Rtl names, which
// are the C library's functions, as in the Windows SDK.
#pragma once

#include <cstring>

#define RtlZeroMemory(destination, length) memset((destination), 0, (length))
#define RtlFillMemory(destination, length, fill)                               \
  memset((destination), (fill), (length))
#define RtlCopyMemory(destination, source, length)                             \
  memcpy((destination), (source), (length))
#define RtlMoveMemory(destination, source, length)                             \
  memmove((destination), (source), (length))
#define ZeroMemory RtlZeroMemory
#define FillMemory RtlFillMemory
#define CopyMemory RtlCopyMemory
#define MoveMemory RtlMoveMemory

/// The zeroing a compiler may not drop as a dead store (a secret's
/// buffer about to be freed): written through a volatile pointer, as
/// Windows' inline function does.
inline void *SecureZeroMemory(void *destination, std::size_t length) {
  volatile char *byte = static_cast<volatile char *>(destination);
  while (length--)
    *byte++ = 0;
  return destination;
}
