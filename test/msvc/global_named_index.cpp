// Visual C++ style: a global enumeration and a global variable named like
// glibc's BSD functions ::index and ::rindex (amp-algorithms' radix sort
// tests: `enum parameter { index = 0, ... }` for std::get<parameter::index>).
// Windows has no such function; hipcc and nvcc include glibc's <strings.h>
// and reject the redeclaration. amp2hip renames the program's names
// (AMP2HIP1172); the program prints what it printed with Visual C++.
#include "stdafx.h"
#include <amp.h>
#include <cstring>
#include <iostream>
#include <tuple>
#include <vector>

using namespace concurrency;

enum parameter { index = 0, value = 1, expected = 2 };

// The last position searched from the right, as a global counter.
int rindex = -1;

const std::tuple<int, int, int> cases[] = {
    std::make_tuple(0, 3, 3),
    std::make_tuple(1, 13, 3),
    std::make_tuple(2, 45, 2),
};

int digit(int v, int i) restrict(amp, cpu) { return (v >> (2 * i)) & 3; }

int _tmain(int argc, _TCHAR *argv[]) {
  std::vector<int> in, out(3);
  for (const auto &t : cases) {
    in.push_back(std::get<parameter::value>(t));
    in.push_back(std::get<parameter::index>(t));
  }
  array_view<const int, 2> a(3, 2, in);
  array_view<int, 1> r(3, out);
  r.discard_data();
  parallel_for_each(r.extent, [=](concurrency::index<1> i) restrict(amp) {
    r[i] = digit(a(i[0], 0), a(i[0], 1));
  });
  r.synchronize();
  int failures = 0;
  for (int i = 0; i < 3; ++i) {
    rindex = i;
    std::cout << "case " << i << ": " << out[i] << std::endl;
    if (out[i] != std::get<expected>(cases[i]))
      ++failures;
  }
  std::cout << "last " << rindex << std::endl;
  std::cout << (failures == 0 ? "PASSED" : "FAILED") << std::endl;
  return failures;
}
