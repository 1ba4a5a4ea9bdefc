// A plain C++ source of the library: no <amp.h>.
#include "blas_defs.h"

float first_real(const blas_complex *c) { return blas_real(c[0]); }
