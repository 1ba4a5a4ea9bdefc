// amp2hip's <processenv.h>: newer SDKs declare the console functions of
// <wincon.h> here (GetStdHandle in <processenv.h>); one header has them all.
#pragma once

#include <amp2hip/msvc/wincon.h>
