// stdafx.h as Visual Studio's unit-test template writes it.
#pragma once

#include "CppUnitTest.h"
