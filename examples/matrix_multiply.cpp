// matrix_multiply.cpp - integer matrix multiplication in C++ AMP, the simple
// way (one thread per element of the product) and with tiles (each tile
// stages blocks of both inputs in tile_static memory).
//
// Both versions multiply two 1024x1024 matrices and are checked against a
// product computed on the CPU; the small tiled sample of the C++ AMP
// documentation (2x2 tiles, a 2x4 times a 4x6 matrix) prints its result.

#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

// One step of a dot product; called from the kernels.
inline int multiply_add(int acc, int x, int y) restrict(amp) {
  return acc + x * y;
}

// product = a * b, one thread per element of the product.
void multiply_simple(array_view<const int, 2> a, array_view<const int, 2> b,
                     array_view<int, 2> product) {
  product.discard_data();
  parallel_for_each(
      product.extent, [=](index<2> idx) restrict(amp) {
        int row = idx[0];
        int col = idx[1];
        int sum = 0;
        // Walk the shared dimension of a and b.
        for (int k = 0; k < a.extent[1]; k++)
          sum = multiply_add(sum, a(row, k), b(k, col));
        product[idx] = sum;
      });
}

// product = a * b in TSxTS tiles. Every dimension must be a multiple of TS.
void multiply_tiled(array_view<const int, 2> a, array_view<const int, 2> b,
                    array_view<int, 2> product) {
  // A local constant: the lambda uses it without capturing it.
  const int TS = 16;
  int W = a.extent[1];
  product.discard_data();
  parallel_for_each(
      product.extent.tile<TS, TS>(),
      [ a, b, product, W ](tiled_index<TS, TS> t_idx) restrict(amp) {
        int row = t_idx.local[0];
        int col = t_idx.local[1];
        int rowGlobal = t_idx.global[0];
        int colGlobal = t_idx.global[1];
        int sum = 0;
        for (int i = 0; i < W; i += TS) {
          // Stage one TSxTS block of each input.
          tile_static int locA[TS][TS];
          tile_static int locB[TS][TS];
          locA[row][col] = a(rowGlobal, col + i);
          locB[row][col] = b(row + i, colGlobal);
          // The blocks are complete once every thread has passed here.
          t_idx.barrier.wait();
          for (int k = 0; k < TS; k++)
            sum = multiply_add(sum, locA[row][k], locB[k][col]);
          // Nobody may overwrite the blocks while others still read them.
          t_idx.barrier.wait();
        }
        product[t_idx.global] = sum;
      });
}

// The small sample: 2x2 tiles, a 2x4 matrix times a 4x6 matrix.
void multiply_with_tiling() {
  // The tile size is 2.
  static const int TS = 2;
  int aMatrix[] = {1, 2, 3, 4, 5, 6, 7, 8};
  int bMatrix[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                   13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
  int productMatrix[12] = {0};

  array_view<int, 2> a(2, 4, aMatrix);
  array_view<int, 2> b(4, 6, bMatrix);
  array_view<int, 2> product(2, 6, productMatrix);

  parallel_for_each(
      product.extent.tile<TS, TS>(), [=
  ](tiled_index<TS, TS> t_idx) restrict(amp) {
        int row = t_idx.local[0];
        int col = t_idx.local[1];
        int rowGlobal = t_idx.global[0];
        int colGlobal = t_idx.global[1];
        int sum = 0;
        for (int i = 0; i < 4; i += TS) {
          tile_static int locA[TS][TS];
          tile_static int locB[TS][TS];
          locA[row][col] = a(rowGlobal, col + i);
          locB[row][col] = b(row + i, colGlobal);
          t_idx.barrier.wait();
          for (int k = 0; k < TS; k++)
            sum += locA[row][k] * locB[k][col];
          t_idx.barrier.wait();
        }
        product[t_idx.global] = sum;
      });
  product.synchronize();

  for (int row = 0; row < 2; row++) {
    for (int col = 0; col < 6; col++)
      std::cout << productMatrix[row * 6 + col] << (col == 5 ? "\n" : " ");
  }
}

// Compares a product with the reference; prints "<name> <n>: ok" or the
// first mismatch. Returns the number of wrong elements.
int check(const char *name, int n, array_view<int, 2> product,
          const std::vector<int> &expected) {
  int wrong = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      int got = product(i, j);
      if (got != expected[i * n + j] && wrong++ == 0)
        std::cout << name << " " << n << ": element (" << i << "," << j
                  << ") is " << got << ", expected " << expected[i * n + j]
                  << "\n";
    }
  }
  if (wrong == 0)
    std::cout << name << " " << n << ": ok\n";
  return wrong;
}

int main() {
  const int n = 1024;
  // Small values keep every sum well inside int.
  std::vector<int> a(n * n), b(n * n), bt(n * n), expected(n * n);
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      a[i * n + j] = (i + 2 * j) % 7 - 3;
      b[i * n + j] = (3 * i + j) % 5 - 2;
      bt[j * n + i] = b[i * n + j];
    }
  }
  // Reference product on the CPU (b transposed for locality).
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      int sum = 0;
      for (int k = 0; k < n; k++)
        sum += a[i * n + k] * bt[j * n + k];
      expected[i * n + j] = sum;
    }
  }

  std::vector<int> c1(n * n), c2(n * n);
  array_view<const int, 2> av(n, n, a);
  array_view<const int, 2> bv(n, n, b);
  array_view<int, 2> simple(n, n, c1);
  array_view<int, 2> tiled(n, n, c2);

  multiply_simple(av, bv, simple);
  multiply_tiled(av, bv, tiled);
  int wrong = check("simple", n, simple, expected);
  wrong += check("tiled", n, tiled, expected);

  multiply_with_tiling();
  return wrong == 0 ? 0 : 1;
}
