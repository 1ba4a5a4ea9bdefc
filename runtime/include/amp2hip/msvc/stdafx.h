// amp2hip's "stdafx.h", for a Visual C++ program whose precompiled header
// was not shipped with it: what Visual Studio's console-application
// template put there (<stdio.h>, <tchar.h>). The translator writes
// `#include <amp2hip/msvc/stdafx.h>` only when no real stdafx.h is found;
// a project's own stdafx.h is used as it is.
#pragma once

#include <amp2hip/msvc/targetver.h>
#include <amp2hip/msvc/tchar.h>
#include <stdio.h>
// Visual C++'s <stdio.h> declares printf_s and brings in <sal.h>.
#include <amp2hip/msvc/sal.h>
#include <amp2hip/msvc/secure_crt.h>
