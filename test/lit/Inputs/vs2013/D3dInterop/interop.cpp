// Direct3D interop: the device behind an accelerator_view.
#include <amp.h>
#include <d3d11.h>
using namespace concurrency;

IUnknown *deviceOf(const accelerator_view &view) {
  return direct3d::get_device(view);
}
