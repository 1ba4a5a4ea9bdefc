// amp2hip: Visual C++'s wide printf and scanf formats. Its wprintf,
// swprintf, wscanf ... read %s and %c as wide (a wchar_t string, a
// wchar_t) and %S, %C as narrow; ISO C's, glibc's among them, read them the
// other way round (%ls is wide everywhere). A Unicode build's
// `_tprintf(_T("%s"), name)` prints a wchar_t string. The functions here
// take Visual C++'s spelling and call glibc's with ISO's: what the wide
// secure CRT names (wprintf_s, swprintf_s, ...) and <tchar.h>'s names under
// _UNICODE (_tprintf, _stprintf_s, ...) are.
#pragma once

#include <climits>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cwchar>
#include <string>

#include <amp2hip/detail/console.h>

namespace amp2hip {
namespace msvc {

// \p format, as Visual C++ reads it, in ISO C's spelling: %s and %c without
// a length become %ls and %lc, %S and %C become %s and %c, %hs and %hc
// (narrow in both) %s and %c, and Visual C++'s w length (%ws) l.
inline std::wstring iso_wide_format(const wchar_t *format) {
  std::wstring out;
  for (const wchar_t *p = format; *p;) {
    if (*p != L'%') {
      out += *p++;
      continue;
    }
    out += *p++;
    if (*p == L'%') {
      out += *p++;
      continue;
    }
    // Argument position, flags, width and precision are the same.
    while (*p && std::wcschr(L"0123456789$-+ #.*'", *p))
      out += *p++;
    std::wstring length;
    while (*p && std::wcschr(L"hlLqjztwI", *p))
      length += *p++;
    wchar_t conversion = *p;
    bool text = conversion == L's' || conversion == L'c' ||
                conversion == L'S' || conversion == L'C';
    if (!text)
      out += length;
    else if (length.empty())
      out += conversion == L's' || conversion == L'c' ? L"l" : L"";
    else if (length == L"w" || length == L"l")
      out += L'l';
    // h: narrow, which ISO's %s and %c are.
    if (conversion) {
      out += text ? (conversion == L'S'   ? L's'
                     : conversion == L'C' ? L'c'
                                          : conversion)
                  : conversion;
      ++p;
    }
  }
  return out;
}

// Visual C++ wrote a wide printf's text to a console or text file in the
// locale's multibyte encoding; so does this, as the runtime's std::wcout
// does (amp2hip/detail/console.h), and stdout stays byte-oriented, so that
// printf and std::cout after it still print.
inline int wide_vfprintf(std::FILE *file, const wchar_t *format, va_list args) {
  std::wstring iso = iso_wide_format(format);
  std::wstring text(256, L'\0');
  while (true) {
    va_list copy;
    va_copy(copy, args);
    int n = std::vswprintf(&text[0], text.size(), iso.c_str(), copy);
    va_end(copy);
    if (n >= 0)
      return amp2hip::detail::write_wide(file, text.data(), n) ? n : -1;
    if (text.size() > (1u << 20)) // an encoding error, not the size
      return -1;
    text.resize(text.size() * 2);
  }
}
inline int wide_printf(const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int written = wide_vfprintf(stdout, format, args);
  va_end(args);
  return written;
}
inline int wide_fprintf(std::FILE *file, const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int written = wide_vfprintf(file, format, args);
  va_end(args);
  return written;
}
// swprintf_s: at most \p size characters with the terminating 0, -1 (and
// an empty buffer) when the text does not fit.
inline int wide_sprintf(wchar_t *buffer, std::size_t size,
                        const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int written =
      std::vswprintf(buffer, size, iso_wide_format(format).c_str(), args);
  va_end(args);
  if (written < 0 && buffer && size > 0)
    buffer[0] = 0;
  return written;
}
template <std::size_t N, typename... Args>
inline int wide_sprintf(wchar_t (&buffer)[N], const wchar_t *format,
                        Args... args) {
  return wide_sprintf(static_cast<wchar_t *>(buffer), N, format, args...);
}
// Visual C++'s _swprintf, without a size: as unbounded as sprintf.
inline int wide_sprintf_unbounded(wchar_t *buffer, const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int written =
      std::vswprintf(buffer, INT_MAX, iso_wide_format(format).c_str(), args);
  va_end(args);
  return written;
}
inline int wide_scanf(const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int read = std::vwscanf(iso_wide_format(format).c_str(), args);
  va_end(args);
  return read;
}
inline int wide_sscanf(const wchar_t *text, const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int read = std::vswscanf(text, iso_wide_format(format).c_str(), args);
  va_end(args);
  return read;
}
inline int wide_fscanf(std::FILE *file, const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int read = std::vfwscanf(file, iso_wide_format(format).c_str(), args);
  va_end(args);
  return read;
}

} // namespace msvc
} // namespace amp2hip
