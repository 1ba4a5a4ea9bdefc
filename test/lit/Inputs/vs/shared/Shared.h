// Shared by App and Lib: translated once.
#pragma once
#include <amp.h>
inline float scaled(float x) restrict(amp, cpu) { return 2.0f * x; }
