/* f2c.h: the types f2c's C output uses (a C header, no C++ in it). */
#ifndef F2C_INCLUDED
#define F2C_INCLUDED
typedef int integer;
typedef float real;
typedef double doublereal;
#endif
