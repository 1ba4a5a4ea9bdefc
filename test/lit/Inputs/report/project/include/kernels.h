// A header with C++ AMP code and no error of its own: a source including it
// fails, the header does not.
#pragma once
inline int twice(int x) restrict(amp) { return 2 * x; }
