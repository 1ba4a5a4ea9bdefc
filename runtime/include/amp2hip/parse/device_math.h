// amp2hip parse mode: the C library's float math functions (sqrtf, powf,
// fabsf, ...) as device functions, declared as hipcc's and nvcc's headers
// declare them, so that restrict(amp) code may call them in the parse as it
// may in the translated program. (The double forms come from Clang's
// <__clang_cuda_math_forward_declares.h>.) Declarations only: the parse
// emits no code.
#ifndef AMP2HIP_PARSE_DEVICE_MATH_H
#define AMP2HIP_PARSE_DEVICE_MATH_H

#define AMP2HIP_DEVICE_FLOAT(name, params)                                     \
  static __attribute__((device)) float name params;

#define AMP2HIP_UNARY(name) AMP2HIP_DEVICE_FLOAT(name, (float))
#define AMP2HIP_BINARY(name) AMP2HIP_DEVICE_FLOAT(name, (float, float))
AMP2HIP_UNARY(acosf) AMP2HIP_UNARY(acoshf) AMP2HIP_UNARY(asinf)
AMP2HIP_UNARY(asinhf) AMP2HIP_UNARY(atanf) AMP2HIP_UNARY(atanhf)
AMP2HIP_UNARY(cbrtf) AMP2HIP_UNARY(ceilf) AMP2HIP_UNARY(cosf)
AMP2HIP_UNARY(coshf) AMP2HIP_UNARY(erfcf) AMP2HIP_UNARY(erff)
AMP2HIP_UNARY(exp2f) AMP2HIP_UNARY(expf) AMP2HIP_UNARY(expm1f)
AMP2HIP_UNARY(fabsf) AMP2HIP_UNARY(floorf) AMP2HIP_UNARY(lgammaf)
AMP2HIP_UNARY(log10f) AMP2HIP_UNARY(log1pf) AMP2HIP_UNARY(log2f)
AMP2HIP_UNARY(logbf) AMP2HIP_UNARY(logf) AMP2HIP_UNARY(nearbyintf)
AMP2HIP_UNARY(rintf) AMP2HIP_UNARY(roundf) AMP2HIP_UNARY(sinf)
AMP2HIP_UNARY(sinhf) AMP2HIP_UNARY(sqrtf) AMP2HIP_UNARY(tanf)
AMP2HIP_UNARY(tanhf) AMP2HIP_UNARY(tgammaf) AMP2HIP_UNARY(truncf)
AMP2HIP_BINARY(atan2f) AMP2HIP_BINARY(copysignf) AMP2HIP_BINARY(fdimf)
AMP2HIP_BINARY(fmaxf) AMP2HIP_BINARY(fminf) AMP2HIP_BINARY(fmodf)
AMP2HIP_BINARY(hypotf) AMP2HIP_BINARY(nextafterf) AMP2HIP_BINARY(powf)
AMP2HIP_BINARY(remainderf)
AMP2HIP_DEVICE_FLOAT(fmaf, (float, float, float))
AMP2HIP_DEVICE_FLOAT(ldexpf, (float, int))
AMP2HIP_DEVICE_FLOAT(scalbnf, (float, int))
AMP2HIP_DEVICE_FLOAT(frexpf, (float, int *))
AMP2HIP_DEVICE_FLOAT(modff, (float, float *))
#undef AMP2HIP_UNARY
#undef AMP2HIP_BINARY
#undef AMP2HIP_DEVICE_FLOAT

#endif
