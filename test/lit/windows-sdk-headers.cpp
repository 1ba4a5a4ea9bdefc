// The console part of the Windows SDK and CRT, header by header: each
// include that no real header answers becomes the runtime's (Mappings.def,
// kind VisualCppInclude), also <intrin.h>, which Clang's own header
// answers first and forwards; their names are declared (kind WindowsApi).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/sdk.cpp
// RUN: cd %t && %amp2hip sdk.cpp -o sdk.hip.cpp --print-stats -- -std=c++17 > stats.txt 2> sdk.err
// RUN: FileCheck %s --input-file=%t/sdk.hip.cpp
// RUN: not grep -e error -e AMP2HIP1016 %t/sdk.err
#include <windef.h>
#include <minwindef.h>
#include <winnt.h>
#include <WinBase.h>
#include <profileapi.h>
#include <synchapi.h>
#include <process.h>
#include <conio.h>
#include <intrin.h>
#include <io.h>
#include <direct.h>
#include <minwinbase.h>
#include <wincon.h>
#include <consoleapi.h>
#include <consoleapi2.h>
#include <processenv.h>
#include <amp.h>
// CHECK: #include <amp2hip/msvc/windef.h>
// CHECK-NEXT: #include <amp2hip/msvc/minwindef.h>
// CHECK-NEXT: #include <amp2hip/msvc/winnt.h>
// CHECK-NEXT: #include <amp2hip/msvc/winbase.h>
// CHECK-NEXT: #include <amp2hip/msvc/profileapi.h>
// CHECK-NEXT: #include <amp2hip/msvc/synchapi.h>
// CHECK-NEXT: #include <amp2hip/msvc/process.h>
// CHECK-NEXT: #include <amp2hip/msvc/conio.h>
// CHECK-NEXT: #include <amp2hip/msvc/intrin.h>
// CHECK-NEXT: #include <amp2hip/msvc/io.h>
// CHECK-NEXT: #include <amp2hip/msvc/direct.h>
// CHECK-NEXT: #include <amp2hip/msvc/minwinbase.h>
// CHECK-NEXT: #include <amp2hip/msvc/wincon.h>
// CHECK-NEXT: #include <amp2hip/msvc/consoleapi.h>
// CHECK-NEXT: #include <amp2hip/msvc/consoleapi2.h>
// CHECK-NEXT: #include <amp2hip/msvc/processenv.h>

static LONG calls = 0;
unsigned __stdcall work(void *) {
  InterlockedIncrement(&calls);
  return 0;
}

int main() {
  LARGE_INTEGER t;
  PLARGE_INTEGER pt = &t;
  QueryPerformanceCounter(pt);
  HANDLE h = (HANDLE)_beginthreadex(NULL, 0, work, NULL, 0, NULL);
  WaitForSingleObject(h, INFINITE);
  CloseHandle(h);
  SYSTEM_INFO si;
  GetSystemInfo(&si);
  int info[4];
  __cpuid(info, 0);
  unsigned long bit;
  _BitScanForward(&bit, 8u);
  Sleep(1);
  if (_kbhit())
    _getch();
  _mkdir("made");
  _rmdir("made");
  HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
  CONSOLE_SCREEN_BUFFER_INFO csbi;
  if (GetConsoleScreenBufferInfo(out, &csbi))
    SetConsoleTextAttribute(out, csbi.wAttributes | FOREGROUND_INTENSITY);
  ZeroMemory(&csbi, sizeof(csbi));
  system("PAUSE");
  // CHECK: system("PAUSE");
  return _access("sdk.cpp", 0) + (int)GetTickCount64() * 0 + (int)bit * 0;
}
