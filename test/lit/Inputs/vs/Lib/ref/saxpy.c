/* saxpy.f -- translated by f2c: C, as Visual C++ compiled a .c source.
   `register`, a block-scope declaration of sqrt and void* converted
   without a cast are C; as C++17 each is an error. */
#include <stdlib.h>
#include "f2c.h"

int saxpy_(integer *n, real *sa, real *sx, real *sy)
{
    register integer i__;
    real *work = malloc(sizeof(real));
    double sqrt(doublereal);

    *work = (real) sqrt(1.);
    for (i__ = 0; i__ < *n; ++i__)
        sy[i__] += *sa * *work * sx[i__];
    free(work);
    return 0;
}
