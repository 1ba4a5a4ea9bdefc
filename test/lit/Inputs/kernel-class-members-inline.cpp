// (kernel-class-members.cpp) A kernel in a member function defined inside
// its class that names a static member: AMP2HIP1020, no output.
#include <amp.h>
using namespace concurrency;

class Scaler {
  static int twice(int x) restrict(amp) { return 2 * x; }

public:
  void run(array_view<int, 1> a) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
      a[i] = twice(a[i]);
      // CHECK: inline.cpp:[[@LINE-1]]:14: error: kernel names 'twice' of class 'Scaler'; a kernel reaches its class's static members and enumerators only from a member function defined outside a class that is not a template [AMP2HIP1020]
    });
  }
};
