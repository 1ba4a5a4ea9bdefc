// amp2hip runtime: <amp_math.h> (concurrency::fast_math, precise_math).
// The translator maps these calls to HIP device math; the namespaces are
// filled in by the math issue.
#pragma once

#include <amp2hip/amp.h>
