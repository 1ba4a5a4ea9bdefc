// amp2hip runtime: concurrency::amp_uninitialize (Visual Studio 2013).
// Visual C++'s runtime released its Direct3D devices and caches; here it
// finishes the work queued on every GPU's default view and frees the
// device buffers the runtime keeps between kernels (detail/device_cache.h).
// A later C++ AMP call starts again as after program start, as there.
#pragma once

#include <amp2hip/accelerator.h>
#include <amp2hip/detail/device_cache.h>

namespace Concurrency {

inline void amp_uninitialize() {
  for (accelerator &gpu : accelerator::get_all())
    if (!gpu.is_emulated)
      gpu.get_default_view().wait();
  amp2hip::detail::reset_device_cache_limit();
}

} // namespace Concurrency
