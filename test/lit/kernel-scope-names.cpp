// Names the lambda's body sees only from its function's scope: the kernel
// at namespace scope says again the namespace aliases, using-directives and
// using-declarations of the blocks around the lambda (outermost first), and,
// for a function defined outside its namespace, that namespace.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
#include <amp_math.h>

namespace Helpers {
struct Pt {
  float x, y;
};
inline float twice(float v) restrict(amp) { return 2 * v; }
} // namespace Helpers
namespace More {
inline float half(float v) restrict(amp) { return v / 2; }
} // namespace More

// CHECK-LABEL: {{^}}local_names_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                         concurrency::array_view<float, 1> av) {
// CHECK-NEXT:   namespace fm = concurrency::fast_math;
// CHECK-NEXT:   using namespace Helpers;
// CHECK-NEXT:   using More::half;
// CHECK-NEXT:   concurrency::index<1> i = amp_domain.this_thread();
void local_names(concurrency::array_view<float, 1> av) {
  namespace fm = concurrency::fast_math;
  int unrelated = 0;
  {
    using namespace Helpers;
    using More::half;
    concurrency::parallel_for_each(
        av.extent, [=](concurrency::index<1> i) restrict(amp) {
          Pt p = {av[i], 0.0f};
          av[i] = half(twice(fm::sqrt(p.x)));
        });
  }
  (void)unrelated;
}

namespace N {
typedef float real;
void scale(concurrency::array_view<real, 1> av);
} // namespace N

// CHECK-LABEL: {{^}}scale_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                   concurrency::array_view<N::real, 1> av) {
// CHECK-NEXT:   using namespace N;
// CHECK: real two = 2;
void N::scale(concurrency::array_view<real, 1> av) {
  concurrency::parallel_for_each(
      av.extent, [=](concurrency::index<1> i) restrict(amp) {
        real two = 2;
        av[i] *= two;
      });
}
