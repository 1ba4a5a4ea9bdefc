#include <amp.h>
#include <d3d11.h>

void *device_of(const concurrency::accelerator_view &view) {
  return concurrency::direct3d::get_device(view);
}
