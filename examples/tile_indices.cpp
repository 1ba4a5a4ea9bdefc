// tile_indices.cpp - how tiled_index describes a thread's position.
//
// An 8x9 array_view of structures is divided into 2x3 tiles (4x3 = 12 tiles).
// Every thread records in its element the tile it belongs to, its global
// index and its index inside the tile; the host then checks every record and
// prints the tile number of each element.

#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

const int ROWS = 8;
const int COLS = 9;
const int TILE_ROWS = 2;
const int TILE_COLS = 3;

// What one thread learned about itself.
struct Description {
  int value;
  int tileRow;
  int tileColumn;
  int globalRow;
  int globalColumn;
  int localRow;
  int localColumn;
  int tileNumber;
};

// Numbers the tiles row by row; usable on the host and in kernels.
int tile_number(int tileRow, int tileColumn) restrict(cpu, amp) {
  return tileRow * (COLS / TILE_COLS) + tileColumn;
}

int main() {
  std::vector<Description> descs;
  for (int i = 0; i < ROWS * COLS; i++) {
    Description d = {i, -1, -1, -1, -1, -1, -1, -1};
    descs.push_back(d);
  }

  extent<2> matrix(ROWS, COLS);
  array_view<Description, 2> descriptions(matrix, descs);

  parallel_for_each(
      descriptions.extent.tile<TILE_ROWS, TILE_COLS>(), [=
  ](tiled_index<TILE_ROWS, TILE_COLS> t_idx) restrict(amp) {
        // A tiled_index converts to its global index.
        Description &d = descriptions[t_idx];
        d.globalRow = t_idx.global[0];
        d.globalColumn = t_idx.global[1];
        d.tileRow = t_idx.tile[0];
        d.tileColumn = t_idx.tile[1];
        d.localRow = t_idx.local[0];
        d.localColumn = t_idx.local[1];
        d.tileNumber = tile_number(t_idx.tile[0], t_idx.tile[1]);
      });
  descriptions.synchronize();

  // Check every record against what the tiling implies.
  int wrong = 0;
  bool seen[ROWS / TILE_ROWS * (COLS / TILE_COLS)] = {false};
  for (int r = 0; r < ROWS; r++) {
    for (int c = 0; c < COLS; c++) {
      const Description &d = descs[r * COLS + c];
      bool ok = d.value == r * COLS + c && d.globalRow == r &&
                d.globalColumn == c && d.tileRow == r / TILE_ROWS &&
                d.tileColumn == c / TILE_COLS && d.localRow == r % TILE_ROWS &&
                d.localColumn == c % TILE_COLS &&
                d.tileNumber == tile_number(d.tileRow, d.tileColumn);
      if (!ok && wrong++ == 0)
        std::cout << "element (" << r << "," << c << ") has a wrong record\n";
      if (ok)
        seen[d.tileNumber] = true;
      std::cout << d.tileNumber << (c == COLS - 1 ? "\n" : " ");
    }
  }

  int tiles = 0;
  for (bool s : seen)
    tiles += s ? 1 : 0;
  std::cout << tiles << " tiles, " << ROWS * COLS
            << " elements: " << (wrong == 0 ? "ok" : "FAILED") << "\n";
  return wrong == 0 && tiles == 12 ? 0 : 1;
}
