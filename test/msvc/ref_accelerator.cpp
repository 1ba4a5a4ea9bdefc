// Visual C++ style: the samples' first check, "are we on the reference
// rasterizer?", then work on the direct3d_ref accelerator's own view.
// Expected: the default accelerator is not REF, REF and WARP exist and are
// emulated, and a kernel launched on REF's view computes (on the GPU).
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  accelerator default_device;
  if (default_device == accelerator(accelerator::direct3d_ref))
    std::cout << "WARNING!! Running on very slow emulator!" << std::endl;
  else
    std::cout << "default accelerator is not the reference rasterizer"
              << std::endl;

  accelerator ref(accelerator::direct3d_ref), warp(accelerator::direct3d_warp);
  std::wcout << L"REF: " << ref.description << L", emulated "
             << ref.is_emulated << std::endl;
  std::wcout << L"WARP: " << warp.description << L", emulated "
             << warp.is_emulated << std::endl;

  const int size = 1024;
  std::vector<int> data(size);
  for (int i = 0; i < size; ++i)
    data[i] = i;
  array_view<int, 1> av(size, data);
  parallel_for_each(ref.get_default_view(), av.extent,
                    [=](index<1> idx) restrict(amp) { av[idx] *= 3; });
  av.synchronize();
  bool ok = true;
  for (int i = 0; i < size; ++i)
    ok = ok && data[i] == 3 * i;
  std::cout << (ok ? "kernel on direct3d_ref: PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
