// glibc's <strings.h> declares ::index and ::rindex; hipcc and nvcc include
// it (nvcc before the first line), Windows has no such function. A global
// variable or an enumerator of a global unscoped enum named so is renamed,
// with every use (AMP2HIP1172); names in a class, a function, a namespace
// or a scoped enum, and C++ AMP's index, are left alone. The output
// compiles with hipcc and nvcc (compile.every_lit_output).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// WARN: prog.cpp:36:18: warning: 'index' is declared at global scope by glibc's <strings.h>, which hipcc and nvcc include (Windows declares no 'index'); the program's 'index' is renamed 'index__' [AMP2HIP1172]
// WARN: prog.cpp:37:12: warning: 'rindex' {{.*}} renamed 'rindex_' [AMP2HIP1172]
// WARN-NOT: AMP2HIP1172
// CHECK: {{^}}int index_ = 7;
// CHECK: {{^}}enum parameter { index__ = 0, value = 1 };
// CHECK: {{^}}extern int rindex_;
// CHECK: {{^}}int rindex_ = 2;
// CHECK: {{^}}#define FIRST(t) std::get<parameter::index__>(t)
// CHECK: {{^}}struct row {
// CHECK-NEXT: {{^}}  int index;
// CHECK: {{^}}enum class slot { index, rindex };
// CHECK: {{^}}namespace util {
// CHECK-NEXT: {{^}}int index = 3;
// CHECK: {{^}}  int index = parameter::index__ + rindex_;
// CHECK-NEXT: {{^}}  r.index = index + util::index + FIRST(t);
// CHECK: {{^}}  return std::get<parameter::index__>(t) + r.index - 12 + (int)slot::index +
// CHECK-NEXT: {{^}}         rindex_;
#include <amp.h>
#include <cstring>
#include <tuple>
using namespace concurrency;

// A name of the global namespace that the renamed 'index' must not take.
int index_ = 7;

enum parameter { index = 0, value = 1 };
extern int rindex;
int rindex = 2;

#define FIRST(t) std::get<parameter::index>(t)

struct row {
  int index;
};

enum class slot { index, rindex };

namespace util {
int index = 3;
}

int sum(std::tuple<int, int> t) {
  row r;
  int index = parameter::index + rindex;
  r.index = index + util::index + FIRST(t);
  return std::get<parameter::index>(t) + r.index - 12 + (int)slot::index +
         rindex;
}

int main() {
  extent<1> e(1);
  concurrency::index<1> i(0);
  return sum(std::make_tuple(5, 1)) + i[0] + e[0] - index_;
}
