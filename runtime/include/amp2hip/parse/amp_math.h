// amp2hip parse mode: <amp_math.h> for the translator's parse of C++ AMP source.
#pragma once

#include <amp2hip/amp_math.h>

#include "restrict.h"
