// amp2hip's <WinBase.h>: the same as <winbase.h> (Windows' file names know
// no case; the SDK spells it so).
#pragma once
#include <amp2hip/msvc/winbase.h>
