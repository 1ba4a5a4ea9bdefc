// amp2hip runtime: numbers from the environment (AMP2HIP_STAGING_MIB,
// AMP2HIP_DEVICE_CACHE_MIB, AMP2HIP_TRACE, ...), read one way everywhere.
#pragma once

#include <cstdio>
#include <cstdlib>

namespace amp2hip {
namespace detail {

// The value of the environment variable `name` when the whole of it is a
// number from `low` to `high`; `fallback` when it is unset or empty. Any
// other value (not a number, trailing characters, out of bounds) is
// ignored with a warning on stderr, and `fallback` is used: a typo must not
// turn a limit into 0 or a thread count into a billion.
inline double env_number(const char *name, double fallback, double low,
                         double high) {
  const char *v = std::getenv(name);
  if (!v || !*v)
    return fallback;
  char *end = nullptr;
  double x = std::strtod(v, &end);
  if (end != v && *end == '\0' && x >= low && x <= high)
    return x;
  std::fprintf(stderr,
               "amp2hip: ignoring %s=%s (expected a number from %g to %g); "
               "using %g\n",
               name, v, low, high, fallback);
  return fallback;
}

} // namespace detail
} // namespace amp2hip
