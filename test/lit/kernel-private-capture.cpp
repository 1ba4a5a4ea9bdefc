// A kernel from a member function that captures a struct private to the
// class (Microsoft's Morph sample passes its morph_params so): nvcc's host
// stub names every kernel parameter's type at namespace scope, where the
// private name does not compile, so the object travels as its bytes
// (amp2hip::kernel_bytes) and the body, the class's friend, reads it back.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

class Morpher {
public:
  void run(array_view<float, 1> a);

private:
  struct params {
    float scale;
    int shift;
  };
  static float apply(const params &p, float x) restrict(amp) {
    return x * p.scale + p.shift;
  }
};

void Morpher::run(array_view<float, 1> a) {
  params p = {2.0f, 1};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    a[i] = apply(p, a[i]);
  });
}
// CHECK: friend __global__ void Morpher_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain, concurrency::array_view<float, 1> a, amp2hip::kernel_bytes<sizeof(Morpher::params), alignof(Morpher::params)> amp_bytes_p);
// CHECK: {{^}}Morpher_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK: amp2hip::kernel_bytes<sizeof(Morpher::params), alignof(Morpher::params)> amp_bytes_p) {
// CHECK: Morpher::params &p = amp_bytes_p.as<Morpher::params>();
// CHECK: a[i] = Morpher::apply(p, a[i]);
// CHECK: amp2hip::launch<Morpher_run_amp_kernel_0>(a.extent, a, p);

int main() {
  std::vector<float> data(8, 1.0f);
  Morpher().run(array_view<float, 1>(8, data));
  return data[0] == 3.0f ? 0 : 1;
}
