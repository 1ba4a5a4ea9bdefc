#include <amp.h>
#include <d3d11.h>
#include <cstdio>

int frames(int n);

int main() {
  void *device = concurrency::direct3d::get_device(
      concurrency::accelerator().default_view);
  std::printf("%d %d\n", frames(3), device != nullptr);
  return 0;
}
