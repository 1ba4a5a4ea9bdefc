// amp2hip: names Visual C++'s C runtime headers give every program that
// includes <amp.h>, which C++ AMP code uses without including them itself:
// the math functions (fabs, sqrt, log, ... through <cmath>: Visual C++'s
// <amp.h> brings them in), the CRT's __max/__min macros of <stdlib.h> and
// its "secure" functions (printf_s, sprintf_s, _countof: secure_crt.h) and
// the SAL annotations of <sal.h> (_In_, _Out_writes_(n)) and <crtdbg.h>'s
// _ASSERTE, which Visual C++'s <amp.h> includes.
// <amp2hip/amp.h> includes this file.
#pragma once

#include <cmath>
#include <cstdlib>
#include <cwchar>
// Visual C++'s <cmath> also declares the float and long double overloads in
// the global namespace: fabs(y) of a float y is a float there (and
// std::max(x, fabs(y)) compiles). libstdc++'s <math.h> does the same
// (using std::fabs; ...); without it hipcc's host code would compute
// fabs, sqrt, exp, ... of a float in double.
#include <math.h>

// <stdlib.h>'s wide conversions (a wmain's `_wtoi(argv[1])`).
inline int _wtoi(const wchar_t *s) {
  return static_cast<int>(std::wcstol(s, nullptr, 10));
}
inline long _wtol(const wchar_t *s) { return std::wcstol(s, nullptr, 10); }
inline long long _wtoi64(const wchar_t *s) {
  return std::wcstoll(s, nullptr, 10);
}
inline double _wtof(const wchar_t *s) { return std::wcstod(s, nullptr); }

#ifndef __max
#define __max(a, b) (((a) > (b)) ? (a) : (b))
#endif
#ifndef __min
#define __min(a, b) (((a) < (b)) ? (a) : (b))
#endif

// __declspec, __forceinline and the calling conventions.
#include <amp2hip/msvc/keywords.h>

// Names Visual C++'s <amp.h> brings in through the standard headers it
// includes: UCHAR_MAX and the other limits, memcpy, std::unique_ptr,
// std::find_if, std::runtime_error, typeid, stdext::checked_array_iterator.
#include <algorithm>
#include <amp2hip/msvc/crtdbg.h>
#include <amp2hip/msvc/sal.h>
#include <amp2hip/msvc/secure_crt.h>
#include <amp2hip/msvc/stdext.h>
// system("PAUSE") waits for a key as on Windows.
#include <amp2hip/msvc/system_pause.h>
// rand() and srand() are Visual C++'s generator, RAND_MAX its 0x7fff.
#include <amp2hip/msvc/rand.h>
#include <climits>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <typeinfo>
