// static_assert with a constant false condition in a template, as the C++
// AMP Algorithms Library writes its primary templates that only their
// specializations replace (convert_to_uint, iterator_traits). Visual C++
// evaluated it only at instantiation, and so does Clang 19, but hipcc's
// Clang, nvcc and g++ 12 reject the template itself: the condition is made
// to depend on the template's first parameter (AMP2HIP1190), so the output
// compiles (compile.every_lit_output) and an instantiation still fails with
// the program's message. A true condition, or one that depends on a
// parameter already, is left alone.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err

// CHECK:      #include <amp2hip/msvc/dependent_false.h>
// CHECK-NEXT: #include <amp2hip/amp.h>
#include <amp.h>
using namespace concurrency;

// WARN: prog.cpp:[[@LINE+4]]:19: warning: static_assert that is false in template 'convert_to_uint' {{.*}} written to depend on 'T' [AMP2HIP1190]
// CHECK: static_assert(amp2hip::dependent_false<T>, "Radix sort is not supported for this type.");
template <typename T>
inline unsigned convert_to_uint(const T &value) restrict(amp, cpu) {
    static_assert(false, "Radix sort is not supported for this type.");
}
template <>
inline unsigned convert_to_uint(const int &value) restrict(amp, cpu) {
    return static_cast<unsigned>(value);
}

// WARN: prog.cpp:[[@LINE+5]]:23: warning: static_assert that is false in template 'iterator_traits' {{.*}} written to depend on 'array_type' [AMP2HIP1190]
// CHECK: static_assert(amp2hip::dependent_false<array_type>, "This class must be specialized");
template <typename array_type>
class iterator_traits {
    iterator_traits() {
        static_assert(false, "This class must be specialized");
    }
};
template <>
class iterator_traits<int> {};

// A non-type parameter, a pack, and a condition that is false but not
// the literal: its meaning is kept.
// CHECK: static_assert(amp2hip::dependent_false_value<N>, "no rank");
template <int N> struct rank_of { static_assert(0, "no rank"); };
template <> struct rank_of<1> { static const int value = 1; };
// CHECK: static_assert(amp2hip::dependent_false<Ts...>, "no pack");
template <typename... Ts> void pack(Ts...) { static_assert(false, "no pack"); }
// CHECK: static_assert((sizeof(char) == 2) || amp2hip::dependent_false<T>, "wide char");
template <typename T> void wide(T) { static_assert(sizeof(char) == 2, "wide char"); }

// Left alone: true, dependent, outside a template.
// CHECK: static_assert(sizeof(T) > 0, "complete");
// CHECK: static_assert(true, "always");
// CHECK: static_assert(sizeof(int) >= 2, "int");
template <typename T> void fine(T) {
  static_assert(sizeof(T) > 0, "complete");
  static_assert(true, "always");
}
static_assert(sizeof(int) >= 2, "int");

int main() {
  iterator_traits<int> t;
  (void)t;
  fine(1);
  return convert_to_uint(3) == 3u && rank_of<1>::value == 1 ? 0 : 1;
}
