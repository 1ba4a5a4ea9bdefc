// amp2hip: Visual C++'s calling-convention keywords (__stdcall, __cdecl,
// ...), which crt.h and the Windows headers' function types use.
#pragma once

// They mean something on 32-bit Windows only: nothing on the x86-64 hosts
// of HIP and CUDA.
#ifndef _stdcall
#define _stdcall
#endif
#ifndef __stdcall
#define __stdcall
#endif
#ifndef _cdecl
#define _cdecl
#endif
#ifndef __cdecl
#define __cdecl
#endif
#ifndef __fastcall
#define __fastcall
#endif
