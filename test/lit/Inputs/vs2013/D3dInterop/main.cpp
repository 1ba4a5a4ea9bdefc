#include <amp.h>
#include <iostream>
IUnknown *deviceOf(const concurrency::accelerator_view &view);

int main() {
  std::cout << (deviceOf(concurrency::accelerator().default_view) != nullptr)
            << "\n";
  return 0;
}
