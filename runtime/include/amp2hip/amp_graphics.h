// amp2hip runtime: <amp_graphics.h>, namespace concurrency::graphics:
// textures (graphics/texture.h), their views (graphics/texture_view.h),
// samplers and sampling (graphics/sampler.h, graphics/sampling.h), copies
// (graphics/texture_copy.h), the short vector types, and textures as kernel
// arguments (graphics/launch.h). Direct3D interop (graphics::direct3d) does
// not exist without Direct3D: the translator reports its uses.
#pragma once

#include <amp2hip/amp.h>
#include <amp2hip/amp_short_vectors.h>
#include <amp2hip/graphics/direct3d.h>
#include <amp2hip/graphics/format.h>
#include <amp2hip/graphics/launch.h>
#include <amp2hip/graphics/sampler.h>
#include <amp2hip/graphics/sampling.h>
#include <amp2hip/graphics/texture.h>
#include <amp2hip/graphics/texture_copy.h>
#include <amp2hip/graphics/texture_view.h>
