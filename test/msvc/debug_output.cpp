// Visual C++ style, a debug build (/MDd defines _DEBUG; here the source
// does): direct3d_printf from one thread of a kernel, then direct3d_errorf
// in the next kernel, caught as C++ AMP's runtime_exception on the host.
// Visual C++ printed them on the REF accelerator only; amp2hip's runtime on
// the GPU, in any _DEBUG build (runtime/include/amp2hip/debug_output.h).
// Expected: the printf line, the doubled element, and the exception.
#define _DEBUG 1
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  std::vector<int> v(64);
  for (int i = 0; i < 64; i++)
    v[i] = i;
  array_view<int, 1> a(64, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    if (i[0] == 5)
      direct3d_printf("thread %d reads %d\n", i[0], a[i]);
    a[i] *= 2;
  });
  a.synchronize();
  std::cout << "after the first kernel: v[5] = " << v[5] << std::endl;

  try {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
      if (a[i] == 10)
        direct3d_errorf("unexpected value %d at %d\n", a[i], i[0]);
    });
    accelerator().get_default_view().wait();
    std::cout << "no exception: direct3d_errorf did not stop the kernel"
              << std::endl;
  } catch (runtime_exception &) {
    std::cout << "runtime_exception after direct3d_errorf" << std::endl;
  }
  return 0;
}
