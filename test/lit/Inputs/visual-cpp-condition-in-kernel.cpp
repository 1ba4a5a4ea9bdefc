// The first condition on a Visual C++ macro is in a kernel's body: the
// header goes before the kernel, the condition moves with the body.
// CHECK: {{^}}#include <amp2hip/msvc/predefined.h>
// CHECK-NEXT: {{^}}// C++ AMP kernel from parallel_for_each
// CHECK: {{^}}#ifdef AMP2HIP_MSC_VER
// CHECK-NEXT: {{^}}    av[i] *= 2;
// CHECK: {{^}}int main() {
#include <amp.h>
using namespace concurrency;
int main() {
  int data[4] = {1, 2, 3, 4};
  array_view<int, 1> av(4, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
#ifdef _MSC_VER
    av[i] *= 2;
#else
    av[i] *= 3;
#endif
  });
  return av[0];
}
