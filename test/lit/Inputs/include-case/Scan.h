// On disk as Scan.h; main.cpp includes "scan.h".
#pragma once
#include <amp.h>
inline int twice(int x) restrict(amp, cpu) { return 2 * x; }
