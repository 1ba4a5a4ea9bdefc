#include <cstdio>
#include "checks.h"

int main() {
  int failed = 0;
  for (auto &c : checks()) {
    bool ok = c.second();
    std::printf("%s %s\n", ok ? "PASS" : "FAIL", c.first);
    failed += !ok;
  }
  return failed;
}
