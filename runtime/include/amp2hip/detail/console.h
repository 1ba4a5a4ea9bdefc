// amp2hip runtime: wide and narrow console output in program order.
//
// C++ AMP programs print `std::wcout << acc.description` and then their
// results with std::cout or printf. Under Visual C++ every line appears. On
// Linux a C stream has one orientation, fixed by its first output: after
// std::wcout wrote to stdout, glibc drops every narrow write (std::cout,
// printf, puts) without a word. So that a migrated program prints what it
// printed on Windows, the runtime makes std::wcout, std::wcerr and
// std::wclog narrow streams that convert each wide character to the
// multibyte encoding of the C locale (UTF-8 where that cannot represent it)
// and write the bytes at once to stdout or stderr: the C streams stay
// byte-oriented and keep wide and narrow output in program order.
//
// Every translation unit that includes the runtime makes sure of it before
// its own static objects are made. Visual C++'s wide printf names
// (wprintf_s, and _tprintf under _UNICODE: <amp2hip/msvc/wide_formats.h>)
// write the same way (write_wide). Not covered: the C wide functions
// (wprintf, fputws, putwchar on stdout), which orient stdout wide themselves,
// and std::ios::sync_with_stdio(false), which gives the standard streams
// buffers of their own.
#pragma once

#include <cstddef>
#include <cstdio>

namespace amp2hip {
namespace detail {
// Installs the narrow wide-stream buffers once; returns true.
bool narrow_wide_console();
// Writes \p n wide characters to \p file as the narrow wide streams do;
// false when the file took fewer bytes.
bool write_wide(std::FILE *file, const wchar_t *text, std::size_t n);
namespace {
// One per translation unit, made with its static objects.
const bool wide_console_narrowed = narrow_wide_console();
} // namespace
} // namespace detail
} // namespace amp2hip
