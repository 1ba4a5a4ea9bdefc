// amp2hip parse mode: <amp_graphics.h> for the translator's parse of C++ AMP source.
#pragma once

#include <amp2hip/amp_graphics.h>

#include "restrict.h"
