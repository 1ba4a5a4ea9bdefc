// amp2hip's <minwindef.h>: Windows' basic types (windows_types.h) and its
// min and max (minmax.h; none with NOMINMAX).
#pragma once

#include <amp2hip/msvc/minmax.h>
#include <amp2hip/msvc/windows_types.h>
