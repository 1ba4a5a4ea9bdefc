// amp2hip's <windows.h>: what C++ AMP programs written for Visual C++ use
// of Windows, on Linux.
//
// The translator writes `#include <amp2hip/msvc/windows.h>` for a
// `#include <windows.h>` that no real header answers (its parse uses this
// file too, so what does not parse here is reported there). Visual C++'s
// <amp.h> includes it as well (through <amprt.h> and COM's <unknwn.h>: see
// docs/design.md), so <amp2hip/amp.h> does. It declares, each from the
// Windows SDK sub-header that declares it on Windows:
//   - <windef.h>: the integer and pointer types, min and max unless
//     NOMINMAX is defined (minmax.h), POINT, SIZE, RECT;
//   - <WinBase.h>: the performance counter, tick counts, Sleep, threads,
//     waits, events, critical sections, system information, last error,
//     ZeroMemory and the other memory macros;
//   - <wincon.h>: the standard handles, console colours and window size;
//   - the GUI (gui.h): a call is one error naming it (AMP2HIP1023).
// Any other name of the Windows API does not translate (AMP2HIP1016).
#pragma once

#include <amp2hip/msvc/gui.h>
#include <amp2hip/msvc/sal.h>
#include <amp2hip/msvc/winbase.h>
#include <amp2hip/msvc/wincon.h>
#include <amp2hip/msvc/windef.h>
