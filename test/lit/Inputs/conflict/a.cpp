#define USE_AMP
#include "cond.h"
int a() { return 1; }
