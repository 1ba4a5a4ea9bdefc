// amp2hip runtime: concurrency::graphics::direct3d, Direct3D 11 interop for
// textures and samplers. HIP and CUDA programs have no Direct3D device, so
// these exist only in the translator's parse, loosely typed (no IUnknown
// needed), for the source to parse; the translator reports every use
// (AMP2HIP3000) and writes no output. A program compiled without the
// translator gets a compile error, never a link error.
#pragma once

#include <amp2hip/graphics/sampler.h>
#include <amp2hip/graphics/texture.h>

// The namespace itself is there for every compiler: `using namespace
// concurrency::graphics::direct3d;` is common where nothing of it is used.
namespace Concurrency {
namespace graphics {
namespace direct3d {}
} // namespace graphics
} // namespace Concurrency

#if defined(AMP2HIP_MODE_PARSE)
namespace Concurrency {
namespace graphics {
namespace direct3d {

template <typename T, int N, typename... Args>
texture<T, N> make_texture(const accelerator_view &av, Args &&...args);
template <typename Texture> void *get_texture(const Texture &t);
template <typename Pointer> sampler make_sampler(Pointer *d3d_sampler);
void *get_sampler(const accelerator_view &av, const sampler &s);

} // namespace direct3d
} // namespace graphics
} // namespace Concurrency
#endif
