// cpu_bench.h - the interface cpu_main.cpp drives: the same four kernels
// written in C++ AMP (cpu_amp.cpp, translated by amp2hip and built for the
// CPU against libamp2hip_cpu.a) and in plain OpenMP (cpu_omp.cpp). Plain
// C++: it names no C++ AMP type. Each function runs its kernel `reps` times
// over the same data and returns when the results are in host memory.
#pragma once

#define CPU_BENCH_DECLARE(ns)                                                  \
  namespace ns {                                                               \
  /* y[i] = a * x[i] + y[i] */                                                 \
  void map(float a, const float *x, float *y, int n, int reps);                \
  /* out = the 5-point average of in, an n x n grid (edges copied) */          \
  void stencil(const float *in, float *out, int n, int reps);                  \
  /* sums[t] = the sum of in[256 t .. 256 t + 255], with barriers */           \
  void reduce(const int *in, int *sums, int n, int reps);                      \
  /* c = a * b, n x n, tiles of 16 x 16 through tile_static memory */          \
  void matmul(const float *a, const float *b, float *c, int n, int reps);      \
  }

CPU_BENCH_DECLARE(amp_side)
CPU_BENCH_DECLARE(omp_side)

namespace amp_side {
// A tiled kernel of tiles of 256 threads that only passes `barriers`
// barriers: its time over (threads x barriers) is the cost of one thread's
// barrier (one fiber switch).
void barriers_only(int threads, int barriers);
} // namespace amp_side
