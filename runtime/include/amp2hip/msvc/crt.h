// amp2hip: names Visual C++'s C runtime headers give every program that
// includes <amp.h>, which C++ AMP code uses without including them itself:
// the math functions (fabs, sqrt, log, ... through <cmath>: Visual C++'s
// <amp.h> brings them in) and the CRT's __max/__min macros of <stdlib.h>.
// <amp2hip/amp.h> includes this file.
#pragma once

#include <cmath>
#include <cstdlib>

#ifndef __max
#define __max(a, b) (((a) > (b)) ? (a) : (b))
#endif
#ifndef __min
#define __min(a, b) (((a) < (b)) ? (a) : (b))
#endif
