#include <cstdio>
// #pragma omp below: parsed and built with OpenMP (Visual C++: /openmp).
#include "config.h"
#include "Shared.h"
#if !defined(UNICODE) || !defined(_UNICODE) || !defined(FROM_SHEET)
#error "the project's defines did not reach the parse"
#endif
void scale(float *data, int n);
float scaled_total(float *data, int n);
int kernels();

int main() {
  float data[4] = {1, 2, 3, 4};
  scale(data, 4);
  int threads = 0;
#pragma omp parallel
  {
#pragma omp atomic
    threads += 1;
  }
  std::printf("%s %g %g %d %d\n", APP_CONFIG, data[3], scaled_total(data, 4), kernels(),
              threads > 0);
  return 0;
}
