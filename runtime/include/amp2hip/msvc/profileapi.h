// amp2hip's <profileapi.h>: the performance counter, a steady clock
// counting nanoseconds.
#pragma once

#include <amp2hip/msvc/winnt.h>

#include <chrono>

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
