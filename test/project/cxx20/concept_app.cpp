// C++20: a concept and a constrained placeholder (project.cmake_package).
#include <amp.h>
#include <iostream>
#include <type_traits>
#include <vector>

using namespace concurrency;

template <typename T>
concept Number = std::is_arithmetic_v<T>;

Number auto doubled_sum(std::vector<int> &v) {
  array_view<int, 1> av(static_cast<int>(v.size()), v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  av.synchronize();
  int sum = 0;
  for (int x : v)
    sum += x;
  return sum;
}

int main() {
  std::vector<int> v{1, 2, 3};
  int sum = doubled_sum(v);
  std::cout << sum << "\n";
  return sum == 12 ? 0 : 1;
}
