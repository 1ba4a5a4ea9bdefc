// amp2hip's <windows.h>: what C++ AMP programs written for Visual C++ use
// of Windows, on Linux.
//
// The translator writes `#include <amp2hip/msvc/windows.h>` for a
// `#include <windows.h>` that no real header answers (its parse uses this
// file too, so what does not parse here is reported there). It declares
//   - the integer types (BOOL, BYTE, WORD, DWORD, LONG, LONGLONG, ...) with
//     Windows' sizes, TRUE, FALSE, WINAPI;
//   - timing: LARGE_INTEGER, QueryPerformanceCounter/Frequency (a steady
//     clock counting nanoseconds), GetTickCount, GetTickCount64, Sleep;
//   - min and max, unless NOMINMAX is defined: Windows' macros become
//     __host__ __device__ function templates, so that <algorithm> and the
//     runtime still compile, and min/max work in restrict(amp) code.
// Nothing else of the Windows API: such a program does not translate.
#pragma once

#include <amp2hip/detail/config.h>

#include <chrono>
#include <cstdint>
#include <thread>
#include <type_traits>

typedef int BOOL;
typedef std::uint8_t BYTE;
typedef std::uint16_t WORD;
typedef std::uint32_t DWORD;
typedef std::int32_t LONG;
typedef std::uint32_t ULONG;
typedef std::int64_t LONGLONG;
typedef std::uint64_t ULONGLONG;
typedef unsigned int UINT;
typedef void *HANDLE;
typedef void *LPVOID;
typedef const char *LPCSTR;
typedef char *LPSTR;

#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif
#ifndef WINAPI
#define WINAPI
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

#ifndef NOMINMAX
// Windows' min(a, b) and max(a, b) macros take operands of two types and
// give their common type; HIP's and CUDA's own overloads of the same name
// win where they match exactly.
template <typename A, typename B>
AMP2HIP_HD constexpr typename std::common_type<A, B>::type min(const A &a,
                                                               const B &b) {
  return b < a ? b : a;
}
template <typename A, typename B>
AMP2HIP_HD constexpr typename std::common_type<A, B>::type max(const A &a,
                                                               const B &b) {
  return a < b ? b : a;
}
#endif
