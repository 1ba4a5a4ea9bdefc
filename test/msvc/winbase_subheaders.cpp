// Visual C++ style: the Windows SDK's sub-headers included one by one
// instead of <windows.h> (<windef.h>, <WinBase.h>, <profileapi.h>,
// <synchapi.h>, <sysinfoapi.h>), NOMINMAX defined so that only std::min
// and std::max exist, the P/LP typedefs, Interlocked functions and
// UNREFERENCED_PARAMETER.
#define NOMINMAX
#include <windef.h>
#include <WinBase.h>
#include <profileapi.h>
#include <synchapi.h>
#include <sysinfoapi.h>
#include <amp.h>
#include <algorithm>
#include <iostream>
#include <vector>

using namespace concurrency;

static void Fill(LPDWORD out, DWORD count, PBYTE pattern) {
  for (DWORD i = 0; i < count; ++i)
    out[i] = pattern[i % 4];
}

int main(int argc, char **argv) {
  UNREFERENCED_PARAMETER(argv);
  BYTE pattern[4] = {1, 2, 3, 4};
  std::vector<DWORD> host(1024);
  Fill(&host[0], 1024, pattern);
  array_view<DWORD, 1> av(1024, host);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = std::min<DWORD>(av[i] * 10, 25u);
  });
  av.synchronize();
  LONG counter = 0;
  for (DWORD i = 0; i < 1024; ++i)
    if (host[i] == 25)
      InterlockedIncrement(&counter);
  LONG previous = InterlockedExchangeAdd(&counter, 1);
  LARGE_INTEGER t;
  PLARGE_INTEGER pt = &t;
  QueryPerformanceCounter(pt);
  RECT r = {0, 0, 640, 480};
  bool ok = previous == 512 && counter == 513 && pt->QuadPart > 0 &&
            std::max(r.right, r.bottom) == 640 && argc >= 1;
  std::cout << "clamped " << previous << std::endl;
  std::cout << "SDK sub-headers with NOMINMAX: " << (ok ? "PASSED" : "FAILED")
            << std::endl;
  return ok ? 0 : 1;
}
