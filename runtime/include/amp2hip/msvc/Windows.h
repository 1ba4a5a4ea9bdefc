// amp2hip's <Windows.h>: the same as <windows.h> (Windows' file names know
// no case).
#pragma once
#include <amp2hip/msvc/windows.h>
