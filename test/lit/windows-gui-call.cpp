// A Windows GUI call (<winuser.h>, <wingdi.h>) is one error naming it,
// AMP2HIP1023, not a cascade of undeclared names: its handles, constants
// and result are declared. Nothing is written.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/gui.cpp
// RUN: cd %t && not %amp2hip gui.cpp -o gui.hip.cpp -- -std=c++17 2> gui.err
// RUN: FileCheck %s --input-file=%t/gui.err
// RUN: test ! -e %t/gui.hip.cpp
// RUN: grep -c 'error:' %t/gui.err | FileCheck %s --check-prefix=COUNT
// COUNT: 2
#include <windows.h>
#include <amp.h>

int main() {
  HWND window = NULL;
  int answer = MessageBox(window, "Done", "C++ AMP", MB_OK | MB_ICONINFORMATION);
  // CHECK: gui.cpp:[[@LINE-1]]:16: error: 'MessageBoxA' is unavailable: a Windows GUI call, which a Linux console program cannot make [AMP2HIP1023]
  HDC dc = GetDC(window);
  // CHECK: gui.cpp:[[@LINE-1]]:12: error: 'GetDC' is unavailable: a Windows GUI call, which a Linux console program cannot make [AMP2HIP1023]
  // CHECK-NOT: error:
  return answer == IDOK && dc != NULL;
}
