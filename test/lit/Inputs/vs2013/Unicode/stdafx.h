// The precompiled header of the project (Visual Studio's wizard).
#pragma once
#include <tchar.h>
