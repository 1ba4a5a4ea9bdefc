// amp2hip parse mode: <amp_short_vectors.h> for the translator's parse of C++ AMP source.
#pragma once

#include <amp2hip/amp_short_vectors.h>

#include "restrict.h"
