// amp2hip's <windef.h>: <minwindef.h> and <winnt.h>, and the plain geometry
// types (POINT, SIZE, RECT) that console code uses for image sizes. The
// window and device-context handles are in gui.h.
#pragma once

#include <amp2hip/msvc/minwindef.h>
#include <amp2hip/msvc/winnt.h>

typedef struct tagPOINT {
  LONG x;
  LONG y;
} POINT, *PPOINT, *LPPOINT;
typedef struct tagSIZE {
  LONG cx;
  LONG cy;
} SIZE, *PSIZE, *LPSIZE;
typedef struct tagRECT {
  LONG left;
  LONG top;
  LONG right;
  LONG bottom;
} RECT, *PRECT, *LPRECT;
