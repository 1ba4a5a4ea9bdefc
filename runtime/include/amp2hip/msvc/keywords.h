// amp2hip: Visual C++'s own keywords, for hipcc, nvcc and the CPU build's
// compiler: __declspec, __forceinline and the calling conventions. <amp.h>
// brings them in (crt.h); the translator includes this header in a file
// that spells them without including <amp.h> (a library's export header).
// Macros only: a C source may include it too.
#pragma once

#include <amp2hip/msvc/calling_conventions.h>

// Visual C++'s keyword for an inline function it must inline: GCC's and
// Clang's attribute, which nvcc and hipcc take in host and device code.
#ifndef __forceinline
#define __forceinline inline __attribute__((always_inline))
#endif

// __declspec for hipcc and nvcc, which take it only with -fms-extensions:
// a DLL's dllexport/dllimport say nothing in a Linux program; align,
// noinline, noreturn and selectany have GCC attributes. Any other
// __declspec(x) leaves AMP2HIP_DECLSPEC_x undeclared, a compile error, not
// a silent change. The translator's parse reads __declspec itself
// (-fdeclspec), so this is for the compilers only.
#if !defined(AMP2HIP_PARSE) && !defined(_MSC_VER) && !defined(__declspec)
#define __declspec(spec) AMP2HIP_DECLSPEC_##spec
#define AMP2HIP_DECLSPEC_dllexport
#define AMP2HIP_DECLSPEC_dllimport
#define AMP2HIP_DECLSPEC_noinline __attribute__((noinline))
#define AMP2HIP_DECLSPEC_noreturn __attribute__((noreturn))
#define AMP2HIP_DECLSPEC_selectany __attribute__((weak))
#define AMP2HIP_DECLSPEC_align(n) __attribute__((aligned(n)))
#endif
