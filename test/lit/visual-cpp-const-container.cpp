// A standard container of const elements, which Visual C++ 2013's library
// took, as the C++ AMP Algorithms Library's testtools.h prints an array
// through a `std::vector<const T>` it copies the array's section into:
// libstdc++ static_asserts that a container's elements are not const. The
// element type is written without `const` (AMP2HIP1170), where the
// container is declared (in a template, at its instantiation's note), and
// the output prints the same.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// WARN-NOT: error:

#include <amp.h>
#include <algorithm>
#include <iterator>
#include <sstream>
#include <vector>

template <typename T>
std::ostream &print(std::ostream &os, concurrency::array<T, 1> &a, int width) {
  size_t n = std::min<size_t>(width, a.extent[0]);
  std::vector<const T> buffer(n);
  // CHECK: {{^}}  std::vector<T> buffer(n);
  // WARN: prog.cpp:[[@LINE-2]]:15: warning: 'std::vector' of const elements (Visual C++'s standard library took them; C++ requires elements that can be assigned); written without the element type's 'const' [AMP2HIP1170]
  concurrency::copy(a.section(0, static_cast<int>(n)), std::begin(buffer));
  std::copy(buffer.begin(), buffer.end(), std::ostream_iterator<T>(os, ","));
  return os;
}

int main() {
  std::vector<int> data{1, 2, 3, 4, 5};
  concurrency::array<int, 1> a(5, data.begin(), data.end());
  std::vector< const  int> none;
  // CHECK: {{^}}  std::vector< int> none;
  // WARN: prog.cpp:[[@LINE-2]]:16: warning: 'std::vector' of const elements {{.*}} [AMP2HIP1170]
  std::ostringstream out;
  print(out, a, 4);
  return out.str() == "1,2,3,4," && none.empty() ? 0 : 1;
}
