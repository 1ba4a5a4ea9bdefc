// amp2hip: the part of <windows.h> that Visual C++'s <amp.h> brings into
// every C++ AMP program (its runtime header includes <windows.h>), which
// programs use without including it themselves: the C++ AMP book's
// Timer.h times kernels with LARGE_INTEGER and QueryPerformanceCounter
// after only <amp.h>.
//   - Visual C++'s __int64 and __int32; the integer types (BOOL, BYTE,
//     WORD, DWORD, LONG, LONGLONG, INT32, UINT64, SIZE_T, ...) with
//     Windows' sizes, TRUE, FALSE, WINAPI;
//   - timing: LARGE_INTEGER, QueryPerformanceCounter/Frequency (a steady
//     clock counting nanoseconds), GetTickCount, GetTickCount64, Sleep.
// <amp2hip/amp.h> and <amp2hip/msvc/windows.h> include it; min and max are
// only in the latter, as Windows' macros are only where <windows.h> is.
#pragma once

#include <amp2hip/detail/config.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <thread>
#include <type_traits>

// Visual C++'s sized integer keywords (`__int64 t = GetTickCount64();`).
#ifndef __int64
#define __int64 long long
#endif
#ifndef __int32
#define __int32 int
#endif

typedef int BOOL;
typedef std::uint8_t BYTE;
typedef std::uint16_t WORD;
typedef std::uint32_t DWORD;
typedef std::int32_t LONG;
typedef std::uint32_t ULONG;
typedef std::int64_t LONGLONG;
typedef std::uint64_t ULONGLONG;
typedef unsigned int UINT;
typedef int INT;
typedef float FLOAT;
typedef std::int8_t INT8;
typedef std::uint8_t UINT8;
typedef std::int16_t INT16;
typedef std::uint16_t UINT16;
typedef std::int32_t INT32;
typedef std::uint32_t UINT32;
typedef std::int64_t INT64;
typedef std::uint64_t UINT64;
typedef std::size_t SIZE_T;
typedef void *HANDLE;
typedef void *LPVOID;
typedef const char *LPCSTR;
typedef char *LPSTR;
typedef const wchar_t *LPCWSTR;
typedef wchar_t *LPWSTR;
// TCHAR is char (<tchar.h>, a build without _UNICODE).
typedef const char *LPCTSTR;
typedef char *LPTSTR;

#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif
#ifndef WINAPI
#define WINAPI
#endif
#ifndef UNREFERENCED_PARAMETER
#define UNREFERENCED_PARAMETER(P) (void)(P)
#endif

typedef union _LARGE_INTEGER {
  struct {
    DWORD LowPart;
    LONG HighPart;
  } u;
  LONGLONG QuadPart;
} LARGE_INTEGER;

// The counter's frequency: one tick per nanosecond.
inline BOOL QueryPerformanceFrequency(LARGE_INTEGER *frequency) {
  frequency->QuadPart = 1000000000;
  return TRUE;
}

inline BOOL QueryPerformanceCounter(LARGE_INTEGER *count) {
  count->QuadPart = std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::steady_clock::now().time_since_epoch())
                        .count();
  return TRUE;
}

inline ULONGLONG GetTickCount64() {
  return static_cast<ULONGLONG>(
      std::chrono::duration_cast<std::chrono::milliseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

inline DWORD GetTickCount() { return static_cast<DWORD>(GetTickCount64()); }

inline void Sleep(DWORD milliseconds) {
  std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
}
