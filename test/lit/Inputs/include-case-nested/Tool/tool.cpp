#include <vector>
#include "..\Shared\Sums.h"

int main() {
  std::vector<int> v(4, 1);
  return sumAll(v) == 4 ? 0 : 1;
}
