// amp2hip's <tchar.h>: Visual C++'s generic-text names. Under _UNICODE
// (a project's CharacterSet Unicode) they are the wide ones, as in Visual
// C++: _TCHAR is wchar_t, _T("x") is L"x", _tprintf is wprintf (reading
// %s as a wide string, as Visual C++'s does: wide_formats.h) and _tmain is
// wmain (the translator adds the main that calls it, AMP2HIP1122);
// otherwise the char ones, and `int _tmain(int argc, _TCHAR *argv[])` is
// the program's main. The translator writes `#include <amp2hip/msvc/tchar.h>`
// for a `#include <tchar.h>` that no real header answers.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>
#include <strings.h>

#include <amp2hip/msvc/secure_crt.h>

#ifdef _UNICODE

#include <amp2hip/msvc/crt.h> // _wtoi, _wtof

typedef wchar_t _TCHAR;
#define _tmain wmain
#define __T(x) L##x
#define _T(x) __T(x)
#define _TEXT(x) __T(x)
#define _tprintf amp2hip::msvc::wide_printf
#define _ftprintf amp2hip::msvc::wide_fprintf
#define _stprintf _swprintf
#define _sntprintf _snwprintf
#define _tscanf amp2hip::msvc::wide_scanf
#define _stscanf amp2hip::msvc::wide_sscanf
#define _tfopen _wfopen
#define _fgetts fgetws
#define _fputts fputws
#define _tcslen wcslen
#define _tcscmp wcscmp
#define _tcsncmp wcsncmp
#define _tcsicmp _wcsicmp
#define _tcscpy wcscpy
#define _tcsncpy wcsncpy
#define _tcscat wcscat
#define _tcschr wcschr
#define _tcsrchr wcsrchr
#define _tcsstr wcsstr
#define _tcstol wcstol
#define _tcstoul wcstoul
#define _tcstod wcstod
#define _tprintf_s wprintf_s
#define _ftprintf_s fwprintf_s
#define _stprintf_s swprintf_s
#define _tscanf_s wscanf_s
#define _stscanf_s swscanf_s
#define _tcscpy_s wcscpy_s
#define _tcsncpy_s wcsncpy_s
#define _tcscat_s wcscat_s
#define _tfopen_s _wfopen_s
#define _ttoi _wtoi
#define _tstoi _wtoi
#define _ttol _wtol
#define _tstol _wtol
#define _tstof _wtof
#define _ttof _wtof

#else

typedef char _TCHAR;
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

#endif

// <winnt.h>'s name, which programs use with <tchar.h> alone.
#ifndef AMP2HIP_TCHAR_DEFINED
#define AMP2HIP_TCHAR_DEFINED
typedef _TCHAR TCHAR;
#endif
