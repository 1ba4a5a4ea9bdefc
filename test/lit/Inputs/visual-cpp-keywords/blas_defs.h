// A library's export header: __declspec without <amp.h>, as Visual C++
// compiled it everywhere.
#ifndef BLAS_DEFS_H
#define BLAS_DEFS_H

#ifdef BLAS_EXPORTS
#define BLAS_API __declspec(dllexport)
#else
#define BLAS_API __declspec(dllimport)
#endif

#include <complex>

typedef std::complex<float> blas_complex;

extern "C" BLAS_API float __cdecl blas_sasum(int n, const float *x);

inline float blas_real(const blas_complex &c) { return c.real(); }

#endif
