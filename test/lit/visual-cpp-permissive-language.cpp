// The language Visual C++ accepted in C++ AMP libraries, written as standard
// C++ by the permissive retry: `enum class E` naming an enumeration
// (AMP2HIP1125), `typename` before a name that is not qualified
// (AMP2HIP1126), a narrowing conversion in a braced initializer
// (AMP2HIP1127, Visual C++'s C4838) and a dependent member template
// without `template` in an inline function template (AMP2HIP1110).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/blas.cpp
// RUN: cd %t && %amp2hip blas.cpp -o blas.hip.cpp -- -std=c++17 2> blas.err
// RUN: FileCheck %s --input-file=%t/blas.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/blas.err
//
// The retry goes on past Clang's error limit (20 errors a parse): sixty
// more functions taking and returning `enum class`, two errors each.
// RUN: %python -c "print(''.join('enum class side flip%%d(const enum class side &s) { return s == side::left ? side::right : side::left; }\n' %% i for i in range(60)))" > %t/many.inc
// RUN: cat %s %t/many.inc > %t/many.cpp
// RUN: cd %t && %amp2hip many.cpp -o many.hip.cpp -- -std=c++17 2> many.err
// RUN: grep -c 'AMP2HIP1125' %t/many.err | FileCheck %s --check-prefix=MANY
// MANY: 123
// RUN: grep -c '^enum side flip' %t/many.hip.cpp | FileCheck %s --check-prefix=MANY-OUT
// MANY-OUT: 60
//
// A narrowing in a template's instantiation stays an error: the cast would
// name the type of one instantiation.
// RUN: sed 's|^// TEMPLATE: ||' %s > %t/tmpl.cpp
// RUN: cd %t && not %amp2hip tmpl.cpp -o tmpl.hip.cpp -- -std=c++17 2> tmpl.err
// RUN: FileCheck %s --check-prefix=TMPL --input-file=%t/tmpl.err
// TMPL: tmpl.cpp:[[LINE:[0-9]+]]:{{[0-9]+}}: error: non-constant-expression cannot be narrowed from type 'int' to 'unsigned char' in initializer list
// TMPL-NOT: tmpl.cpp:[[LINE]]:{{.*}}AMP2HIP1127
//
// A constant that does not fit stays an error, as in Visual C++ (C2397).
// RUN: sed 's|^// CONSTANT: ||' %s > %t/const.cpp
// RUN: cd %t && not %amp2hip const.cpp -o const.hip.cpp -- -std=c++17 2> const.err
// RUN: FileCheck %s --check-prefix=CONST --input-file=%t/const.err
// CONST: const.cpp:[[LINE:[0-9]+]]:{{[0-9]+}}: error: constant expression evaluates to 300 which cannot be narrowed to type 'uint8_t'
// CONST-NOT: const.cpp:[[LINE]]:{{.*}}AMP2HIP1127

#include <amp.h>
#include <cstdint>
#include <vector>
using namespace concurrency;

namespace blas {
enum class side { left, right };
enum class order { row_major, column_major };
} // namespace blas
using blas::side;

enum BLAS_SIDE { BlasLeft = 141, BlasRight = 142 };

inline enum class blas::side to_side(const enum BLAS_SIDE &s) {
  return s == BlasLeft ? blas::side::left : blas::side::right;
}
// CHECK: {{^}}inline enum blas::side to_side(const enum BLAS_SIDE &s) {
// WARN-DAG: blas.cpp:[[@LINE-4]]:13: warning: 'enum class blas::side' names an enumeration declared before; its class-key is removed (Visual C++ took it, C++ does not) [AMP2HIP1125]

int rows(enum class blas::order o, int m, int n) {
  return o == blas::order::row_major ? m : n;
}
// CHECK: {{^}}int rows(enum blas::order o, int m, int n) {
// WARN-DAG: blas.cpp:[[@LINE-4]]:15: warning: 'enum class blas::order' {{.*}} [AMP2HIP1125]

template <typename value_type> struct real_of { typedef typename value_type type; };
// CHECK: {{^}}template <typename value_type> struct real_of { typedef value_type type; };
// WARN-DAG: blas.cpp:[[@LINE-2]]:57: warning: 'typename' before 'value_type', which is not a qualified name, is a Visual C++ extension; removed [AMP2HIP1126]

// A view bound as bytes, read back as its element type: `reinterpret_as`
// on a dependent view without `template`.
template <typename value_type>
inline array_view<value_type> as_elements(array_view<unsigned int> bytes) {
  return bytes.reinterpret_as<value_type>();
}
template <typename value_type>
inline array_view<value_type> typed_view(const array_view<value_type> &bound) {
  auto av = as_elements<value_type>(bound.template reinterpret_as<unsigned int>());
  return av.reinterpret_as<value_type>();
}
// CHECK: return av.template reinterpret_as<value_type>();
// WARN-DAG: blas.cpp:[[@LINE-3]]:13: warning: 'reinterpret_as' is a dependent template name; 'template' inserted before it (Visual C++ did not require it) [AMP2HIP1110]

// Pixels packed in an int, split into bytes in braces: Visual C++ warned
// (C4838) and converted.
void unpack(const std::vector<int> &image, std::vector<uint8_t> &rgb) {
  for (size_t i = 0; i < image.size(); ++i) {
    uint8_t pixel[3] = { image[i] & 0xFF, (image[i] >> 8) & 0xFF,
                         image[i] >> 16 };
    // CHECK: uint8_t pixel[3] = { static_cast<uint8_t>(image[i] & 0xFF), static_cast<uint8_t>((image[i] >> 8) & 0xFF),
    // CHECK-NEXT: static_cast<uint8_t>(image[i] >> 16) };
    // WARN-DAG: blas.cpp:[[@LINE-4]]:26: warning: narrowing conversion to 'uint8_t' in a braced initializer (Visual C++ warned, C4838; C++ forbids it); written 'static_cast<uint8_t>(...)' [AMP2HIP1127]
    // WARN-DAG: blas.cpp:[[@LINE-5]]:43: warning: narrowing conversion to 'uint8_t' {{.*}} [AMP2HIP1127]
    // WARN-DAG: blas.cpp:[[@LINE-5]]:26: warning: narrowing conversion to 'uint8_t' {{.*}} [AMP2HIP1127]
    rgb.insert(rgb.end(), pixel, pixel + 3);
  }
}

// In a kernel too: a float read into an int's braces.
void round_down(array_view<const float, 1> in, array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int whole[1] = { in[i] };
    out[i] = whole[0];
  });
}
// CHECK: int whole[1] = { static_cast<int>(in[i]) };
// WARN-DAG: blas.cpp:[[@LINE-5]]:22: warning: narrowing conversion to 'int' {{.*}} [AMP2HIP1127]

// TEMPLATE: template <typename T> void pack(int c, T *out) { T b[1] = { c }; out[0] = b[0]; }
// TEMPLATE: void pack_bytes(uint8_t *out) { pack(7, out); }
// CONSTANT: uint8_t too_big[1] = { 300 };

int main() {
  std::vector<int> image(4, 0x010203);
  std::vector<uint8_t> rgb;
  unpack(image, rgb);
  std::vector<float> f(4, 2.5f);
  std::vector<int> n(4);
  round_down(array_view<const float, 1>(4, f), array_view<int, 1>(4, n));
  real_of<float>::type r = 0;
  return rgb[0] == 3 && n[0] == 2 && rows(blas::order::row_major, 1, 2) == 1 &&
                 to_side(BlasLeft) == side::left
             ? int(r)
             : 1;
}

// A test registry a template fills, declared after it with a typedef the
// declaration names: both are copied before the template (AMP2HIP1117).
#include <memory>
class test_entry {
public:
  virtual ~test_entry() {}
  virtual void run() = 0;
};
template <typename test_type> class registrar {
public:
  registrar() { registry().push_back(std::make_shared<test_type>()); }
};
// CHECK: {{^}}typedef std::vector<std::shared_ptr<test_entry>> entry_list;
// CHECK-NEXT: {{^}}entry_list &registry();
// CHECK-NEXT: {{^}}template <typename test_type> class registrar {
// WARN-DAG: blas.cpp:[[@LINE-7]]:1: warning: 'registry' is called in a template before its declaration {{.*}} [AMP2HIP1117]
typedef std::vector<std::shared_ptr<test_entry>> entry_list;
entry_list &registry();
entry_list &registry() {
  static entry_list all;
  return all;
}
struct dot_test : test_entry {
  void run() override {}
};
registrar<dot_test> dot_registered;

// The copied declaration is edited as its original is (its `enum class`).
template <typename T> T mirrored(T x) { return mirror_late(x, blas::side::left); }
// CHECK: {{^}}float mirror_late(float x, enum blas::side s);
// CHECK-NEXT: {{^}}template <typename T> T mirrored(T x) {
float mirror_late(float x, enum class blas::side s) {
  return s == blas::side::left ? -x : x;
}
// CHECK: {{^}}float mirror_late(float x, enum blas::side s) {
float mirrored_one = mirrored(1.0f);
