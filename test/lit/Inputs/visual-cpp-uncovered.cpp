// Windows API the compatibility layer does not declare: the names are
// listed at the include (AMP2HIP1016) and nothing is written.
#include <windows.h>
#include <amp.h>

int main() {
  DWORD id;
  HANDLE thread = CreateThread(0, 0, 0, 0, 0, &id);
  CloseHandle(thread);
  return HIGH_PRIORITY_CLASS;
}
