// A kernel in a header template.
#pragma once
#include <amp.h>
#include "helpers.h"

template <typename T, int TS>
void blur_rows(concurrency::array_view<T, 2> data) {
  using namespace concurrency;
  parallel_for_each(data.extent.template tile<TS, TS>(),
                    [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static T row[TS][TS];
    row[t.local[0]][t.local[1]] = data[t.global];
    t.barrier.wait();
    int n = TS;
    data[t.global] = (row[t.local[0]][clamp_index(t.local[1] - 1, n)] +
                      row[t.local[0]][t.local[1]]) / 2;
  });
}
