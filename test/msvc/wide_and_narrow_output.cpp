// Visual C++ style: the device goes to std::wcout, the results to
// std::cout and printf. Every line must appear, in this order.
#include <amp.h>
#include <iostream>
#include <vector>
#include <stdio.h>

using namespace concurrency;

int main() {
  std::wcout << L"Using device: "
             << accelerator(accelerator::direct3d_warp).description
             << std::endl;
  std::vector<float> v(256, 2.0f);
  array_view<float, 1> av(256, v);
  parallel_for_each(av.extent,
                    [=](index<1> i) restrict(amp) { av[i] = av[i] * av[i]; });
  std::cout << "narrow after wide: v[0] = " << av[0] << std::endl;
  printf("printf after wide: v[255] = %.1f\n", av[255]);
  std::wcout << L"wide again: " << av.extent.size() << L" elements"
             << std::endl;
  std::cout << "done" << std::endl;
  return 0;
}
