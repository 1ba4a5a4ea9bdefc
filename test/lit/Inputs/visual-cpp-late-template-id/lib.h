// The library's header, in the order of ampblas_utility.h: the checks
// first, then the storage helpers they call.
#pragma once
#include "checks.h"
#include "layout.h"
