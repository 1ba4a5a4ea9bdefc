// amp2hip's <errhandlingapi.h>: the thread's last-error code, which the
// compatibility layer's Windows functions set where Windows' do.
#pragma once

#include <amp2hip/msvc/windows_types.h>

namespace amp2hip {
namespace msvc {
inline DWORD &lastError() {
  static thread_local DWORD code = 0;
  return code;
}
} // namespace msvc
} // namespace amp2hip

inline DWORD GetLastError() { return amp2hip::msvc::lastError(); }
inline void SetLastError(DWORD code) { amp2hip::msvc::lastError() = code; }
