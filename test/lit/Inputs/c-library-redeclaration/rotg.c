/* As f2c writes the reference BLAS (srotg.c): the C library functions a
   routine calls are declared in it, not through <math.h>. */
typedef float real;
typedef double doublereal;

double fabs(double);

/* Subroutine */ int rotg_(real *sa, real *sb, real *r)
{
    /* Builtin functions */
    double sqrt(doublereal);

    *r = sqrt(*sa * *sa + *sb * *sb) * (fabs(*sa) > 0 ? 1.f : 1.f);
    return 0;
}
