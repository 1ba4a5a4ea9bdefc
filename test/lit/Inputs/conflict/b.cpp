#include "cond.h"
int b() { return pick(2); }
