// texture_main.cpp - the texture benchmark: a 3x3 box filter reading a
// texture<float, 2> against the same kernel reading an array<float, 2>
// (texture_amp.cpp, translated by amp2hip, same process), a bilinear
// resample through a C++ AMP sampler (amp2hip samples in software), and
// the same two reads written by hand with CUDA texture objects (the GPU's
// texture units, hardware bilinear filtering with 8-bit weights), to decide
// whether amp2hip's textures should use them.
//
// Usage: texture_bench [--reps N] [--size N]
// Exit status: 0 when the array and texture filters agree bit for bit and
// the samplers agree within 8-bit-weight error, 1 otherwise.

#include "texture_bench.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

#define CUDA_CHECK(x)                                                          \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      std::fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e));             \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

__global__ void hw_stencil(cudaTextureObject_t t, float *out, int n) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= n || c >= n)
    return;
  float sum = 0.0f;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) // clamp addressing does the edges
      sum += tex2D<float>(t, c + dc + 0.5f, r + dr + 0.5f);
  out[r * n + c] = sum / 9.0f;
}

__global__ void hw_linear(cudaTextureObject_t t, float *out, int n) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= n || c >= n)
    return;
  out[r * n + c] = tex2D<float>(t, (c + 1.0f) / n, (r + 1.0f) / n);
}

// A texture object over an n x n cudaArray of `image`.
cudaTextureObject_t make_texture(const std::vector<float> &image, int n,
                                 bool linear, cudaArray_t *array) {
  cudaChannelFormatDesc fmt = cudaCreateChannelDesc<float>();
  CUDA_CHECK(cudaMallocArray(array, &fmt, n, n));
  CUDA_CHECK(cudaMemcpy2DToArray(*array, 0, 0, image.data(), n * sizeof(float),
                                 n * sizeof(float), n, cudaMemcpyHostToDevice));
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = *array;
  cudaTextureDesc desc = {};
  desc.addressMode[0] = desc.addressMode[1] = cudaAddressModeClamp;
  desc.filterMode = linear ? cudaFilterModeLinear : cudaFilterModePoint;
  desc.readMode = cudaReadModeElementType;
  desc.normalizedCoords = linear ? 1 : 0;
  cudaTextureObject_t t = 0;
  CUDA_CHECK(cudaCreateTextureObject(&t, &res, &desc, nullptr));
  return t;
}

double hand(bool linear, const std::vector<float> &image, int n, int reps,
            std::vector<float> &out) {
  cudaArray_t array;
  cudaTextureObject_t t = make_texture(image, n, linear, &array);
  float *d = nullptr;
  CUDA_CHECK(cudaMalloc((void **)&d, sizeof(float) * n * n));
  dim3 block(16, 16), grid((n + 15) / 16, (n + 15) / 16);
  double best = 1e30;
  for (int r = 0; r <= reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    if (linear)
      hw_linear<<<grid, block>>>(t, d, n);
    else
      hw_stencil<<<grid, block>>>(t, d, n);
    CUDA_CHECK(cudaDeviceSynchronize());
    double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
            .count();
    if (r > 0)
      best = std::min(best, s);
  }
  out.resize(image.size());
  CUDA_CHECK(
      cudaMemcpy(out.data(), d, sizeof(float) * n * n, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaDestroyTextureObject(t));
  CUDA_CHECK(cudaFreeArray(array));
  CUDA_CHECK(cudaFree(d));
  return best;
}

double max_diff(const std::vector<float> &a, const std::vector<float> &b) {
  double m = 0;
  for (size_t i = 0; i < a.size(); ++i)
    m = std::max(m, (double)std::fabs(a[i] - b[i]));
  return m;
}

} // namespace

int main(int argc, char **argv) {
  int reps = 20, n = 4096;
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--reps") == 0)
      reps = std::max(1, std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--size") == 0)
      n = std::max(16, std::atoi(argv[++i]));
  }
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  std::vector<float> image((size_t)n * n);
  unsigned x = 12345u;
  for (float &f : image) {
    x = x * 1664525u + 1013904223u;
    f = (x >> 8) / float(1u << 24); // [0, 1)
  }
  std::vector<float> arr, tex, lin, hw_pt, hw_lin;
  double t_arr =
      texture_amp::run(texture_amp::array_stencil, image, n, reps, arr);
  double t_tex =
      texture_amp::run(texture_amp::texture_stencil, image, n, reps, tex);
  double t_lin =
      texture_amp::run(texture_amp::texture_linear, image, n, reps, lin);
  double t_hw_pt = hand(false, image, n, reps, hw_pt);
  double t_hw_lin = hand(true, image, n, reps, hw_lin);

  bool same = std::memcmp(arr.data(), tex.data(), arr.size() * 4) == 0;
  double d_pt = max_diff(arr, hw_pt), d_lin = max_diff(lin, hw_lin);
  // Hardware weights have 8 fraction bits: at most 1/256 of a texel step
  // (values in [0, 1): 1/256) plus rounding.
  bool lin_ok = d_lin <= 1.0 / 256 + 1e-5;
  std::printf("device: %s; image %d x %d floats, fastest of %d runs\n\n",
              prop.name, n, n, reps);
  std::printf("| kernel | ms | vs array | check |\n|---|---:|---:|---|\n");
  std::printf("| 3x3 box, array<float,2> (C++ AMP) | %.3f | 1.00 | - |\n",
              t_arr * 1e3);
  std::printf("| 3x3 box, texture<float,2> (C++ AMP) | %.3f | %.2f | %s |\n",
              t_tex * 1e3, t_tex / t_arr,
              same ? "bit-exact with array" : "DIFFERS");
  std::printf("| 3x3 box, CUDA texture object, point (hand) | %.3f | %.2f | "
              "max diff %.2g |\n",
              t_hw_pt * 1e3, t_hw_pt / t_arr, d_pt);
  std::printf("| bilinear sample, texture_view + sampler (C++ AMP) | %.3f | "
              "%.2f | - |\n",
              t_lin * 1e3, t_lin / t_arr);
  std::printf("| bilinear sample, CUDA texture object, linear (hand) | %.3f | "
              "%.2f | max diff to C++ AMP %.2g (%s) |\n",
              t_hw_lin * 1e3, t_hw_lin / t_arr, d_lin,
              lin_ok ? "within 8-bit weights" : "TOO LARGE");
  return same && lin_ok ? 0 : 1;
}
