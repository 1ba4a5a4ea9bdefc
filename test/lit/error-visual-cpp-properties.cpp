// What amp2hip cannot rewrite of Visual C++ properties is an error: a read
// inside a macro's body, and a property the program declares itself
// without a getter (one with a getter: visual-cpp-user-property.cpp).
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: not test -e %t.hip.cpp

#include <amp.h>
using namespace concurrency;

#define DEFAULT_VIEW(acc) acc.default_view

struct Timer {
  double value = 0;
  double get_seconds() const { return value; }
  void set_seconds(double s) { value = s; }
  __declspec(property(put = set_seconds)) double seconds;
  // CHECK: error-visual-cpp-properties.cpp:[[@LINE-1]]:50: error: Visual C++ property 'seconds' has no equivalent under hipcc or nvcc; call its accessors instead [AMP2HIP1101]
};

int main() {
  accelerator acc;
  accelerator_view av = DEFAULT_VIEW(acc);
  // CHECK: error-visual-cpp-properties.cpp:[[@LINE-1]]:25: error: Visual C++ property 'default_view' is read inside a macro expansion; amp2hip cannot rewrite it to 'get_default_view()', spell the call in the macro [AMP2HIP1100]
  Timer t;
  t.seconds = 1;
  return t.get_seconds() > 0 && av == acc.get_default_view();
}
