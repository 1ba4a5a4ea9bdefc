// amp2hip runtime: <amp_graphics.h>. Textures are not supported; the
// header provides the short vector types it includes in Visual C++.
#pragma once

#include <amp2hip/amp.h>
#include <amp2hip/amp_short_vectors.h>
