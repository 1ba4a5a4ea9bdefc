// amp2hip runtime: <amp_short_vectors.h> (concurrency::graphics short
// vectors). Filled in by the short-vector issue.
#pragma once

#include <amp2hip/amp.h>
