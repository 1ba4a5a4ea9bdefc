#include "bench.h"

int run_scal();

int main() {
  axpy_test<float> test;
  return test.run(2.0f, 64) + run_scal();
}
