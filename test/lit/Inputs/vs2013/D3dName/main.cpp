// Links d3d11.lib and includes <d3d11.h>, as the C++ AMP book's Chapter 7
// does, for no more than an accelerator's name: no Direct3D interop.
#include <amp.h>
#include <d3d11.h>
#include <iostream>
using namespace concurrency;

int main() {
  accelerator chosen;
  if (chosen == accelerator(accelerator::direct3d_ref))
    std::cout << "the reference rasterizer\n";
  array<int, 1> a(4);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = i[0]; });
  std::cout << "done\n";
  return 0;
}
