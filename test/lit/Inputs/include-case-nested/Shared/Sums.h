#pragma once
#include "Inner\Limits.h"

template <typename C> int sumAll(const C &c) {
  int total = 0;
  for (int i = 0; i < int(c.size()) && i < kMaxCount; ++i)
    total += c[i];
  return total;
}
