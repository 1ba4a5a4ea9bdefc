// amp2hip's <WinBase.h>: the console program's part of the Windows base API
// (timing, threads, waits, events, critical sections, system information,
// last error, the memory macros), each from the sub-header of the Windows SDK
// that declares it.
#pragma once

#include <amp2hip/msvc/errhandlingapi.h>
#include <amp2hip/msvc/handleapi.h>
#include <amp2hip/msvc/minwinbase.h>
#include <amp2hip/msvc/processthreadsapi.h>
#include <amp2hip/msvc/profileapi.h>
#include <amp2hip/msvc/synchapi.h>
#include <amp2hip/msvc/sysinfoapi.h>
#include <amp2hip/msvc/winnt.h>
