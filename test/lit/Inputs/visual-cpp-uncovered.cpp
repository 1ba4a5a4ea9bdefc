// Windows API the compatibility layer does not declare: the names are
// listed at the include (AMP2HIP1016) and nothing is written.
#include <windows.h>
#include <amp.h>

int main() {
  DWORD priority = HIGH_PRIORITY_CLASS;
  DWORD flags = MEM_COMMIT | PAGE_READWRITE;
  HMODULE self = GetModuleHandle(NULL);
  return priority + flags + (self != NULL);
}
