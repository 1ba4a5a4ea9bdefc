// Visual C++'s permissive parsing: a parse that fails only on what Visual
// C++ accepted is retried with standard C++ written in (AMP2HIP1110-1114).
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/prog.cpp && cp %S/Inputs/permissive-timer.h %t/src/timer.h
// RUN: cd %t/src && %amp2hip --in-root . --out-root ../out prog.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/out/prog.cpp
// RUN: FileCheck %s --check-prefix=HEADER --input-file=%t/out/timer.h
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/src/prog.err
// Another error besides them: the retry fails, and its diagnostics are
// the ones shown: what it answered (as warnings) and the error left.
// RUN: sed "s/int n = 0;/int n = undeclared_name;/" %s > %t/src/bad.cpp
// RUN: cd %t/src && not %amp2hip --in-root . --out-root ../bad-out bad.cpp -- -std=c++17 2> bad.err
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t/src/bad.err
// RUN: test ! -e %t/bad-out/bad.cpp

#include <amp.h>
#include <cassert>
#include "timer.h"
using namespace concurrency;

// HEADER: Concurrency::accelerator_view view = Concurrency::accelerator(Concurrency::accelerator::default_accelerator).get_default_view();
// WARN-DAG: timer.h:5:3: warning: written 'Concurrency::accelerator_view': the template uses the name before the using-directive or declaration that makes it visible (Visual C++ looked it up at instantiation) [AMP2HIP1112]
// WARN-DAG: timer.h:5:27: warning: written 'Concurrency::accelerator': {{.*}} [AMP2HIP1112]

template <int TS, typename V> void scale(V v) {
  V::value_type factor = 2;
  // CHECK: typename V::value_type factor = 2;
  // WARN-DAG: prog.cpp:[[@LINE-2]]:3: warning: 'V::value_type' names a dependent type; 'typename' inserted before it (Visual C++ did not require it) [AMP2HIP1111]
  typedef typename decltype(v.extent) E;
  // CHECK: typedef decltype(v.extent) E;
  // WARN-DAG: prog.cpp:[[@LINE-2]]:11: warning: 'typename' before 'decltype(...)' is a Visual C++ extension; removed [AMP2HIP1115]
  E whole = v.extent;
  // The first parse sees no lambda after the missing `template`: amp2hip's
  // own checks then reject its tile_static, which does not stop the retry.
  parallel_for_each(v.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    tile_static int scaled[TS];
    scaled[t.local[0]] = v[t] * factor;
    v[t] = scaled[t.local[0]];
  });
  // CHECK: amp2hip::launch<scale_amp_kernel_0<TS, V>>(v.extent.template tile<TS>(), v, factor);
  // WARN-DAG: prog.cpp:[[@LINE-6]]:30: warning: 'tile' is a dependent template name; 'template' inserted before it (Visual C++ did not require it) [AMP2HIP1110]
}

// Two template arguments in a declaration's initializer: without
// `template`, Clang reads `, TS> ...` as a second declarator (`TS`,
// shadowing the parameter); the error the edit answers comes last.
template <typename T, int TS>
void copy_tiles(array_view<const T, 2> in, array_view<T, 2> out) {
  tiled_extent<TS, TS> te = out.extent.tile<TS, TS>();
  // CHECK: tiled_extent<TS, TS> te = out.extent.template tile<TS, TS>();
  // WARN-DAG: prog.cpp:[[@LINE-2]]:40: warning: 'tile' is a dependent template name; {{.*}} [AMP2HIP1110]
  parallel_for_each(te, [=](tiled_index<TS, TS> t) restrict(amp) {
    out[t.global] = in[t.global];
  });
}

int main() {
  int n = 0;
  std::vector<int> data(64, 1);
  array_view<int, 1> v(64, data);
  double t = TimeFunc([&] { scale<16>(v); });
  std::vector<float> a(32 * 32, 1.0f), b(32 * 32);
  copy_tiles<float, 16>(array_view<const float, 2>(32, 32, a),
                        array_view<float, 2>(32, 32, b));
  assert(v[0] == 2, "the kernel doubles each element");
  // CHECK: assert((v[0] == 2) && "the kernel doubles each element");
  // WARN-DAG: prog.cpp:[[@LINE-2]]:10: warning: assert with a message, 'assert(c, "message")': written 'assert((c) && "message")' [AMP2HIP1113]
  if (t < 0)
    throw std::exception("negative time");
  // CHECK: throw std::runtime_error("negative time");
  // WARN-DAG: prog.cpp:[[@LINE-2]]:16: warning: 'std::exception' has no constructor taking a message outside Visual C++; written 'std::runtime_error' [AMP2HIP1114]
  if (t > 1e9) {
    std::exception slow("too slow");
    // CHECK: std::runtime_error slow("too slow");
    // WARN-DAG: prog.cpp:[[@LINE-2]]:10: warning: 'std::exception slow(message)' has no such constructor outside Visual C++; declared as 'std::runtime_error' [AMP2HIP1116]
    throw slow;
  }
  return n;
}
// BAD-DAG: bad.cpp:{{[0-9]+}}:11: error: use of undeclared identifier 'undeclared_name'
// BAD-DAG: bad.cpp:{{[0-9]+}}:3: warning: 'V::value_type' names a dependent type; 'typename' inserted before it (Visual C++ did not require it) [AMP2HIP1111]
// BAD-NOT: error: missing 'typename'

// A template calls functions the file defines after it, with arguments
// that depend on it and with ones that do not: their declarations are
// copied before the template (after main, so that the lines above stay
// where they were).
// CHECK-DAG: {{^}}int add_late(int a, int b);
// CHECK-DAG: {{^}}static int offset_late(int k);
// CHECK: {{^}}template <typename T> T twice_sum(T x) {
template <typename T> T twice_sum(T x) {
  return add_late(x, x) + offset_late(1);
}
// WARN-DAG: prog.cpp:{{[0-9]+}}:1: warning: 'add_late' is called in a template before its declaration (Visual C++ looked it up at instantiation); its declaration is copied before the template [AMP2HIP1117]
// WARN-DAG: prog.cpp:{{[0-9]+}}:1: warning: 'offset_late' is called in a template {{.*}} [AMP2HIP1117]
int add_late(int a, int b) { return a + b; }
static int offset_late(int k) // the offset
{
  return k;
}
int late_sum = twice_sum(0);

// A dependent member template with a type argument
// (`reinterpret_as<unsigned int>`) stops Clang's parser with another error
// than one with a value argument (`view_as<2>`): both get the keyword, in
// a kernel too.
template <typename T>
void bits(array<T, 1> &a, array_view<T, 1> in, array_view<unsigned, 1> out) {
  array_view<unsigned int, 1> u = a.reinterpret_as<unsigned int>();
  // CHECK: array_view<unsigned int, 1> u = a.template reinterpret_as<unsigned int>();
  // WARN-DAG: prog.cpp:[[@LINE-2]]:37: warning: 'reinterpret_as' is a dependent template name; 'template' inserted before it (Visual C++ did not require it) [AMP2HIP1110]
  array_view<T, 2> square = a.view_as<2>(extent<2>(4, 4));
  // CHECK: array_view<T, 2> square = a.template view_as<2>(extent<2>(4, 4));
  // WARN-DAG: prog.cpp:[[@LINE-2]]:31: warning: 'view_as' {{.*}} [AMP2HIP1110]
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = u[i] + in.reinterpret_as<unsigned int>()[i];
  });
  // CHECK: out[i] = u[i] + in.template reinterpret_as<unsigned int>()[i];
  // WARN-DAG: prog.cpp:[[@LINE-3]]:24: warning: 'reinterpret_as' {{.*}} [AMP2HIP1110]
}
void bits_float() {
  array<float, 1> a(16);
  std::vector<float> f(16);
  std::vector<unsigned> v(16);
  bits(a, array_view<float, 1>(16, f), array_view<unsigned, 1>(16, v));
}
