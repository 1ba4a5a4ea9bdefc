// amp2hip runtime: <amp_graphics.h> (textures). Not supported yet.
#pragma once

#include <amp2hip/amp.h>
