// kernels.h - the entry points of saxpy.cpp and stencil.cpp.
#pragma once

#include <vector>

namespace project {

// saxpy.cpp: y[i] = a * x[i] + y[i], one thread per element.
void saxpy(float a, const std::vector<float> &x, std::vector<float> &y);

// stencil.cpp: out = the mean of each element of the rows x cols matrix in
// and its 4 neighbours (edges clamped), tiled with tile_static staging.
void smooth(const std::vector<float> &in, std::vector<float> &out);

} // namespace project
