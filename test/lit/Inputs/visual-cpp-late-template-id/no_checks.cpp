// A source of the library that calls none of the checks, as none of
// ampblas' sources does: Clang parses checks.h without an error (only its
// C++20 extension's warning), and the retry still declares rows and
// columns before their use, so that g++ and nvcc compile the header.
#include "lib.h"

int main() {
  concurrency::extent<2> e(2, 3);
  return lib::_detail::rows<lib::order::row_major>(e) == 2 ? 0 : 1;
}
