// amp2hip's <SDKDDKVer.h>: Visual Studio's targetver.h includes it to set
// the Windows SDK version macros (_WIN32_WINNT, WINVER, NTDDI_VERSION).
// Nothing on Linux reads them, and code that tests them guards Windows
// APIs: they stay undefined.
#pragma once
