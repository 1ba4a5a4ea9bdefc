// amp2hip's <tchar.h>: Visual C++'s generic-text names, as a build without
// _UNICODE defines them (char), so that `int _tmain(int argc, _TCHAR
// *argv[])` is the program's main. The translator writes
// `#include <amp2hip/msvc/tchar.h>` for a `#include <tchar.h>` that no real
// header answers.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <strings.h>

#include <amp2hip/msvc/secure_crt.h>

typedef char _TCHAR;
typedef char TCHAR;
#define _tmain main
#define _T(x) x
#define _TEXT(x) x
#define _tprintf printf
#define _ftprintf fprintf
#define _stprintf sprintf
#define _sntprintf snprintf
#define _tscanf scanf
#define _stscanf sscanf
#define _tfopen fopen
#define _fgetts fgets
#define _fputts fputs
#define _tcslen strlen
#define _tcscmp strcmp
#define _tcsncmp strncmp
#define _tcsicmp strcasecmp
#define _tcscpy strcpy
#define _tcsncpy strncpy
#define _tcscat strcat
#define _tcschr strchr
#define _tcsrchr strrchr
#define _tcsstr strstr
#define _tcstol strtol
#define _tcstoul strtoul
#define _tcstod strtod
// The secure CRT's generic-text names (secure_crt.h has the char ones).
#define _tprintf_s printf_s
#define _ftprintf_s fprintf_s
#define _stprintf_s sprintf_s
#define _tscanf_s scanf_s
#define _stscanf_s sscanf_s
#define _tcscpy_s strcpy_s
#define _tcsncpy_s strncpy_s
#define _tcscat_s strcat_s
#define _tfopen_s fopen_s
#define _ttoi atoi
#define _tstoi atoi
#define _ttol atol
#define _tstol atol
#define _tstof atof
#define _ttof atof
