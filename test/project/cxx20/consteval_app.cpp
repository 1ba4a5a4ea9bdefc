// C++20: a consteval function (project.cmake_package).
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

consteval int scale() { return 3; }

int main() {
  std::vector<int> v{1, 2, 3};
  array_view<int, 1> av(static_cast<int>(v.size()), v);
  const int factor = scale();
  parallel_for_each(av.extent,
                    [=](index<1> i) restrict(amp) { av[i] *= factor; });
  av.synchronize();
  std::cout << v[2] << "\n";
  return v[2] == 9 ? 0 : 1;
}
