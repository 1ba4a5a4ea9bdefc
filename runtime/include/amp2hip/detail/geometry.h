// amp2hip runtime: launch geometry (grid and block shape) of a compute
// domain. Pure functions, unit-tested without a GPU.
//
//   tiled:      block = tile (dimension N-1 is x, N-2 is y, N-3 is z),
//               grid = extent / tile; the tile must divide the extent.
//   non-tiled:  rank 1: 256 threads; rank 2: 16 x 16; rank 3: 8 x 8 x 4
//               (x = dimension N-1); the grid rounds up and the kernel guards
//               threads past the extent.
//   linear:     ranks above 3, and any grid past a dimension's hardware
//               limit, use 256-thread blocks numbered along x then y (tiled
//               domains: a 1-D grid of tile-shaped blocks) and delinearize
//               in the kernel.
//
// A domain is invalid (C++ AMP: invalid_compute_domain) when a component of
// its extent is zero or negative, when the tile does not divide the extent,
// when a tile has more than 1024 threads, or when it has more threads than
// a C++ AMP domain can have (2^32 - 1: extent::size() is unsigned int).
#pragma once

#include <cstdint>
#include <string>

namespace amp2hip {
namespace detail {

struct geometry {
  unsigned int grid[3] = {1, 1, 1};  // blocks in x, y, z
  unsigned int block[3] = {1, 1, 1}; // threads in x, y, z
  bool linear = false;               // blocks numbered x then y; the kernel
                                     // delinearizes
  // Dynamic shared memory the launch asks for, beyond the kernel's own
  // tile_static variables: Direct3D's bounds' slack (direct3d_bounds.h).
  unsigned int slack_bytes = 0;
};

// Hardware limits on grid dimensions in blocks (HIP on AMD and CUDA agree on
// these), and on threads per grid dimension: AMD's dispatch packet counts
// work-items in 32 bits, so blocks x block size must stay below 2^32.
struct grid_limits {
  unsigned int max[3] = {2147483647u, 65535u, 65535u};
  std::uint64_t max_threads_per_dim = 4294967295u;
};

// The largest number of threads a C++ AMP compute domain can have.
constexpr std::uint64_t max_domain_threads = 4294967295u;
// The most threads a tile (a GPU block) can have.
constexpr unsigned int max_tile_threads = 1024;

enum class geometry_error {
  none,
  negative_extent,
  empty_extent,
  not_divisible,
  tile_too_large,
  too_large
};

inline const char *describe(geometry_error e) {
  switch (e) {
  case geometry_error::negative_extent:
    return "an extent component is negative";
  case geometry_error::empty_extent:
    return "the compute domain is empty (an extent component is 0)";
  case geometry_error::not_divisible:
    return "the tile size does not divide the extent";
  case geometry_error::tile_too_large:
    return "a tile has more than 1024 threads";
  case geometry_error::too_large:
    return "the domain has more threads than a launch can have";
  default:
    return "no error";
  }
}

namespace geometry_impl {
inline bool fits(std::uint64_t blocks, std::uint64_t block_threads, int d,
                 const grid_limits &limits) {
  return blocks <= limits.max[d] &&
         blocks * block_threads <= limits.max_threads_per_dim;
}
} // namespace geometry_impl

// extent: `rank` sizes, outermost first. tile: `rank` tile sizes, or null for
// a non-tiled domain.
inline geometry_error compute_geometry(const int *extent, int rank,
                                       const int *tile, geometry &out,
                                       const grid_limits &limits = {}) {
  out = geometry{};
  // Validity first, before any product can overflow: a zero anywhere makes
  // the domain empty whatever the other components are.
  for (int k = 0; k < rank; ++k)
    if (extent[k] < 0)
      return geometry_error::negative_extent;
  for (int k = 0; k < rank; ++k)
    if (extent[k] == 0)
      return geometry_error::empty_extent;
  if (tile) {
    std::uint64_t tile_threads = 1;
    for (int k = 0; k < rank; ++k) {
      if (tile[k] <= 0)
        return geometry_error::tile_too_large;
      tile_threads *= static_cast<std::uint64_t>(tile[k]);
      if (tile_threads > max_tile_threads)
        return geometry_error::tile_too_large;
    }
    for (int k = 0; k < rank; ++k)
      if (extent[k] % tile[k] != 0)
        return geometry_error::not_divisible;
  }
  std::uint64_t total = 1;
  for (int k = 0; k < rank; ++k) {
    total *= static_cast<std::uint64_t>(extent[k]);
    if (total > max_domain_threads)
      return geometry_error::too_large;
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
      if (!geometry_impl::fits(g, b, d, limits))
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
    // Blocks keep the tile's shape; tiles are numbered row-major along x.
    // Only tiles of one thread can be more than x holds (2^31 - 1).
    if (rank > 3)
      return geometry_error::too_large; // tiles have at most 3 dimensions
    for (int d = 0; d < rank; ++d)
      out.block[d] = static_cast<unsigned int>(tile[rank - 1 - d]);
    for (int d = 0; d < 3; ++d)
      threads_per_block *= out.block[d];
    blocks = total / threads_per_block;
    if (!geometry_impl::fits(blocks, out.block[0], 0, limits))
      return geometry_error::too_large;
    out.grid[0] = static_cast<unsigned int>(blocks);
    return geometry_error::none;
  }
  // 256-thread blocks along x, and along y as well when x alone cannot
  // hold them (2^32 - 1 threads are 2^24 blocks, more x threads than a
  // HIP dispatch can count); the kernel numbers blocks y-major and guards
  // the few past the end.
  out.block[0] = 256;
  blocks = (total + 255) / 256;
  std::uint64_t max_x = limits.max[0];
  if (max_x * 256 > limits.max_threads_per_dim)
    max_x = limits.max_threads_per_dim / 256;
  std::uint64_t rows = (blocks + max_x - 1) / max_x;
  if (rows > limits.max[1])
    return geometry_error::too_large;
  out.grid[1] = static_cast<unsigned int>(rows);
  out.grid[0] = static_cast<unsigned int>((blocks + rows - 1) / rows);
  return geometry_error::none;
}

} // namespace detail
} // namespace amp2hip
