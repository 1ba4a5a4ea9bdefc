// amp2hip runtime: concurrency::access_type, how the CPU may touch an array's
// storage (C++ AMP 1.2, 5.1; Visual C++ declares it in amprt.h).
//
// An array's cpu_access_type only records what was asked for: amp2hip keeps
// a host shadow of every array coherent on demand (detail/source.h), so host
// access works whatever the value (C++ AMP would fault on access_type_none).
#pragma once

#include <amp2hip/detail/config.h>

namespace Concurrency {

enum access_type {
  access_type_none = 0,
  access_type_read = 1 << 0,
  access_type_write = 1 << 1,
  access_type_read_write = access_type_read | access_type_write,
  access_type_auto = 1 << 31,
};

} // namespace Concurrency
