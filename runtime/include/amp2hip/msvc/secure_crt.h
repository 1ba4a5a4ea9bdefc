// amp2hip: the "secure" C runtime functions and the _countof macro that
// Visual C++'s <stdio.h>, <string.h>, <stdlib.h> and <time.h> declare and
// glibc does not (C11's Annex K, which glibc never took). Visual C++ warns
// (C4996) about printf, sprintf and strcpy until code is written with
// printf_s, sprintf_s and strcpy_s, so C++ AMP samples and the programs
// built on them use these everywhere on the host side. <amp2hip/msvc/crt.h>
// includes this file, so a program that includes <amp.h> has them, as it
// had under Visual C++, where every standard header brings them in.
//
// Each forwards to the standard function. The buffer-size arguments are
// honoured: where the destination is too small, Visual C++ calls its
// invalid-parameter handler (which ends the program unless one was set);
// these return what the functions return once such a handler lets them go
// on (-1 from sprintf_s, ERANGE or EINVAL from strcpy_s and memcpy_s, an
// empty string in the destination), never writing past it. The *scanf_s family
// forwards to *scanf, which ignores the size arguments that follow %s, %c
// and %[ (the buffers must be large enough, as with scanf). A name a
// program defines itself as a macro (a porting header's `#define
// sprintf_s snprintf`) is left to it.
#pragma once

#include <cerrno>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cwchar>
#include <strings.h>

#ifndef _countof
#define _countof(array) (sizeof(array) / sizeof((array)[0]))
#endif
#ifndef _TRUNCATE
#define _TRUNCATE (static_cast<std::size_t>(-1))
#endif

typedef int errno_t;

namespace amp2hip {
namespace msvc {
// The result of a bounded formatting call, as Visual C++'s _s functions
// return it: the characters written, or -1 (and an empty buffer) when they
// did not fit.
inline int bounded_result(int written, char *buffer, std::size_t size) {
  if (written >= 0 && static_cast<std::size_t>(written) < size)
    return written;
  if (buffer && size > 0)
    buffer[0] = '\0';
  return -1;
}
// Not inlined: GCC, given a constant source too long for the buffer,
// warns about the store that the size check skips (-Wstringop-overflow).
__attribute__((noinline)) inline errno_t
bounded_copy(char *dst, std::size_t size, const char *src, std::size_t count) {
  if (!dst || size == 0)
    return EINVAL;
  if (!src) {
    dst[0] = '\0';
    return EINVAL;
  }
  std::size_t n = ::strnlen(src, count);
  if (n >= size) {
    dst[0] = '\0';
    return ERANGE;
  }
  std::memcpy(dst, src, n);
  dst[n] = '\0';
  return 0;
}
} // namespace msvc
} // namespace amp2hip

#ifndef printf_s
#define printf_s std::printf
#endif
#ifndef fprintf_s
#define fprintf_s std::fprintf
#endif
#ifndef vprintf_s
#define vprintf_s std::vprintf
#endif
#ifndef vfprintf_s
#define vfprintf_s std::vfprintf
#endif
#ifndef wprintf_s
#define wprintf_s std::wprintf
#endif
#ifndef scanf_s
#define scanf_s std::scanf
#endif
#ifndef sscanf_s
#define sscanf_s std::sscanf
#endif
#ifndef fscanf_s
#define fscanf_s std::fscanf
#endif

#ifndef vsprintf_s
inline int vsprintf_s(char *buffer, std::size_t size, const char *format,
                      va_list args) {
  return amp2hip::msvc::bounded_result(
      std::vsnprintf(buffer, size, format, args), buffer, size);
}
template <std::size_t N>
inline int vsprintf_s(char (&buffer)[N], const char *format, va_list args) {
  return vsprintf_s(buffer, N, format, args);
}
#endif

#ifndef sprintf_s
inline int sprintf_s(char *buffer, std::size_t size, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int written = std::vsnprintf(buffer, size, format, args);
  va_end(args);
  return amp2hip::msvc::bounded_result(written, buffer, size);
}
template <std::size_t N, typename... Args>
inline int sprintf_s(char (&buffer)[N], const char *format, Args... args) {
  return sprintf_s(static_cast<char *>(buffer), N, format, args...);
}
#endif

#ifndef _snprintf
#define _snprintf std::snprintf
#endif
#ifndef _vsnprintf
#define _vsnprintf std::vsnprintf
#endif

#ifndef swprintf_s
template <typename... Args>
inline int swprintf_s(wchar_t *buffer, std::size_t size, const wchar_t *format,
                      Args... args) {
  return std::swprintf(buffer, size, format, args...);
}
template <std::size_t N, typename... Args>
inline int swprintf_s(wchar_t (&buffer)[N], const wchar_t *format,
                      Args... args) {
  return std::swprintf(buffer, N, format, args...);
}
#endif

#ifndef strcpy_s
inline errno_t strcpy_s(char *dst, std::size_t size, const char *src) {
  return amp2hip::msvc::bounded_copy(dst, size, src, std::size_t(-1));
}
template <std::size_t N>
inline errno_t strcpy_s(char (&dst)[N], const char *src) {
  return strcpy_s(dst, N, src);
}
#endif

#ifndef strncpy_s
inline errno_t strncpy_s(char *dst, std::size_t size, const char *src,
                         std::size_t count) {
  return amp2hip::msvc::bounded_copy(dst, size, src, count);
}
template <std::size_t N>
inline errno_t strncpy_s(char (&dst)[N], const char *src, std::size_t count) {
  return strncpy_s(dst, N, src, count);
}
#endif

#ifndef strcat_s
inline errno_t strcat_s(char *dst, std::size_t size, const char *src) {
  if (!dst || size == 0)
    return EINVAL;
  std::size_t used = ::strnlen(dst, size);
  if (used == size)
    return EINVAL; // not terminated within its size
  if (!src) {
    dst[0] = '\0';
    return EINVAL;
  }
  std::size_t n = std::strlen(src);
  if (n >= size - used) {
    dst[0] = '\0';
    return ERANGE;
  }
  std::memcpy(dst + used, src, n + 1); // with src's terminating 0
  return 0;
}
template <std::size_t N>
inline errno_t strcat_s(char (&dst)[N], const char *src) {
  return strcat_s(dst, N, src);
}
#endif

#ifndef memcpy_s
inline errno_t memcpy_s(void *dst, std::size_t size, const void *src,
                        std::size_t count) {
  if (count == 0)
    return 0;
  if (!dst || !src || count > size) {
    if (dst && size > 0)
      std::memset(dst, 0, size);
    return !dst || !src ? EINVAL : ERANGE;
  }
  std::memcpy(dst, src, count);
  return 0;
}
#endif
#ifndef memmove_s
inline errno_t memmove_s(void *dst, std::size_t size, const void *src,
                         std::size_t count) {
  if (count == 0)
    return 0;
  if (!dst || !src || count > size)
    return !dst || !src ? EINVAL : ERANGE;
  std::memmove(dst, src, count);
  return 0;
}
#endif

#ifndef fopen_s
inline errno_t fopen_s(std::FILE **file, const char *name, const char *mode) {
  if (!file)
    return EINVAL;
  *file = std::fopen(name, mode);
  return *file ? 0 : errno;
}
#endif

#ifndef _stricmp
#define _stricmp ::strcasecmp
#endif
#ifndef _strnicmp
#define _strnicmp ::strncasecmp
#endif
#ifndef _strdup
#define _strdup ::strdup
#endif

// Visual C++'s argument order: the result first, unlike POSIX's *_r.
#ifndef localtime_s
inline errno_t localtime_s(std::tm *result, const std::time_t *time) {
  return result && time && ::localtime_r(time, result) ? 0 : EINVAL;
}
#endif
#ifndef gmtime_s
inline errno_t gmtime_s(std::tm *result, const std::time_t *time) {
  return result && time && ::gmtime_r(time, result) ? 0 : EINVAL;
}
#endif

// <malloc.h>: _aligned_free frees what _aligned_malloc returned.
#ifndef _aligned_malloc
inline void *_aligned_malloc(std::size_t size, std::size_t alignment) {
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  void *block = nullptr;
  return ::posix_memalign(&block, alignment, size) == 0 ? block : nullptr;
}
#endif
#ifndef _aligned_free
inline void _aligned_free(void *block) { std::free(block); }
#endif
