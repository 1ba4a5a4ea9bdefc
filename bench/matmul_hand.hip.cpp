// matmul_hand.hip.cpp - the benchmark's two matrix multiplications written by
// hand in HIP: the reference that translated C++ AMP is compared against.
//
// These are exactly the algorithms of bench/matmul_amp.cpp:
//   simple: one thread per element of c, 16x16 blocks with x = column
//           (the runtime's block shape for a non-tiled extent<2>), threads
//           past the matrix return;
//   tiled:  16x16 blocks (x = column), stepping along the shared dimension
//           and staging a 16x16 block of a and of b in shared memory, with
//           two barriers per step.
// Same data type (float), same loop order, same index arithmetic (int).

#include "hip_on_cuda.h"

#include "matmul_bench.h"

namespace {

constexpr int TS = matmul_bench::kTile;

// c (M x N) = a (M x W) * b (W x N), one thread per element of c.
__global__ void matmul_simple_kernel(const float *a, const float *b, float *c,
                                     int M, int N, int W) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= M || col >= N)
    return;
  float sum = 0.0f;
  for (int k = 0; k < W; k++)
    sum += a[row * W + k] * b[k * N + col];
  c[row * N + col] = sum;
}

// The same product in TSxTS tiles; M, N and W are multiples of TS.
__global__ void __launch_bounds__(TS *TS)
    matmul_tiled_kernel(const float *a, const float *b, float *c, int M, int N,
                        int W) {
  int row = threadIdx.y;
  int col = threadIdx.x;
  int rowGlobal = blockIdx.y * TS + threadIdx.y;
  int colGlobal = blockIdx.x * TS + threadIdx.x;
  float sum = 0.0f;
  for (int i = 0; i < W; i += TS) {
    __shared__ float locA[TS][TS];
    __shared__ float locB[TS][TS];
    locA[row][col] = a[rowGlobal * W + (col + i)];
    locB[row][col] = b[(row + i) * N + colGlobal];
    __syncthreads();
    for (int k = 0; k < TS; k++)
      sum += locA[row][k] * locB[k][col];
    __syncthreads();
  }
  c[rowGlobal * N + colGlobal] = sum;
}

} // namespace

namespace hand_impl {

// Device copies of the three n x n matrices.
struct state {
  int n;
  float *a, *b, *c;
};

state *setup(int n, const float *a, const float *b) {
  state *s = new state{n, nullptr, nullptr, nullptr};
  size_t bytes = sizeof(float) * n * n;
  HIP_CHECK(hipMalloc((void **)&s->a, bytes));
  HIP_CHECK(hipMalloc((void **)&s->b, bytes));
  HIP_CHECK(hipMalloc((void **)&s->c, bytes));
  HIP_CHECK(hipMemcpy(s->a, a, bytes, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(s->b, b, bytes, hipMemcpyHostToDevice));
  return s;
}

void run(state *s, matmul_bench::algorithm algo, int times) {
  int n = s->n;
  dim3 block(TS, TS);
  dim3 grid((n + TS - 1) / TS, (n + TS - 1) / TS);
  for (int t = 0; t < times; t++) {
    if (algo == matmul_bench::algorithm::simple)
      hipLaunchKernelGGL(matmul_simple_kernel, grid, block, 0, 0, s->a, s->b,
                         s->c, n, n, n);
    else
      hipLaunchKernelGGL(matmul_tiled_kernel, grid, block, 0, 0, s->a, s->b,
                         s->c, n, n, n);
    HIP_CHECK(hipGetLastError());
  }
  HIP_CHECK(hipDeviceSynchronize());
}

void result(state *s, float *c) {
  HIP_CHECK(
      hipMemcpy(c, s->c, sizeof(float) * s->n * s->n, hipMemcpyDeviceToHost));
}

void teardown(state *s) {
  HIP_CHECK(hipFree(s->a));
  HIP_CHECK(hipFree(s->b));
  HIP_CHECK(hipFree(s->c));
  delete s;
}

} // namespace hand_impl
