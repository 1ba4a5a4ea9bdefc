// amp2hip runtime: tiled compute domains.
//
// tiled_extent<D0,D1,D2> is an extent cut into tiles of D0 x D1 x D2 (rank =
// number of non-zero tile dimensions); tiled_index is what a tiled kernel's
// thread sees; tile_barrier and the free fence functions map to HIP/CUDA
// block barriers and fences.
#pragma once

#include <amp2hip/extent.h>

namespace Concurrency {

namespace detail_ {
template <int D0, int D1, int D2> constexpr int tiled_rank() {
  return D2 > 0 ? 3 : (D1 > 0 ? 2 : 1);
}
// Threads in one tile (unused dimensions are 0). Generated kernels use it in
// __launch_bounds__, where D0 * D1 * D2 would be 0 for ranks 1 and 2.
template <int D0, int D1, int D2> constexpr long long tile_threads() {
  return static_cast<long long>(D0) * (D1 ? D1 : 1) * (D2 ? D2 : 1);
}
// Whether a tile fits one GPU thread block the way C++ AMP allows: at most
// 1024 threads, and at most 64 in dimension 0 of a rank-3 tile. Any tile
// size is a valid tiled_extent type; only launching one is limited, so
// parallel_for_each checks this, not tiled_extent.
template <int D0, int D1, int D2> constexpr bool tile_fits_a_block() {
  // The product only of dimensions that passed: GCC folds it even where the
  // && above has decided, and warns (-Woverflow) of INT_MAX cubed.
  return D0 <= 1024 && D1 <= 1024 && D2 <= 1024 && (D2 == 0 || D0 <= 64) &&
         tile_threads<(D0 <= 1024 ? D0 : 1), (D1 <= 1024 ? D1 : 1),
                      (D2 <= 1024 ? D2 : 1)>() <= 1024;
}
} // namespace detail_

// Barrier of one tile (a GPU thread block). HIP's and CUDA's __syncthreads
// orders both global and block-shared memory, so every wait form is the same.
class tile_barrier {
public:
  AMP2HIP_HD tile_barrier() {}
  tile_barrier(const tile_barrier &) = default;

#if AMP2HIP_CPU_KERNELS
  // A CPU build reports a barrier not every thread reaches at its caller's
  // line (a kernel left as written: a function object's barrier.wait()).
#define AMP2HIP_WAIT(name)                                                     \
  void name(const char *file = __builtin_FILE(), int line = __builtin_LINE())  \
      const {                                                                  \
    ::amp2hip::detail::cpu::tile_barrier_wait(file, line);                     \
  }
  AMP2HIP_WAIT(wait)
  AMP2HIP_WAIT(wait_with_all_memory_fence)
  AMP2HIP_WAIT(wait_with_global_memory_fence)
  AMP2HIP_WAIT(wait_with_tile_static_memory_fence)
#undef AMP2HIP_WAIT
#else
  AMP2HIP_D void wait() const { __syncthreads(); }
  AMP2HIP_D void wait_with_all_memory_fence() const { __syncthreads(); }
  AMP2HIP_D void wait_with_global_memory_fence() const { __syncthreads(); }
  AMP2HIP_D void wait_with_tile_static_memory_fence() const { __syncthreads(); }
#endif
};

AMP2HIP_D inline void all_memory_fence(const tile_barrier &) {
  __threadfence();
}
AMP2HIP_D inline void global_memory_fence(const tile_barrier &) {
  __threadfence();
}
AMP2HIP_D inline void tile_static_memory_fence(const tile_barrier &) {
  __threadfence_block();
}

template <int D0, int D1, int D2>
class tiled_extent : public extent<detail_::tiled_rank<D0, D1, D2>()> {
  static_assert(D0 > 0, "tiled_extent: the tile dimensions must be positive");
  static_assert(D1 >= 0 && D2 >= 0 && !(D1 == 0 && D2 != 0),
                "tiled_extent: the tile dimensions must be positive");

public:
  static constexpr int rank = detail_::tiled_rank<D0, D1, D2>();
  static constexpr int tile_dim0 = D0;
  static constexpr int tile_dim1 = D1;
  static constexpr int tile_dim2 = D2;

  AMP2HIP_HD tiled_extent() {}
  AMP2HIP_HD tiled_extent(const extent<rank> &e) : extent<rank>(e) {}
  tiled_extent(const tiled_extent &) = default;
  tiled_extent &operator=(const tiled_extent &) = default;

  // Extent of one tile; Visual Studio 2013's tile_extent property reads it.
  AMP2HIP_PROPERTY(extent<rank>, tile_extent, get_tile_extent)
  AMP2HIP_HD static extent<rank> get_tile_extent() {
    const int dims[3] = {D0, D1, D2};
    return extent<rank>(dims);
  }

  // Round each dimension up (pad) or down (truncate) to a multiple of the
  // tile; a padded domain needs a bounds check in the kernel. pad() does not
  // overflow on the way (extent INT_MAX - 1, tile INT_MAX - 1 stays as is);
  // a result past INT_MAX wraps to a negative extent, which an array rejects.
  AMP2HIP_HD tiled_extent pad() const {
    tiled_extent r = *this;
    const int dims[3] = {D0, D1, D2};
    for (int k = 0; k < rank; ++k)
      if (r[k] % dims[k] != 0)
        r[k] = static_cast<int>(static_cast<unsigned int>(r[k] / dims[k] + 1) *
                                static_cast<unsigned int>(dims[k]));
    return r;
  }
  AMP2HIP_HD tiled_extent truncate() const {
    tiled_extent r = *this;
    const int dims[3] = {D0, D1, D2};
    for (int k = 0; k < rank; ++k)
      r[k] = r[k] / dims[k] * dims[k];
    return r;
  }

  AMP2HIP_HD friend bool operator==(const tiled_extent &a,
                                    const tiled_extent &b) {
    return static_cast<const extent<rank> &>(a) ==
           static_cast<const extent<rank> &>(b);
  }
  AMP2HIP_HD friend bool operator!=(const tiled_extent &a,
                                    const tiled_extent &b) {
    return !(a == b);
  }
};

#if __cplusplus < 201703L // see index.h
template <int D0, int D1, int D2> constexpr int tiled_extent<D0, D1, D2>::rank;
template <int D0, int D1, int D2>
constexpr int tiled_extent<D0, D1, D2>::tile_dim0;
template <int D0, int D1, int D2>
constexpr int tiled_extent<D0, D1, D2>::tile_dim1;
template <int D0, int D1, int D2>
constexpr int tiled_extent<D0, D1, D2>::tile_dim2;
#endif

template <int N>
template <int D0>
AMP2HIP_HD tiled_extent<D0> extent<N>::tile() const {
  static_assert(N == 1, "tile<D0>() needs a rank-1 extent");
  return tiled_extent<D0>(*this);
}
template <int N>
template <int D0, int D1>
AMP2HIP_HD tiled_extent<D0, D1> extent<N>::tile() const {
  static_assert(N == 2, "tile<D0, D1>() needs a rank-2 extent");
  static_assert(D0 > 0 && D1 > 0, "the tile dimensions must be positive");
  return tiled_extent<D0, D1>(*this);
}
template <int N>
template <int D0, int D1, int D2>
AMP2HIP_HD tiled_extent<D0, D1, D2> extent<N>::tile() const {
  static_assert(N == 3, "tile<D0, D1, D2>() needs a rank-3 extent");
  static_assert(D0 > 0 && D1 > 0 && D2 > 0,
                "the tile dimensions must be positive");
  return tiled_extent<D0, D1, D2>(*this);
}

// The position of one thread of a tiled domain.
template <int D0, int D1 = 0, int D2 = 0> class tiled_index {
public:
  static constexpr int rank = detail_::tiled_rank<D0, D1, D2>();
  static constexpr int tile_dim0 = D0;
  static constexpr int tile_dim1 = D1;
  static constexpr int tile_dim2 = D2;

  AMP2HIP_HD tiled_index(const index<rank> &global_, const index<rank> &local_,
                         const index<rank> &tile_,
                         const index<rank> &tile_origin_,
                         const tile_barrier &barrier_)
      : global(global_), local(local_), tile(tile_), tile_origin(tile_origin_),
        barrier(barrier_),
        tile_extent(tiled_extent<D0, D1, D2>::get_tile_extent()) {}
  tiled_index(const tiled_index &) = default;

  const index<rank> global;      // position in the whole domain
  const index<rank> local;       // position inside the tile
  const index<rank> tile;        // which tile
  const index<rank> tile_origin; // global position of local (0, ...)
  const tile_barrier barrier;
  const extent<rank> tile_extent; // D0 x D1 x D2

  AMP2HIP_HD operator const index<rank>() const { return global; }
  AMP2HIP_HD extent<rank> get_tile_extent() const { return tile_extent; }
};

#if __cplusplus < 201703L // see index.h
template <int D0, int D1, int D2> constexpr int tiled_index<D0, D1, D2>::rank;
template <int D0, int D1, int D2>
constexpr int tiled_index<D0, D1, D2>::tile_dim0;
template <int D0, int D1, int D2>
constexpr int tiled_index<D0, D1, D2>::tile_dim1;
template <int D0, int D1, int D2>
constexpr int tiled_index<D0, D1, D2>::tile_dim2;
#endif

} // namespace Concurrency

namespace amp2hip {
// Storage for a tile_static variable whose type's default constructor does
// work (float_4's sets its elements to zero). C++ AMP never runs it, and a
// __shared__ variable cannot have a constructor that runs, so amp2hip
// translates `tile_static float_4 cache[256];` into
//   __shared__ amp2hip::uninitialized<float_4[256]> cache_storage;
//   auto &cache = cache_storage.get();
// (lib/parse/PermissiveFixes.h).
template <typename T> struct alignas(T) uninitialized {
  unsigned char bytes[sizeof(T)];
  AMP2HIP_HD T &get() { return *reinterpret_cast<T *>(bytes); }
};
} // namespace amp2hip
