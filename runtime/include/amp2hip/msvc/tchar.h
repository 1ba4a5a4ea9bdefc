// amp2hip's <tchar.h>: Visual C++'s generic-text names, as a build without
// _UNICODE defines them (char), so that `int _tmain(int argc, _TCHAR
// *argv[])` is the program's main. The translator writes
// `#include <amp2hip/msvc/tchar.h>` for a `#include <tchar.h>` that no real
// header answers.
#pragma once

#include <cstdio>
#include <cstring>

typedef char _TCHAR;
typedef char TCHAR;
#define _tmain main
#define _T(x) x
#define _TEXT(x) x
#define _tprintf printf
#define _tcslen strlen
#define _tcscmp strcmp
