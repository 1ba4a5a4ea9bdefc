// The accelerator's Direct3D device, as the library's Direct3D scan needs.
#include <amp.h>
#include <d3d11.h>
#include "checks.h"
using namespace concurrency;

bool has_device(const accelerator_view &view) {
  return direct3d::get_device(view) != nullptr;
}

static check_registrar device_check("device", [] {
  return has_device(accelerator().default_view);
});
