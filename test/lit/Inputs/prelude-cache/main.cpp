// A source whose headers come through stdafx.h.
#include "stdafx.h"
using namespace concurrency;

int main() {
  std::vector<int> v(8, 1);
  array_view<int, 1> av(8, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  std::cout << av[0] << "\n";
}
