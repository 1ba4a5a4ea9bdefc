// Visual C++ host code around a kernel: warning AMP2HIP1017 (vm.cpp: 1150).
#include "stdafx.h"
#include <tchar.h>
#include <amp.h>
using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  int v[4] = {1, 2, 3, 4};
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  return 0;
}
