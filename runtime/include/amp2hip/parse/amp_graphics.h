// amp2hip parse mode: <amp_graphics.h> for the translator's parse of C++ AMP
// source.
#pragma once

// The runtime's own declarations of concurrency::index must not see the
// parse prelude's renaming macro, should one be active (see prelude.h).
#pragma push_macro("index")
#undef index
#include <amp2hip/amp_graphics.h>
#pragma pop_macro("index")

#include "restrict.h"
