// A floating constant written larger than its type's largest value (Visual
// C++'s C2177) in restrict(amp) code: Clang rounds one just beyond the
// largest float or double down to it; Visual C++ read it as a double
// rounded to nearest and compared that.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__ --implicit-check-not=__host__

#include <amp.h>
#include <cfloat>

void too_big() restrict(amp) {
  float f = 3.402823467e+38f;
  // CHECK-DAG: check-float-range.cpp:[[@LINE-1]]:13: error: floating constant 3.402823467e+38 is larger than the largest 'float' (3.40282347E+38) in restrict(amp) code [AMP2HIP2081]
  double d = 1.7976931348623159e+308;
  // CHECK-DAG: check-float-range.cpp:[[@LINE-1]]:14: error: floating constant 1.7976931348623159e+308 is larger than the largest 'double' (1.7976931348623157E+308) in restrict(amp) code [AMP2HIP2081]
}

// Accepted: the largest values as Visual C++'s float.h and Clang's write
// them, a double constant that rounds to DBL_MAX (Visual C++ read it
// rounded to nearest; the conformance positive Literals/double.01), and
// the same constant in CPU code.
float largest() restrict(amp) {
  float f = 3.402823466e+38f + FLT_MAX;
  double d = 1.7976931348623157e+308 + DBL_MAX + 1.7976931348623158e+308;
  return f + (float)d + 1e-45f;
}
float on_cpu() { return 3.402823467e+38f; }
