// amp2hip parse mode: <amp.h> for the translator's parse of C++ AMP source.
#pragma once

#include <amp2hip/amp.h>

#include "restrict.h"
