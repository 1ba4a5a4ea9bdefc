// C++ AMP's rules for the element type of an array or array_view, in CPU
// code too: no C++ AMP container inside (Visual C++ C2973), no type
// restrict(amp) code lacks (C3581), a size that is a multiple of 4 bytes
// (amp.h's static_assert, C2338), no reference (C2528). Reported at the
// user's declaration.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=__device__
// The accepted forms: a translation with them only exits 0, silent.
// RUN: %amp2hip %s -o %t.ok.hip.cpp -- -std=c++14 -DACCEPTED_ONLY 2> %t.ok.err
// RUN: FileCheck %s --check-prefix=OK --input-file=%t.ok.err --allow-empty --implicit-check-not=error --implicit-check-not=warning

#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;

// Accepted: supported scalars, classes of them whose size is a multiple of
// 4 (static members are not in the element), short vectors, const elements,
// and a class with a pointer member used only on the CPU side.
struct Pair {
  float x;
  int y;
  static array<int, 1> *registry;
};
struct Wide {
  double d;
  bool a, b, c, e;
  unsigned u;
};
template <typename T> void fill(array_view<T, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = T(); });
}

void accepted(std::vector<Pair> &pairs) {
  array<int, 2> grid(4, 4);
  array_view<const float, 1> readonly(4, std::vector<float>(4).data());
  array_view<Pair, 1> view(4, pairs);
  array<Wide, 1> wide(4);
  array<graphics::float_4, 1> vectors(4);
  fill(array_view<double, 1>(4, std::vector<double>(4).data()));
}
// OK-NOT: AMP2HIP

#ifndef ACCEPTED_ONLY
struct Empty {
  int get() const { return 1; }
};
struct OnlyStatic {
  static array<int, 1> shared;
};
struct Flag {
  bool on;
};
struct Tagged {
  char tag;
  int value;
};
struct Base {
  virtual int get() const { return 0; }
};
struct Derived : Base {};
struct Holder {
  array_view<float, 2> rows;
};
struct Refers {
  array<float, 3> &data;
};

// A reference is no element (a declaration names the type without making
// the class, which amp.h could not).
void take_refs(array<int &, 1> &refs,
               const array_view<const float &, 2> &views);
// CHECK-DAG: check-element-types.cpp:[[@LINE-2]]:33: error: 'int &' cannot be the element type of 'Concurrency::array<int &>': a reference is no object an array can hold [AMP2HIP2090]
// CHECK-DAG: check-element-types.cpp:[[@LINE-2]]:52: error: 'const float &' cannot be the element type of 'Concurrency::array_view<const float &, 2>': a reference is no object an array can hold [AMP2HIP2090]

void rejected(std::vector<Derived> &shapes) {
  array<Empty, 1> empty(4);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:19: error: 'Empty' cannot be the element type of 'Concurrency::array<Empty>': its size, 1 byte, is not a multiple of 4 [AMP2HIP2017]
  const array<OnlyStatic, 1> statics(4);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:30: error: 'OnlyStatic' cannot be the element type of 'Concurrency::array<OnlyStatic>': its size, 1 byte, is not a multiple of 4 [AMP2HIP2017]
  array<Flag, 1> flags(4);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:18: error: 'Flag' cannot be the element type of 'Concurrency::array<Flag>': its size, 1 byte, is not a multiple of 4 [AMP2HIP2017]
  array<Tagged, 1> tagged(4);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:20: error: 'Tagged' cannot be the element type of 'Concurrency::array<Tagged>': class 'Tagged': member 'tag' has type 'char' in restrict(amp) code [AMP2HIP2016]
  array_view<Derived, 1> virtuals(4, shapes);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:26: error: 'Derived' cannot be the element type of 'Concurrency::array_view<Derived>': class 'Derived': it has a virtual function in restrict(amp) code [AMP2HIP2016]
  array<array<int, 1>, 1> nested(4);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:27: error: 'Concurrency::array<int>' cannot be the element type of 'Concurrency::array<Concurrency::array<int>>': 'Concurrency::array<int>' is a C++ AMP container [AMP2HIP2015]
  array<Holder, 1> holders(4);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:20: error: 'Holder' cannot be the element type of 'Concurrency::array<Holder>': member 'rows' holds 'array_view<float, 2>' [AMP2HIP2015]
  array<Refers, 1> refers(4);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:20: error: 'Refers' cannot be the element type of 'Concurrency::array<Refers>': member 'data' holds 'array<float, 3> &' [AMP2HIP2015]
  array<graphics::texture<int, 1>, 1> textures(4);
  // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:39: error: 'Concurrency::graphics::texture<int>' cannot be the element type of 'Concurrency::array<Concurrency::graphics::texture<int>>': 'Concurrency::graphics::texture<int>' is a C++ AMP container [AMP2HIP2015]
  array<int, 1> words(4);
  parallel_for_each(words.extent, [=, &words](index<1> i) restrict(amp) {
    array_view<short, 1> halves = words.reinterpret_as<short>();
    // CHECK-DAG: check-element-types.cpp:[[@LINE-1]]:26: error: 'short' cannot be the element type of 'Concurrency::array_view<short>': 'short' is not supported in restrict(amp) code [AMP2HIP2016]
  });
}
#endif
