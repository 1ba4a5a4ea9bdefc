// amp2hip: the integer and pointer types of the Windows SDK (<minwindef.h>,
// <winnt.h>, <basetsd.h>) with Windows' sizes, and Visual C++'s sized
// integer keywords, which every other compatibility header builds on.
// Visual C++'s <amp.h> brings all of <windows.h> in (see windows.h), so
// <amp2hip/amp.h> includes that, and with it this file.
#pragma once

#include <amp2hip/detail/config.h>
#include <amp2hip/msvc/calling_conventions.h>

#include <cstddef>
#include <cstdint>

// Visual C++'s sized integer keywords (`__int64 t = GetTickCount64();`).
#ifndef __int64
#define __int64 long long
#endif
#ifndef __int32
#define __int32 int
#endif
#ifndef __int16
#define __int16 short
#endif
#ifndef __int8
#define __int8 char
#endif

typedef int BOOL;
typedef std::uint8_t BYTE;
typedef std::uint8_t UCHAR;
typedef std::uint16_t WORD;
typedef std::uint16_t USHORT;
typedef std::uint32_t DWORD;
typedef std::int32_t LONG;
typedef std::uint32_t ULONG;
typedef long long LONGLONG; // __int64: printf's %lld
typedef unsigned long long ULONGLONG;
typedef unsigned long long DWORDLONG;
typedef unsigned long long DWORD64;
typedef unsigned int UINT;
typedef int INT;
typedef short SHORT;
typedef char CHAR;
typedef wchar_t WCHAR;
typedef float FLOAT;
typedef double DOUBLE;
typedef std::int8_t INT8;
typedef std::uint8_t UINT8;
typedef std::int16_t INT16;
typedef std::uint16_t UINT16;
typedef std::int32_t INT32;
typedef std::uint32_t UINT32;
typedef long long INT64;
typedef unsigned long long UINT64;
typedef std::size_t SIZE_T;
typedef std::ptrdiff_t SSIZE_T;
typedef std::intptr_t INT_PTR;
typedef std::uintptr_t UINT_PTR;
typedef std::intptr_t LONG_PTR;
typedef std::uintptr_t ULONG_PTR;
typedef std::uintptr_t DWORD_PTR;
typedef ULONG_PTR KAFFINITY;
typedef void *HANDLE;
typedef HANDLE *PHANDLE;
typedef void *PVOID;
typedef void *LPVOID;
typedef const void *LPCVOID;
typedef std::int32_t HRESULT;

// The P and LP pointer typedefs (one name each on 64-bit Windows: the near
// and far pointers of 16-bit Windows are the same).
typedef BOOL *PBOOL, *LPBOOL;
typedef BYTE *PBYTE, *LPBYTE;
typedef WORD *PWORD, *LPWORD;
typedef DWORD *PDWORD, *LPDWORD;
typedef INT *PINT, *LPINT;
typedef UINT *PUINT, *LPUINT;
typedef LONG *PLONG, *LPLONG;
typedef ULONG *PULONG;
typedef FLOAT *PFLOAT;
typedef SHORT *PSHORT;
typedef USHORT *PUSHORT;
typedef LONGLONG *PLONGLONG;
typedef ULONGLONG *PULONGLONG;
typedef DWORD64 *PDWORD64;
typedef SIZE_T *PSIZE_T;
typedef ULONG_PTR *PULONG_PTR;
typedef DWORD_PTR *PDWORD_PTR;
typedef CHAR *PCHAR, *PSTR, *LPSTR;
typedef const CHAR *PCSTR, *LPCSTR;
typedef WCHAR *PWCHAR, *PWSTR, *LPWSTR;
typedef const WCHAR *PCWSTR, *LPCWSTR;
// The generic-text strings: wide under UNICODE, as <winnt.h> has them.
#ifdef UNICODE
typedef WCHAR *PTSTR, *LPTSTR;
typedef const WCHAR *PCTSTR, *LPCTSTR;
#else
typedef char *PTSTR, *LPTSTR;
typedef const char *PCTSTR, *LPCTSTR;
#endif

#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif
#ifndef VOID
#define VOID void
#endif
// Calling conventions: nothing on the x86-64 hosts of HIP and CUDA.
#ifndef WINAPI
#define WINAPI
#endif
#ifndef APIENTRY
#define APIENTRY
#endif
#ifndef CALLBACK
#define CALLBACK
#endif
#ifndef WINAPIV
#define WINAPIV
#endif
#ifndef MAX_PATH
#define MAX_PATH 260
#endif
#ifndef UNREFERENCED_PARAMETER
#define UNREFERENCED_PARAMETER(P) (void)(P)
#endif
