// amp2hip's "targetver.h": Visual Studio's template selects the Windows SDK
// version here; on Linux there is nothing to select.
#pragma once
