#include <amp.h>
#include <cstdio>

void *device_of(const concurrency::accelerator_view &view);

int main() {
  std::printf("%d\n", device_of(concurrency::accelerator().default_view) != nullptr);
  return 0;
}
