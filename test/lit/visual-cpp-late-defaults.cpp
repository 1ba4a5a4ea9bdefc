// A function a template calls before the file declares it (AMP2HIP1117)
// with default arguments and comments in its declaration: the declaration
// copied before the first template carries the default arguments, the
// definition keeps none (C++ allows them once), and comments are dropped.
// Braces in comments and literals do not count when the template's body and
// the function's depth are found.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=prog.err
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T> T scaled(T x) {
  // a brace in a comment: }
  return scale_late(x) + scale_late(x, 3);
}
template <typename T> T scaled_again(T x) {
  const char *open = "{{";
  return scale_late(x, 1) + (open[0] == '{' ? 0 : 1);
}
/* the factor defaults to 2 */
int scale_late(int x, /* factor = 2 */ int k = 2, // why 2
               std::vector<int> unused = std::vector<int>(), int m = 0) {
  return x * k + m + (int)unused.size();
}

int main() { return scaled(1) + scaled_again(1) == 6 ? 0 : 1; }

// WARN: prog.cpp:15:1: warning: 'scale_late' is called in a template before its declaration {{.*}} [AMP2HIP1117]
// WARN-NOT: AMP2HIP1117
// CHECK:      {{^}}int scale_late(int x, int k = 2,
// CHECK-NEXT: {{^}}std::vector<int> unused = std::vector<int>(), int m = 0);
// CHECK-NEXT: {{^}}template <typename T> T scaled(T x) {
// CHECK-NOT:  int scale_late(int x, int k = 2
// CHECK:      {{^}}int scale_late(int x, /* factor = 2 */ int k, // why 2
// CHECK-NEXT: {{^}}               std::vector<int> unused, int m) {
