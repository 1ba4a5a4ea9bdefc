#ifndef _DEBUG
#error "built only in Debug"
#endif
int debug_only() { return 1; }
