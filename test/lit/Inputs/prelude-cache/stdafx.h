#pragma once
// Visual C++ style: the configuration, then the headers.
#define NOMINMAX
#include <vector>
#include <amp.h>
#include <iostream>
