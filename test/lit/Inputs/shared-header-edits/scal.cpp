#include "bench.h"

int run_scal() {
  scal_test<float> test;
  return test.run(3.0f, 64);
}
