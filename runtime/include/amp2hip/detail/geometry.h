// amp2hip runtime: launch geometry (grid and block shape) of a compute
// domain. Pure functions, unit-tested without a GPU.
//
//   tiled:      block = tile (dimension N-1 is x, N-2 is y, N-3 is z),
//               grid = extent / tile; the tile must divide the extent.
//   non-tiled:  rank 1: 256 threads; rank 2: 16 x 16; rank 3: 8 x 8 x 4
//               (x = dimension N-1); the grid rounds up and the kernel guards
//               threads past the extent.
//   linear:     ranks above 3, and any grid past a dimension's hardware
//               limit, use a 1-D grid of 256-thread blocks (tiled domains: a
//               1-D grid of tile-shaped blocks) and delinearize in the kernel.
#pragma once

#include <cstdint>
#include <string>

namespace amp2hip {
namespace detail {

struct geometry {
  unsigned int grid[3] = {1, 1, 1};  // blocks in x, y, z
  unsigned int block[3] = {1, 1, 1}; // threads in x, y, z
  bool linear = false;               // 1-D grid, kernel delinearizes
  bool empty = false;                // nothing to run (some extent is 0)
};

// Hardware limits on grid dimensions in blocks (HIP on AMD and CUDA agree on
// these).
struct grid_limits {
  unsigned int max[3] = {2147483647u, 65535u, 65535u};
};

enum class geometry_error { none, negative_extent, not_divisible, too_large };

inline const char *describe(geometry_error e) {
  switch (e) {
  case geometry_error::negative_extent:
    return "an extent component is negative";
  case geometry_error::not_divisible:
    return "the tile size does not divide the extent";
  case geometry_error::too_large:
    return "the domain has more threads than a launch can have";
  default:
    return "no error";
  }
}

// extent: `rank` sizes, outermost first. tile: `rank` tile sizes, or null for
// a non-tiled domain.
inline geometry_error compute_geometry(const int *extent, int rank,
                                       const int *tile, geometry &out,
                                       const grid_limits &limits = {}) {
  out = geometry{};
  std::uint64_t total = 1;
  for (int k = 0; k < rank; ++k) {
    if (extent[k] < 0)
      return geometry_error::negative_extent;
    total *= static_cast<std::uint64_t>(extent[k]);
  }
  if (tile) {
    for (int k = 0; k < rank; ++k)
      if (extent[k] % tile[k] != 0)
        return geometry_error::not_divisible;
  }
  if (total == 0) {
    out.empty = true;
    return geometry_error::none;
  }

  // Shaped (non-linear) attempt: hardware dim d (x = 0) is domain dim
  // rank-1-d.
  if (rank <= 3) {
    static const unsigned int shaped[4][3] = {
        {1, 1, 1}, {256, 1, 1}, {16, 16, 1}, {8, 8, 4}};
    bool fits = true;
    for (int d = 0; d < rank; ++d) {
      unsigned int b = tile ? static_cast<unsigned int>(tile[rank - 1 - d])
                            : shaped[rank][d];
      std::uint64_t n = static_cast<std::uint64_t>(extent[rank - 1 - d]);
      std::uint64_t g = (n + b - 1) / b;
      if (g > limits.max[d])
        fits = false;
      out.block[d] = b;
      out.grid[d] = static_cast<unsigned int>(g);
    }
    if (fits)
      return geometry_error::none;
  }

  // Linear fallback.
  out = geometry{};
  out.linear = true;
  std::uint64_t threads_per_block = 1;
  std::uint64_t blocks = 0;
  if (tile) {
    // Blocks keep the tile's shape; tiles are numbered row-major.
    for (int d = 0; d < rank && d < 3; ++d)
      out.block[d] = static_cast<unsigned int>(tile[rank - 1 - d]);
    if (rank > 3)
      return geometry_error::too_large; // tiles have at most 3 dimensions
    for (int d = 0; d < 3; ++d)
      threads_per_block *= out.block[d];
    blocks = total / threads_per_block;
  } else {
    out.block[0] = 256;
    threads_per_block = 256;
    blocks = (total + 255) / 256;
  }
  if (blocks > limits.max[0])
    return geometry_error::too_large;
  out.grid[0] = static_cast<unsigned int>(blocks);
  return geometry_error::none;
}

} // namespace detail
} // namespace amp2hip
