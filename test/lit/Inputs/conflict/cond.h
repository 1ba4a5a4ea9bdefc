#pragma once
#include <amp.h>
#ifdef USE_AMP
inline int pick(int x) restrict(amp) { return x; }
#else
inline int pick(int x) restrict(cpu) { return x; }
#endif
