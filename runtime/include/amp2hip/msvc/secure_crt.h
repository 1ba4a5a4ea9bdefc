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
#include <string>
#include <strings.h>

#include <amp2hip/msvc/wide_formats.h>

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
// The length of \p s, at most \p max characters (strnlen, wcsnlen).
template <typename Char>
inline std::size_t bounded_length(const Char *s, std::size_t max) {
  std::size_t n = 0;
  while (n < max && s[n])
    ++n;
  return n;
}
// strncpy_s, wcsncpy_s. Not inlined: GCC, given a constant source too long
// for the buffer, warns about the store that the size check skips
// (-Wstringop-overflow).
template <typename Char>
__attribute__((noinline)) inline errno_t
bounded_copy(Char *dst, std::size_t size, const Char *src, std::size_t count) {
  if (!dst || size == 0)
    return EINVAL;
  if (!src) {
    dst[0] = 0;
    return EINVAL;
  }
  std::size_t n = bounded_length(src, count);
  if (n >= size) {
    dst[0] = 0;
    return ERANGE;
  }
  std::memcpy(dst, src, n * sizeof(Char));
  dst[n] = 0;
  return 0;
}
// strcat_s, wcscat_s.
template <typename Char>
inline errno_t bounded_append(Char *dst, std::size_t size, const Char *src) {
  if (!dst || size == 0)
    return EINVAL;
  std::size_t used = bounded_length(dst, size);
  if (used == size)
    return EINVAL; // not terminated within its size
  if (!src) {
    dst[0] = 0;
    return EINVAL;
  }
  std::size_t n = bounded_length(src, std::size_t(-1));
  if (n >= size - used) {
    dst[0] = 0;
    return ERANGE;
  }
  std::memcpy(dst + used, src, (n + 1) * sizeof(Char)); // with src's 0
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
#define wprintf_s amp2hip::msvc::wide_printf
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
#define swprintf_s amp2hip::msvc::wide_sprintf
#endif

// The string copies, narrow and wide (what a Unicode build's _tcscpy_s
// is), each with its array form, where the size is the array's (Visual
// C++'s __DEFINE_CPP_OVERLOAD_SECURE_FUNC_0_1 and _0_2 macros). A program
// that defines one of a family as a macro (a porting header) has its own.
#define AMP2HIP_SECURE_STRING_FUNCTIONS(Char, copy, ncopy, append)             \
  inline errno_t copy(Char *dst, std::size_t size, const Char *src) {          \
    return amp2hip::msvc::bounded_copy(dst, size, src, std::size_t(-1));       \
  }                                                                            \
  template <std::size_t N>                                                     \
  inline errno_t copy(Char(&dst)[N], const Char *src) {                        \
    return copy(dst, N, src);                                                  \
  }                                                                            \
  inline errno_t ncopy(Char *dst, std::size_t size, const Char *src,           \
                       std::size_t count) {                                    \
    return amp2hip::msvc::bounded_copy(dst, size, src, count);                 \
  }                                                                            \
  template <std::size_t N>                                                     \
  inline errno_t ncopy(Char(&dst)[N], const Char *src, std::size_t count) {    \
    return ncopy(dst, N, src, count);                                          \
  }                                                                            \
  inline errno_t append(Char *dst, std::size_t size, const Char *src) {        \
    return amp2hip::msvc::bounded_append(dst, size, src);                      \
  }                                                                            \
  template <std::size_t N>                                                     \
  inline errno_t append(Char(&dst)[N], const Char *src) {                      \
    return append(dst, N, src);                                                \
  }
#if !defined(strcpy_s) && !defined(strncpy_s) && !defined(strcat_s)
AMP2HIP_SECURE_STRING_FUNCTIONS(char, strcpy_s, strncpy_s, strcat_s)
#endif
#if !defined(wcscpy_s) && !defined(wcsncpy_s) && !defined(wcscat_s)
AMP2HIP_SECURE_STRING_FUNCTIONS(wchar_t, wcscpy_s, wcsncpy_s, wcscat_s)
#endif
#undef AMP2HIP_SECURE_STRING_FUNCTIONS

#ifndef fwprintf_s
#define fwprintf_s amp2hip::msvc::wide_fprintf
#endif
#ifndef wscanf_s
#define wscanf_s amp2hip::msvc::wide_scanf
#endif
#ifndef swscanf_s
#define swscanf_s amp2hip::msvc::wide_sscanf
#endif
#ifndef fwscanf_s
#define fwscanf_s amp2hip::msvc::wide_fscanf
#endif
#ifndef _snwprintf
#define _snwprintf amp2hip::msvc::wide_sprintf
#endif
// Visual C++'s swprintf without a size (what _stprintf is under _UNICODE).
#ifndef _swprintf
#define _swprintf amp2hip::msvc::wide_sprintf_unbounded
#endif
#ifndef _wcsicmp
#define _wcsicmp ::wcscasecmp
#endif
#ifndef _wcsnicmp
#define _wcsnicmp ::wcsncasecmp
#endif
// A wide file name in the program's locale ("C" until it sets one).
#ifndef _wfopen
inline std::FILE *_wfopen(const wchar_t *name, const wchar_t *mode) {
  auto narrow = [](const wchar_t *wide) {
    std::mbstate_t state{};
    std::size_t n = std::wcsrtombs(nullptr, &wide, 0, &state);
    std::string out(n == std::size_t(-1) ? 0 : n, '\0');
    if (n != std::size_t(-1))
      std::wcsrtombs(&out[0], &wide, n, &state);
    return out;
  };
  if (!name || !mode)
    return nullptr;
  return std::fopen(narrow(name).c_str(), narrow(mode).c_str());
}
#endif
#ifndef _wfopen_s
inline errno_t _wfopen_s(std::FILE **file, const wchar_t *name,
                         const wchar_t *mode) {
  if (!file)
    return EINVAL;
  *file = _wfopen(name, mode);
  return *file ? 0 : errno;
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
