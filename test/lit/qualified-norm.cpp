// The C++ AMP book's norm/unorm sample (Chapter 11) spells `norm` unqualified
// after `using namespace concurrency::graphics;`. CUDA's and HIP's math
// headers declare a function ::norm, which makes the name ambiguous under
// nvcc and hipcc: every unqualified use of the class is written qualified.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=KERNEL --input-file=%t/prog.hip.cpp
#include <amp.h>
#include <amp_graphics.h>
#include <iostream>
using namespace concurrency;
using namespace concurrency::graphics;

// In a macro's body the names are written qualified in the #define, once
// for every use.
#define AT(r, c) index<2>(r, c)
// CHECK: #define AT(r, c) concurrency::index<2>(r, c)
#define TEX2D texture<float, 2>
// CHECK: #define TEX2D concurrency::graphics::texture<float, 2>
#define MKNORM(x) norm(x)
// CHECK: #define MKNORM(x) concurrency::graphics::norm(x)
static int macro_names() {
  array_view<int, 2> av(4, 4);
  av[AT(1, 2)] = 3;
  TEX2D t(4, 4);
  norm n = MKNORM(0.5f);
  return av[AT(1, 2)] + (int)(float)n + t.extent[0];
}

norm flip(norm n) restrict(cpu, amp) { return -n; }
// CHECK: {{^}}__host__ __device__ concurrency::graphics::norm flip(concurrency::graphics::norm n) { return -n; }

int main() {
  norm val2(2.0f);
  // CHECK: {{^ *}}concurrency::graphics::norm val2(2.0f);
  float val5 = norm(0.25f) + unorm(1.5f);
  // CHECK: {{^ *}}float val5 = concurrency::graphics::norm(0.25f) + unorm(1.5f);
  auto val6 = -norm(0.25f);
  // CHECK: {{^ *}}auto val6 = -concurrency::graphics::norm(0.25f);
  graphics::norm kept(0.5f);
  // CHECK: {{^ *}}graphics::norm kept(0.5f);
  norm_2 pair(0.5f, -0.5f);
  // CHECK: {{^ *}}norm_2 pair(0.5f, -0.5f);
  std::vector<float> out(4);
  array_view<float, 1> av(4, out);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = flip(norm(0.5f)) + pair.x;
  });
  // KERNEL: {{^ *}}av[i] = flip(concurrency::graphics::norm(0.5f)) + pair.x;
  std::cout << val2 << " " << val5 << " " << val6 << " " << kept << "\n";
  return out[0] == -1.0f && macro_names() == 7 ? 0 : 1;
}
