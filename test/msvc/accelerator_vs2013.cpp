// Visual C++ style (Visual Studio 2013): the accelerator and
// accelerator_view additions (get_auto_selection_view, create_marker,
// set_default_cpu_access_type, supports_cpu_shared_memory,
// default_cpu_access_type), completion_future::then and to_task, and
// amp_uninitialize between two rounds of kernels.
#include "stdafx.h"
#include <amp.h>
#include <atomic>
#include <iostream>
#include <vector>

using namespace concurrency;

static void add_one(accelerator_view target, std::vector<int> &v) {
  array_view<int, 1> av(static_cast<int>(v.size()), v);
  parallel_for_each(target, av.extent,
                    [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.synchronize();
}

int _tmain(int argc, _TCHAR *argv[]) {
  accelerator acc;
  bool shared = acc.supports_cpu_shared_memory;
  access_type before = acc.default_cpu_access_type;
  bool set = acc.set_default_cpu_access_type(access_type_read_write);
  accelerator_view automatic = accelerator::get_auto_selection_view();

  std::vector<int> v(512, 1);
  add_one(automatic, v);
  accelerator_view view = acc.create_view();
  add_one(view, v);
  completion_future marker = view.create_marker();
  std::atomic<int> continued(0);
  marker.then([&continued] { continued = 1; });
  marker.to_task().wait();
  marker.wait();

  amp_uninitialize();
  add_one(acc.default_view, v); // the runtime starts again
  bool ok = automatic.is_auto_selection && !view.is_auto_selection;
  for (size_t i = 0; i < v.size(); ++i)
    ok = ok && v[i] == 4;
  for (int spin = 0; spin < 1000 && !continued; ++spin)
    Sleep(1);
  ok = ok && continued == 1;
  std::cout << "shared memory query " << (shared || !shared)
            << ", access type set " << (set || !set) << ", default was "
            << (before == access_type_auto || before != access_type_auto)
            << std::endl;
  std::cout << "Visual Studio 2013 accelerator API: "
            << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
