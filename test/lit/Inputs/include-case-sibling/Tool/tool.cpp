// A project that includes its sibling's header as Windows finds it.
#include <vector>
#include "..\Shared\Sums.h"
int main() {
  std::vector<int> v(1, 3);
  return first_of(v) - 3;
}
