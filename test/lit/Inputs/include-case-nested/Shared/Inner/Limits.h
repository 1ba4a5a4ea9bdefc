#pragma once
#include "..\Count.h"
