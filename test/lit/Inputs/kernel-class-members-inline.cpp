// (kernel-class-members.cpp) A kernel in a member function of a class
// local to a function that names a static member: the kernel has no
// namespace scope after the class to go to. AMP2HIP1020, no output.
#include <amp.h>
using namespace concurrency;

void run(array_view<int, 1> a) {
  struct Local {
    static int twice(int x) restrict(amp) { return 2 * x; }
    static void go(array_view<int, 1> a) {
      parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
        a[i] = twice(a[i]);
        // CHECK: inline.cpp:[[@LINE-1]]:16: error: kernel names 'twice' of class 'Local'; a kernel reaches a class's static members, enumerators and nested types only when the class is not local to a function and its definition can be rewritten [AMP2HIP1020]
      });
    }
  };
  Local::go(a);
}
