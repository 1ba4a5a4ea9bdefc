// (kernel-function-objects.cpp) A function object whose class is local to
// a function and names another local declaration cannot move out of it:
// nvcc would not launch it, so the translation fails.
#include <amp.h>
#include <vector>
using namespace concurrency;

void stays() {
  typedef int value_type;
  struct Local {
    array_view<value_type, 1> a;
    void operator()(index<1> i) const restrict(amp) { a[i] = 0; }
  };
  std::vector<int> v(4);
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, Local{a});
  // CHECK: kernel-function-objects-local.cpp:[[@LINE-1]]:31: error: function object of class 'Local', declared inside function 'stays', cannot be launched: nvcc launches no kernel on a type local to a function; move the class to namespace scope [AMP2HIP1018]
}
