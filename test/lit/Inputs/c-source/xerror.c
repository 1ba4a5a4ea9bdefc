/* An f2c-style error handler: Visual C++ compiled this .c source as C89,
   where printf, called without its header, was declared implicitly
   (C4013). */
#include "blas_types.h"

int xerror(const char *routine, integer *info)
{
    printf("** On entry to %6s, parameter number %2i had an illegal value\n",
           routine, (int)*info);
    printf("** %s stops\n", routine);
    return 0;
}
